import type {
  ContentItem,
  ContentKind,
  ContentRevision,
  contentRevisionListQuerySchema,
} from '@bitdata/contracts';
import type { z } from 'zod';
import type { AppDeps } from '../../platform/app-deps';
import { AppError } from '../../platform/errors';
import type { AuthContext } from '../auth';
import { readSnapshot, toRevisions } from './content.model';
import * as repo from './content.repository';
import { contentNotFound, type SaveDeps, saveItem } from './content.save';

/** An item's revisions: every save kept whole, listed newest first, and any of them saved again. */
type PageQuery = z.output<typeof contentRevisionListQuerySchema>;

export interface RevisionPage {
  data: ContentRevision[];
  total: number;
  page: number;
  pageSize: number;
}

export async function listRevisions(
  deps: Pick<AppDeps, 'db'>,
  kind: ContentKind,
  code: string,
  { page, pageSize }: PageQuery,
): Promise<RevisionPage> {
  const item = await repo.findItem(deps.db, kind, code);
  if (!item) throw contentNotFound();
  const { rows, total } = await repo.listRevisions(deps.db, item.id, pageSize, (page - 1) * pageSize);
  return { data: await toRevisions(deps.db, rows), total, page, pageSize };
}

/**
 * Brings a revision back: its snapshot is saved as the item, checked as any save is (its code may be
 * taken since, its parent gone), and becomes the newest revision.
 */
export async function restoreRevision(
  deps: SaveDeps,
  auth: AuthContext,
  kind: ContentKind,
  code: string,
  revisionId: string,
): Promise<ContentItem> {
  const item = await repo.findItem(deps.db, kind, code);
  if (!item) throw contentNotFound();
  const revision = await repo.findRevision(deps.db, item.id, revisionId);
  if (!revision) throw AppError.of('NOT_FOUND', 'contentRevisionNotFound');
  return saveItem(deps, auth.user.id, kind, item, readSnapshot(revision));
}
