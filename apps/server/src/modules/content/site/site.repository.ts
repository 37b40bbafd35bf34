import type { Kysely } from 'kysely';
import type { Database } from '../../../platform/db/schema';

/** The content module's SQL for what the whole site shows at once: its sitemap and its schedule. */
type Db = Kysely<Database>;

/** The earliest publishing time after `now` of a published item: when the public content next changes by itself. */
export async function nextPublishAt(db: Db, now: number): Promise<number | null> {
  const row = await db
    .selectFrom('content_items')
    .select((eb) => eb.fn.min('publish_at').as('next'))
    .where('status', '=', 'published')
    .where('publish_at', '>', now)
    .executeTakeFirst();
  return row?.next === null || row?.next === undefined ? null : Number(row.next);
}

export interface LiveEntry {
  kind: string;
  code: string;
  updatedAt: number;
}

/** Every live item's address and last change (the sitemap's pages), by kind then code. */
export async function liveEntries(db: Db, now: number): Promise<LiveEntry[]> {
  const rows = await db
    .selectFrom('content_items')
    .select(['kind', 'code', 'updated_at'])
    .where('status', '=', 'published')
    .where((eb) => eb.or([eb('publish_at', 'is', null), eb('publish_at', '<=', now)]))
    .orderBy('kind')
    .orderBy('code')
    .execute();
  return rows.map((r) => ({ kind: r.kind, code: r.code, updatedAt: Number(r.updated_at) }));
}
