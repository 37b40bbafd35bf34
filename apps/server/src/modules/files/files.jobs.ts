import { z } from 'zod';
import { defineJob } from '../../platform/jobs/job-definition';

export const FILES_PURGE_EVERY_MS = 3600_000;

/** Removes uploads no record took within a day (files.handlers.ts). */
export const purgeUnattachedFilesJob = defineJob({
  name: 'files.purgeUnattached',
  queue: 'housekeeping',
  schema: z.object({}),
  maxAttempts: 3,
});
