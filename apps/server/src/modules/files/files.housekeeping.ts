import type { Kysely } from 'kysely';
import type { AppConfig } from '../../config';
import type { Clock } from '../../platform/clock';
import type { Database } from '../../platform/db/schema';
import { fileStoreOf } from './file-store';
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
