import {
  CONTENT_TREE_KINDS,
  type ContentItem,
  type ContentKind,
  type ContentListItem,
  type ContentWrite,
  type contentListQuerySchema,
} from '@bitdata/contracts';
import type { z } from 'zod';
import type { AppDeps } from '../../platform/app-deps';
import { isForeignKeyViolation } from '../../platform/db/foreign-key-violation';
import { AppError } from '../../platform/errors';
import type { AuthContext } from '../auth';
import { isLive, toItem, toItems } from './content.model';
import * as repo from './content.repository';
import { contentNotFound, type SaveDeps, saveItem } from './content.save';
import { unindexItem } from './search/search.service';

/**
 * Reading and writing content items. The public reads what is live; an editor (a caller who may edit
 * content) reads drafts and scheduled items too. A hidden item answers 404 to everybody else, exactly
 * as a missing one does.
 */
type ReadDeps = Pick<AppDeps, 'db' | 'clock'>;
type ListQuery = z.output<typeof contentListQuerySchema>;

export interface ContentPage {
  data: ContentListItem[];
  total: number;
  page: number;
  pageSize: number;
}

export async function listContent(
  deps: ReadDeps,
  kind: ContentKind,
  query: ListQuery,
  editor: boolean,
): Promise<ContentPage> {
  const { page, pageSize } = query;
  const { rows, total } = await repo.listItems(deps.db, {
    kind,
    // without a status an editor sees the public list too: the site's pages ask this way
    visibility: editor && query.status ? query.status : 'live',
    now: deps.clock.now(),
    lang: query.lang,
    tag: query.tag,
    asTree: CONTENT_TREE_KINDS.includes(kind),
    limit: pageSize,
    offset: (page - 1) * pageSize,
  });
  const items = await toItems(deps.db, rows);
  const data = query.view === 'summary' ? items.map(({ body: _body, ...rest }) => rest) : items;
  return { data, total, page, pageSize };
}

export async function getContent(
  deps: ReadDeps,
  kind: ContentKind,
  code: string,
  editor: boolean,
): Promise<ContentItem> {
  const row = await repo.findItem(deps.db, kind, code);
  if (!row || (!editor && !isLive(row, deps.clock.now()))) throw contentNotFound();
  return toItem(deps.db, row);
}

export const createContent = (deps: SaveDeps, auth: AuthContext, kind: ContentKind, input: ContentWrite) =>
  saveItem(deps, auth.user.id, kind, null, input);

export async function updateContent(
  deps: SaveDeps,
  auth: AuthContext,
  kind: ContentKind,
  code: string,
  input: ContentWrite,
): Promise<ContentItem> {
  const existing = await repo.findItem(deps.db, kind, code);
  if (!existing) throw contentNotFound();
  return saveItem(deps, auth.user.id, kind, existing, input);
}

/** Deletes the item with its tags and revisions; a section still holding sections is refused. */
export async function deleteContent(deps: ReadDeps, kind: ContentKind, code: string): Promise<{ ok: true }> {
  const hasChildren = () => AppError.of('CONFLICT', 'contentHasChildren');
  try {
    await deps.db.transaction().execute(async (trx) => {
      const existing = await repo.findItem(trx, kind, code);
      if (!existing) throw contentNotFound();
      if ((await repo.countChildren(trx, existing.id)) > 0) throw hasChildren();
      await unindexItem(trx, existing.id);
      if (!(await repo.deleteItem(trx, existing.id))) throw contentNotFound();
    });
  } catch (error) {
    // a section saved under this one meanwhile: its reference keeps the row
    if (isForeignKeyViolation(error)) throw hasChildren();
    throw error;
  }
  return { ok: true };
}
