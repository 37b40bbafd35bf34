import crypto from 'node:crypto';
import {
  CONTENT_TREE_KINDS,
  type ContentItem,
  type ContentKind,
  type ContentSnapshot,
  RESOURCE,
} from '@bitdata/contracts';
import type { Kysely } from 'kysely';
import type { AppDeps } from '../../platform/app-deps';
import { isForeignKeyViolation } from '../../platform/db/foreign-key-violation';
import type { Database } from '../../platform/db/schema';
import { isUniqueViolation } from '../../platform/db/unique-violation';
import { AppError, isAppError } from '../../platform/errors';
import { columnsOf, firstPublished, toItem } from './content.model';
import * as repo from './content.repository';
import { attachBodyFiles } from './files/body-files';
import { prepareContentHtml } from './html/content-html';
import { indexItem } from './search/search.service';

/** What a save needs: the database, the time, and the files module's tie from a cover to its item. */
export type SaveDeps = Pick<AppDeps, 'db' | 'clock' | 'attachFile'>;
type Db = Kysely<Database>;

/** Deeper than any documentation tree goes; walking a parent chain stops here. */
const MAX_SECTION_DEPTH = 50;

export const contentNotFound = () => AppError.of('NOT_FOUND', 'contentNotFound');

/**
 * The parent section's id, checked: it exists among the kind's items, and the item being saved is
 * not among its ancestors (nor the parent itself), so the sections stay a tree.
 */
async function parentIdOf(db: Db, kind: ContentKind, parent: string | null, selfId: string) {
  if (parent === null) return null;
  if (!CONTENT_TREE_KINDS.includes(kind)) throw AppError.of('BAD_REQUEST', 'contentParentNotAllowed');
  const node = await repo.findNode(db, kind, parent);
  if (!node) throw AppError.of('BAD_REQUEST', 'contentParentUnknown');
  let at: string | null = node.id;
  for (let depth = 0; at !== null; depth++) {
    if (at === selfId || depth >= MAX_SECTION_DEPTH) throw AppError.of('BAD_REQUEST', 'contentParentCycle');
    at = await repo.parentOf(db, at);
  }
  return node.id;
}

/**
 * Ties the cover to the item, so the uploaded file outlives the unattached files' expiry. The file
 * must have been uploaded for the content document (the upload checked the uploader's permission).
 */
async function attachCover(deps: SaveDeps, db: Db, fileId: string, itemId: string) {
  try {
    await deps.attachFile({ db }, fileId, RESOURCE.content, itemId);
  } catch (error) {
    if (isAppError(error) && error.code === 'NOT_FOUND')
      throw AppError.of('BAD_REQUEST', 'contentCoverUnknown');
    throw error;
  }
}

/**
 * One save of an item, new (`existing` null) or not: the body's HTML cleaned (html/content-html.ts), the code free within the
 * kind, the parent checked, the row, its tags and the revision holding the whole saved item written in
 * one transaction. A restore is a save of a revision's snapshot.
 */
export async function saveItem(
  deps: SaveDeps,
  /** Who saves it (the item's author when new); null for the content the product ships with. */
  authorId: string | null,
  kind: ContentKind,
  existing: repo.ItemRow | null,
  input: ContentSnapshot,
): Promise<ContentItem> {
  const snapshot: ContentSnapshot = {
    ...input,
    body: { en: prepareContentHtml(input.body.en), vi: prepareContentHtml(input.body.vi) },
  };
  const now = deps.clock.now();
  const id = existing?.id ?? crypto.randomUUID();
  try {
    await deps.db.transaction().execute(async (trx) => {
      const holder = await repo.findNode(trx, kind, snapshot.code);
      if (holder && holder.id !== id) throw AppError.of('CONFLICT', 'contentCodeTaken');
      const columns = {
        ...columnsOf(snapshot, await parentIdOf(trx, kind, snapshot.parent, id)),
        published_at: firstPublished(existing?.published_at ?? null, snapshot, now),
        updated_at: now,
      };
      if (existing) {
        if (!(await repo.updateItem(trx, id, columns))) throw contentNotFound();
      } else {
        await repo.insertItem(trx, { id, kind, ...columns, author_id: authorId, created_at: now });
      }
      await repo.replaceTags(trx, id, snapshot.tags);
      await indexItem(trx, id, snapshot);
      if (snapshot.cover !== null && snapshot.cover !== existing?.cover_file_id)
        await attachCover(deps, trx, snapshot.cover, id);
      await attachBodyFiles(deps, trx, [snapshot.body.en, snapshot.body.vi], id);
      await repo.insertRevision(trx, {
        id: crypto.randomUUID(),
        content_id: id,
        snapshot: JSON.stringify(snapshot),
        author_id: authorId,
        created_at: now,
      });
    });
  } catch (error) {
    // two saves taking one code at once: the unique key refuses the second
    if (isUniqueViolation(error)) throw AppError.of('CONFLICT', 'contentCodeTaken');
    // the parent section deleted meanwhile
    if (isForeignKeyViolation(error)) throw AppError.of('BAD_REQUEST', 'contentParentUnknown');
    throw error;
  }
  const saved = await repo.findItemById(deps.db, id);
  if (!saved) throw contentNotFound();
  return toItem(deps.db, saved);
}
