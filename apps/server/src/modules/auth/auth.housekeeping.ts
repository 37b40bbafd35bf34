import type { AppDeps } from '../../deps';
import * as repo from './auth.repository';

/** Ended sessions and spent codes stay this long (support can still see a recent logout or reset). */
export const AUTH_RECORD_GRACE_MS = 7 * 24 * 3600_000;
const PURGE_EVERY_MS = 3600_000;

/**
 * Deletes sessions and e-mail codes that ended more than the grace period ago. Without it both
 * tables grow with every login and every mail sent. Idempotent: several workers may run it.
 */
export async function purgeEndedAuthRecords(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  graceMs = AUTH_RECORD_GRACE_MS,
): Promise<{ sessions: number; tokens: number }> {
  const before = deps.clock.now() - graceMs;
  return {
    sessions: await repo.deleteEndedSessions(deps.db, before),
    tokens: await repo.deleteSpentTokens(deps.db, before),
  };
}

/** Runs the purge at start and then hourly (worker role); returns the stop function. */
export function startAuthHousekeeping(deps: Pick<AppDeps, 'db' | 'clock' | 'logger'>): () => Promise<void> {
  const run = () =>
    purgeEndedAuthRecords(deps).then(
      (purged) => {
        if (purged.sessions || purged.tokens) deps.logger.info(purged, 'auth: ended records purged');
      },
      (err) => deps.logger.warn({ err }, 'auth: purge failed; retried next hour'),
    );
  void run();
  const timer = setInterval(() => void run(), PURGE_EVERY_MS);
  timer.unref();
  return async () => clearInterval(timer);
}
