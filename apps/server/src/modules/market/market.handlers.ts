import type { Kysely } from 'kysely';
import type { AppConfig } from '../../config';
import type { AppDeps } from '../../platform/app-deps';
import type { Database } from '../../platform/db/schema';
import { deleteOldCandles } from './candle.repository';
import { sealCandleBlocks } from './candle-blocks.service';
import {
  MARKET_RETENTION_EVERY_MS,
  MARKET_SEAL_BLOCKS_EVERY_MS,
  marketRetention,
  marketSealBlocks,
} from './market.jobs';

const DAY_MS = 86_400_000;

/** Deletes candles past MARKET_RETENTION_DAYS per interval (0 = forever); returns how many went. */
interface RetentionDeps {
  db: Kysely<Database>;
  config: Pick<AppConfig, 'market'>;
}

export async function applyMarketRetention(deps: RetentionDeps): Promise<number> {
  let deleted = 0;
  for (const [interval, days] of Object.entries(deps.config.market.retentionDays)) {
    if (days && days > 0) deleted += await deleteOldCandles(deps.db, interval, days * DAY_MS);
  }
  return deleted;
}

/**
 * Retention (daily) and the candle blocks' sealing (hourly) run on the housekeeping queue, on one worker
 * (any process with the worker role, not only the one ingesting), so several ingest instances do not
 * each delete the same rows.
 */
export function registerMarketJobs(deps: AppDeps): void {
  deps.jobs.handle(marketRetention, async () => {
    const deleted = await applyMarketRetention(deps);
    if (deleted > 0) deps.logger.info({ deleted }, 'market: candles past retention deleted');
  });
  deps.jobs.schedule(marketRetention, { every: MARKET_RETENTION_EVERY_MS }, {});
  // at start too (an `every` schedule runs at once): history a backfill stored becomes blocks before a
  // member's statistic reads it; a statistic reading a span without its block builds it meanwhile
  deps.jobs.handle(marketSealBlocks, async () => {
    const built = await sealCandleBlocks(deps);
    if (built > 0) deps.logger.info({ built }, 'market: candle blocks built');
  });
  deps.jobs.schedule(marketSealBlocks, { every: MARKET_SEAL_BLOCKS_EVERY_MS }, {});
}
