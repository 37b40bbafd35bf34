import type { Kysely } from 'kysely';
import type { AppConfig } from '../../config';
import type { AppDeps } from '../../platform/app-deps';
import type { Clock } from '../../platform/clock';
import type { Database } from '../../platform/db/schema';
import { SCREENING_RETENTION_EVERY_MS, screeningRetention } from './screener.jobs';
import { deleteScreenedBefore } from './screener.repository';

const DAY_MS = 86_400_000;

interface RetentionDeps {
  db: Kysely<Database>;
  clock: Clock;
  config: Pick<AppConfig, 'market'>;
}

/** Deletes what screened candles matched past SCREENING_HISTORY_DAYS (0 = keep); returns how many rows went. */
export async function applyScreeningRetention(deps: RetentionDeps): Promise<number> {
  const days = deps.config.market.screeningHistoryDays;
  if (days <= 0) return 0;
  return deleteScreenedBefore(deps.db, deps.clock.now() - days * DAY_MS);
}

/** Daily on the housekeeping queue, on one worker. */
export function registerScreenerJobs(deps: AppDeps): void {
  deps.jobs.handle(screeningRetention, async () => {
    const deleted = await applyScreeningRetention(deps);
    if (deleted > 0) deps.logger.info({ deleted }, 'screener: screened candles past retention deleted');
  });
  deps.jobs.schedule(screeningRetention, { every: SCREENING_RETENTION_EVERY_MS }, {});
}
