import type { Kysely } from 'kysely';
import type { AppConfig } from '../../config';
import type { Clock } from '../../platform/clock';
import type { Database } from '../../platform/db/schema';
import type { ManagedJobQueue } from '../../platform/jobs/job-definition';
import type { Logger } from '../../platform/logger';
import { fileStoreOf } from './file-store';
import { FILES_PURGE_EVERY_MS, purgeUnattachedFilesJob } from './files.jobs';
import * as repo from './files.repository';

/** Files never attached to a record are removed this long after their upload. */
export const UNATTACHED_FILE_TTL_MS = 24 * 3600_000;

/**
 * Removes files no record took within the TTL: the row first (only while still unattached, so a
 * record taking it meanwhile wins), then its bytes. Returns how many went.
 */
export async function purgeUnattachedFiles(
  deps: { db: Kysely<Database>; config: AppConfig; clock: Clock },
  ttlMs = UNATTACHED_FILE_TTL_MS,
  batch = 500,
): Promise<number> {
  const before = deps.clock.now() - ttlMs;
  const store = fileStoreOf(deps.config);
  let removed = 0;
  for (;;) {
    const rows = await repo.listUnattachedBefore(deps.db, before, batch);
    for (const row of rows) {
      if (!(await repo.deleteUnattached(deps.db, row.id))) continue;
      await store.delete(row.store_key);
      removed += 1;
    }
    if (rows.length < batch) return removed;
  }
}

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
