import { contentWriteSchema } from '@bitdata/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema';
import * as repo from './content.repository';
import { saveItem } from './content.save';
import { SEED_ITEMS } from './seed';
import type { SeedItem } from './seed/seed-item';

/**
 * Writes the shipped content that is absent, by kind and code, as a save would (cleaned, highlighted,
 * a first revision without an author). An item that exists is never touched: operators' edits survive
 * restarts and upgrades, and an item they deleted comes back only as the product wrote it.
 */
export async function seedContent(
  db: Kysely<Database>,
  now: number,
  items: readonly SeedItem[] = SEED_ITEMS,
): Promise<void> {
  const present = new Set((await repo.listCodes(db)).map((row) => `${row.kind}/${row.code}`));
  const deps = {
    db,
    clock: { now: () => now },
    attachFile: async () => {
      throw new Error('the shipped content has no cover to attach');
    },
  };
  for (const { kind, ...write } of items) {
    if (present.has(`${kind}/${write.code}`)) continue;
    await saveItem(deps, null, kind, null, { ...contentWriteSchema.parse(write), status: 'published' });
  }
}
