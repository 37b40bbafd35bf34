import { z } from 'zod';
import { defineJob } from '../../../platform/jobs/job-definition';

/** An import's run: one at a time per worker, on the housekeeping queue's single slot. */
export const runImportJob = defineJob({
  name: 'imports.run',
  queue: 'housekeeping',
  schema: z.object({ importId: z.string().uuid() }),
  maxAttempts: 1,
});
