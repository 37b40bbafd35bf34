import { z } from 'zod';
import { defineJob } from '../../platform/jobs/job-definition';

/** Daily: deletes candles past MARKET_RETENTION_DAYS (market.handlers.ts). */
export const MARKET_RETENTION_EVERY_MS = 86_400_000;

export const marketRetention = defineJob({
  name: 'market.retention',
  queue: 'housekeeping',
  schema: z.object({}),
  maxAttempts: 3,
});

/** Hourly: builds the candle blocks a statistic reads (candle-blocks.service.ts sealCandleBlocks). */
export const MARKET_SEAL_BLOCKS_EVERY_MS = 3_600_000;

export const marketSealBlocks = defineJob({
  name: 'market.sealBlocks',
  queue: 'housekeeping',
  schema: z.object({}),
  maxAttempts: 3,
});
