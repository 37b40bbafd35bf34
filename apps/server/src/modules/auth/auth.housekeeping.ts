import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { AppDeps } from '../../platform/app-deps';
import type { Clock } from '../../platform/clock';
import type { Database } from '../../platform/db/schema';
import { defineJob } from '../../platform/jobs/job-definition';
import * as repo from './auth.repository';

/** Ended sessions and spent codes stay this long (support can still see a recent logout or reset). */
export const AUTH_RECORD_GRACE_MS = 7 * 24 * 3600_000;
export const AUTH_PURGE_EVERY_MS = 3600_000;

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

export const purgeAuthRecords = defineJob({
  name: 'auth.purge',
  queue: 'housekeeping',
  schema: z.object({}),
  maxAttempts: 3,
});

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
