import {
  type ContentItem,
  type ContentKind,
  type ContentPerson,
  type ContentSnapshot,
  type ContentStatus,
  contentSnapshotSchema,
} from '@bitdata/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema';
import { accountContacts } from '../auth';
import type { ItemRow, ItemWithParent, RevisionRow } from './content.repository';
import * as repo from './content.repository';
import { expandContentBlocks } from './html/content-blocks';

/** How an item's rows become its answer, and the rules of when it is public. */
type Db = Kysely<Database>;

/** Public: published, and its publishing time (if any) has come. */
export const isLive = (row: Pick<ItemRow, 'status' | 'publish_at'>, now: number): boolean =>
  row.status === 'published' && (row.publish_at === null || Number(row.publish_at) <= now);

/**
 * When the item first became public. Once that moment has passed it stays, whatever later saves do
 * (unpublished and published again, the item keeps its place among the newest); until then it follows
 * the item: its publishing time when scheduled, the save's time when published at once, none as a draft.
 */
export function firstPublished(
  previous: number | null,
  next: { status: ContentStatus; publishAt: number | null },
  now: number,
): number | null {
  if (previous !== null && previous <= now) return previous;
  if (next.status !== 'published') return null;
  return next.publishAt ?? now;
}

/** The people named beside items or revisions, by account id (accounts are auth's). */
async function peopleOf(db: Db, ids: ReadonlyArray<string | null>): Promise<Map<string, ContentPerson>> {
  const known = ids.filter((id): id is string => id !== null);
  const contacts = await accountContacts(db, known);
  return new Map([...contacts].map(([id, contact]) => [id, { id, name: contact.name }]));
}

const personOf = (people: Map<string, ContentPerson>, id: string | null) =>
  id === null ? null : (people.get(id) ?? null);

/** The answers of items, their tags and authors read in one query each. */
export async function toItems(db: Db, rows: readonly ItemWithParent[]): Promise<ContentItem[]> {
  const ids = rows.map((r) => r.id);
  const tags = await repo.tagsOf(db, ids);
  const authors = rows.map((r) => r.author_id);
  const people = await peopleOf(db, authors);
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind as ContentKind,
    code: r.code,
    title: { en: r.title_en, vi: r.title_vi },
    summary: { en: r.summary_en, vi: r.summary_vi },
    body: { en: expandContentBlocks(r.body_en, 'en'), vi: expandContentBlocks(r.body_vi, 'vi') },
    status: r.status as ContentStatus,
    publishAt: r.publish_at === null ? null : Number(r.publish_at),
    publishedAt: r.published_at === null ? null : Number(r.published_at),
    tags: tags.get(r.id) ?? [],
    parent: r.parent_code,
    order: r.sort_order,
    cover: r.cover_file_id,
    author: personOf(people, r.author_id),
    createdAt: Number(r.created_at),
    updatedAt: Number(r.updated_at),
  }));
}

export async function toItem(db: Db, row: ItemWithParent): Promise<ContentItem> {
  const [item] = await toItems(db, [row]);
  return item as ContentItem;
}

/** The item's columns as one save writes them (its identity, author and creation stay). */
export const columnsOf = (snapshot: ContentSnapshot, parentId: string | null) => ({
  code: snapshot.code,
  title_en: snapshot.title.en,
  title_vi: snapshot.title.vi,
  summary_en: snapshot.summary.en,
  summary_vi: snapshot.summary.vi,
  body_en: snapshot.body.en,
  body_vi: snapshot.body.vi,
  cover_file_id: snapshot.cover,
  parent_id: parentId,
  sort_order: snapshot.order,
  status: snapshot.status,
  publish_at: snapshot.publishAt,
});

export async function toRevisions(db: Db, rows: readonly RevisionRow[]) {
  const authors = rows.map((r) => r.author_id);
  const people = await peopleOf(db, authors);
  return rows.map((r) => ({
    id: r.id,
    number: r.number,
    author: personOf(people, r.author_id),
    createdAt: Number(r.created_at),
    content: readSnapshot(r),
  }));
}

/** A revision's stored item, checked against the shape it was written in. */
export const readSnapshot = (row: Pick<RevisionRow, 'snapshot'>): ContentSnapshot =>
  contentSnapshotSchema.parse(JSON.parse(row.snapshot));
