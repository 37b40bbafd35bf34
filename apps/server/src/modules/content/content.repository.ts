import { type Insertable, type Kysely, type Selectable, sql, type Updateable } from 'kysely';
import type { Database } from '../../platform/db/schema';
import type { ContentItemsTable, ContentRevisionsTable } from './content.tables';

/** The content module's SQL: items, their tags and their revisions. */
type Db = Kysely<Database>;
export type ItemRow = Selectable<ContentItemsTable>;
export type RevisionRow = Selectable<ContentRevisionsTable>;
/** An item with its parent's code, as every read answers it. */
export type ItemWithParent = ItemRow & { parent_code: string | null };

/**
 * Which items of a kind a list shows: `live` what the public sees (published and its publishing time
 * passed), the others for editors (`published` includes the scheduled ones).
 */
export type ItemVisibility = 'live' | 'draft' | 'published' | 'all';

export interface ItemListFilter {
  kind: string;
  visibility: ItemVisibility;
  now: number;
  /** Only items whose title is written in this language. */
  lang?: 'en' | 'vi';
  tag?: string;
  /** Sections first by parent, then by order; otherwise newest first. */
  asTree: boolean;
  limit: number;
  offset: number;
}

const selectItems = (db: Db) =>
  db
    .selectFrom('content_items as c')
    .leftJoin('content_items as p', 'p.id', 'c.parent_id')
    .selectAll('c')
    .select('p.code as parent_code');

export const findItem = (db: Db, kind: string, code: string): Promise<ItemWithParent | undefined> =>
  selectItems(db).where('c.kind', '=', kind).where('c.code', '=', code).executeTakeFirst();

export const findItemById = (db: Db, id: string): Promise<ItemWithParent | undefined> =>
  selectItems(db).where('c.id', '=', id).executeTakeFirst();

/** Every item's kind and code (which of the shipped items are already there). */
export const listCodes = (db: Db) => db.selectFrom('content_items').select(['kind', 'code']).execute();

/** The id and parent of an item of the kind, by code (walking a section's ancestors). */
export const findNode = (db: Db, kind: string, code: string) =>
  db
    .selectFrom('content_items')
    .select(['id', 'parent_id'])
    .where('kind', '=', kind)
    .where('code', '=', code)
    .executeTakeFirst();

export const parentOf = async (db: Db, id: string): Promise<string | null> =>
  (await db.selectFrom('content_items').select('parent_id').where('id', '=', id).executeTakeFirst())
    ?.parent_id ?? null;

/** One page of a kind's items and how many match in all. */
export async function listItems(
  db: Db,
  filter: ItemListFilter,
): Promise<{ rows: ItemWithParent[]; total: number }> {
  let q = selectItems(db).where('c.kind', '=', filter.kind);
  if (filter.visibility === 'live') {
    q = q
      .where('c.status', '=', 'published')
      .where((eb) => eb.or([eb('c.publish_at', 'is', null), eb('c.publish_at', '<=', filter.now)]));
  } else if (filter.visibility !== 'all') {
    q = q.where('c.status', '=', filter.visibility);
  }
  if (filter.lang) q = q.where(filter.lang === 'vi' ? 'c.title_vi' : 'c.title_en', '<>', '');
  const { tag } = filter;
  if (tag !== undefined) {
    q = q.where('c.id', 'in', (eb) =>
      eb.selectFrom('content_tags').select('content_id').where('tag', '=', tag),
    );
  }
  const counted = await q
    .clearSelect()
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  const ordered = filter.asTree
    ? q
        // roots first (both engines sort nulls differently), then each parent's sections by order
        .orderBy(sql`case when c.parent_id is null then 0 else 1 end`)
        .orderBy('p.code')
        .orderBy('c.sort_order')
        .orderBy('c.code')
    : q
        .orderBy(sql`coalesce(c.published_at, c.created_at)`, 'desc')
        .orderBy('c.created_at', 'desc')
        .orderBy('c.code');
  const rows = await ordered.limit(filter.limit).offset(filter.offset).execute();
  return { rows, total: Number(counted.total) };
}

export async function insertItem(db: Db, row: Insertable<ContentItemsTable>): Promise<void> {
  await db.insertInto('content_items').values(row).execute();
}

/** Whether a row changed (the item may have been deleted meanwhile). */
export async function updateItem(db: Db, id: string, patch: Updateable<ContentItemsTable>): Promise<boolean> {
  const result = await db.updateTable('content_items').set(patch).where('id', '=', id).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export const countChildren = async (db: Db, id: string): Promise<number> =>
  Number(
    (
      await db
        .selectFrom('content_items')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('parent_id', '=', id)
        .executeTakeFirstOrThrow()
    ).n,
  );

export async function deleteItem(db: Db, id: string): Promise<boolean> {
  await db.deleteFrom('content_tags').where('content_id', '=', id).execute();
  await db.deleteFrom('content_revisions').where('content_id', '=', id).execute();
  const result = await db.deleteFrom('content_items').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function replaceTags(db: Db, id: string, tags: readonly string[]): Promise<void> {
  await db.deleteFrom('content_tags').where('content_id', '=', id).execute();
  if (tags.length === 0) return;
  await db
    .insertInto('content_tags')
    .values(tags.map((tag, position) => ({ content_id: id, tag, position })))
    .execute();
}

/** The tags of each item, in their order. */
export async function tagsOf(db: Db, ids: readonly string[]): Promise<Map<string, string[]>> {
  const tags = new Map<string, string[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return tags;
  const rows = await db
    .selectFrom('content_tags')
    .select(['content_id', 'tag'])
    .where('content_id', 'in', [...ids])
    .orderBy('content_id')
    .orderBy('position')
    .execute();
  for (const row of rows) tags.get(row.content_id)?.push(row.tag);
  return tags;
}

/**
 * Adds the next revision of an item. Called after the item's row was written in the same transaction,
 * whose row lock makes two saves of one item number their revisions one after the other.
 */
export async function insertRevision(
  db: Db,
  row: Omit<Insertable<ContentRevisionsTable>, 'number'>,
): Promise<void> {
  const last = await db
    .selectFrom('content_revisions')
    .select((eb) => eb.fn.max('number').as('number'))
    .where('content_id', '=', row.content_id)
    .executeTakeFirst();
  await db
    .insertInto('content_revisions')
    .values({ ...row, number: Number(last?.number ?? 0) + 1 })
    .execute();
}

export async function listRevisions(
  db: Db,
  contentId: string,
  limit: number,
  offset: number,
): Promise<{ rows: RevisionRow[]; total: number }> {
  const base = db.selectFrom('content_revisions').where('content_id', '=', contentId);
  const counted = await base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  const rows = await base.selectAll().orderBy('number', 'desc').limit(limit).offset(offset).execute();
  return { rows, total: Number(counted.total) };
}

export const findRevision = (db: Db, contentId: string, id: string) =>
  db
    .selectFrom('content_revisions')
    .selectAll()
    .where('content_id', '=', contentId)
    .where('id', '=', id)
    .executeTakeFirst();
