import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import type { AppConfig } from '../../config';
import type { AppDeps } from '../../platform/app-deps';
import type { Clock } from '../../platform/clock';
import type { Database } from '../../platform/db/schema';
import type { JobQueue, ManagedJobQueue } from '../../platform/jobs/job-definition';
import { queueMailInTransaction } from '../../platform/mail/mail.jobs';
import { AUTH_PURGE_EVERY_MS, passwordResetRequested, purgeAuthRecords } from './auth.jobs';
import { resetLink, resetMail } from './auth.mail';
import * as repo from './auth.repository';
import { hashCode, RESET_CODE_TTL_MS, randomCode } from './tokens';

/** Ended sessions and spent codes stay this long (support can still see a recent logout or reset). */
export const AUTH_RECORD_GRACE_MS = 7 * 24 * 3600_000;

/**
 * Deletes sessions and e-mail codes that ended more than the grace period ago. Without it both
 * tables grow with every login and every mail sent. Idempotent: a repeated run deletes nothing more.
 */
export async function purgeEndedAuthRecords(
  deps: { db: Kysely<Database>; clock: Clock },
  graceMs = AUTH_RECORD_GRACE_MS,
): Promise<{ sessions: number; tokens: number }> {
  const before = deps.clock.now() - graceMs;
  return {
    sessions: await repo.deleteEndedSessions(deps.db, before),
    tokens: await repo.deleteSpentTokens(deps.db, before),
  };
}

/**
 * The purge runs on the housekeeping queue at the first worker start and then hourly, on one worker
 * at a time.
 */
export function registerAuthJobs(deps: AppDeps): void {
  deps.jobs.handle(purgeAuthRecords, async () => {
    const purged = await purgeEndedAuthRecords(deps);
    if (purged.sessions || purged.tokens) deps.logger.info(purged, 'auth: ended records purged');
  });
  deps.jobs.schedule(purgeAuthRecords, { every: AUTH_PURGE_EVERY_MS }, {});
}

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
