import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { AppConfig } from '../../config';
import type { Clock } from '../../platform/clock';
import type { Database } from '../../platform/db/schema';
import { defineJob, type ManagedJobQueue } from '../../platform/jobs/job-definition';
import type { Logger } from '../../platform/logger';
import { purgeUnattachedFiles } from './files.housekeeping';

export const FILES_PURGE_EVERY_MS = 3600_000;

export const purgeUnattachedFilesJob = defineJob({
  name: 'files.purgeUnattached',
  queue: 'housekeeping',
  schema: z.object({}),
  maxAttempts: 3,
});

/** Uploads no record took within a day are removed hourly, on one worker at a time. */
export function registerFileJobs(deps: {
  jobs: ManagedJobQueue;
  db: Kysely<Database>;
  config: AppConfig;
  clock: Clock;
  logger: Logger;
}): void {
  deps.jobs.handle(purgeUnattachedFilesJob, async () => {
    const removed = await purgeUnattachedFiles(deps);
    if (removed) deps.logger.info({ removed }, 'files: unattached uploads removed');
  });
  deps.jobs.schedule(purgeUnattachedFilesJob, { every: FILES_PURGE_EVERY_MS }, {});
}
