import { z } from 'zod';
import { defineJob } from '../../platform/jobs/job-definition';

export const STATISTIC_ATTEMPTS = 3;

/** Computes one stored run (statistic_runs.id); enqueued with the run's id as unique key. */
export const statisticsRun = defineJob({
  name: 'statistics.run',
  queue: 'statistics',
  schema: z.object({ statisticId: z.string() }),
  maxAttempts: STATISTIC_ATTEMPTS,
});
