import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { AppConfig } from '../../config';
import type { Clock } from '../../platform/clock';
import type { Database } from '../../platform/db/schema';
import { defineJob, type JobQueue, type ManagedJobQueue } from '../../platform/jobs/job-definition';
import { queueMailInTransaction } from '../../platform/mail/mail.jobs';
import { resetLink, resetMail } from './auth.mail';
import * as repo from './auth.repository';
import { hashCode, RESET_CODE_TTL_MS, randomCode } from './tokens';

/**
 * A password reset was asked for this address. The request only queues this job, for a registered
 * address or not: the lookup, the code and the mail all happen here, off the request, so the answer
 * takes the same work either way and its timing tells nothing about who has an account.
 */
export const passwordResetRequested = defineJob({
  name: 'auth.reset-requested',
  queue: 'mail',
  schema: z.object({ username: z.string().min(1).max(254) }),
  maxAttempts: 5,
});

/** What writing a reset link needs: the route's deps and the job's alike. */
interface ResetDeps {
  db: Kysely<Database>;
  jobs: JobQueue;
  clock: Clock;
  config: AppConfig;
}

/** Writes a reset code and its mail in one transaction, when the account exists; nothing otherwise. */
export async function mailResetLink(deps: ResetDeps, username: string) {
  const user = await repo.findUserByUsername(deps.db, username);
  if (!user) return;
  const code = randomCode();
  const now = deps.clock.now();
  // One transaction: a retried job never leaves a code without its mail, or a mail without its code.
  await deps.db.transaction().execute(async (trx) => {
    await repo.insertToken(trx, {
      id: crypto.randomUUID(),
      user_id: user.id,
      purpose: 'reset',
      token_hash: hashCode(code),
      created_at: now,
      expires_at: now + RESET_CODE_TTL_MS,
    });
    await queueMailInTransaction(
      deps,
      trx,
      resetMail(deps.config, user.username, user.name, resetLink(deps.config, code)),
    );
  });
}

export function registerAccountJobs(deps: ResetDeps & { jobs: ManagedJobQueue }): void {
  deps.jobs.handle(passwordResetRequested, ({ username }) => mailResetLink(deps, username));
}
