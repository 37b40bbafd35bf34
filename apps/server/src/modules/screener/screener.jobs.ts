import { z } from 'zod';
import { defineJob } from '../../platform/jobs/job-definition';

/** Daily: deletes what screened candles matched past SCREENING_HISTORY_DAYS (screener.handlers.ts). */
export const SCREENING_RETENTION_EVERY_MS = 86_400_000;

export const screeningRetention = defineJob({
  name: 'screener.retention',
  queue: 'housekeeping',
  schema: z.object({}),
  maxAttempts: 3,
});
