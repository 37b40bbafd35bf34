import {
  CONTENT_SEARCH_KINDS,
  type ContentSearchHit,
  type contentSearchQuerySchema,
} from '@bitdata/contracts';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { AppDeps } from '../../../platform/app-deps';
import type { Database } from '../../../platform/db/schema';
import * as repo from './search.repository';
import { queryWords, type SearchableItem, searchRowsOf, snippetOf } from './search-text';

/**
 * The search over live news, documentation and FAQ, in English or Vietnamese, accents ignored. The
 * index is written with the item, in the transaction of its save (and of its deletion), so a search
 * never finds words an item no longer holds.
 */
type SearchQuery = z.output<typeof contentSearchQuerySchema>;

export interface ContentSearchPage {
  data: ContentSearchHit[];
  total: number;
  page: number;
  pageSize: number;
}

/** Indexes the item as saved (called inside the save's transaction). */
export const indexItem = (db: Kysely<Database>, contentId: string, item: SearchableItem) =>
  repo.replaceIndexRows(db, contentId, searchRowsOf(contentId, item));

/** Drops the item from the index (called inside the deletion's transaction). */
export const unindexItem = (db: Kysely<Database>, contentId: string) => repo.removeIndexRows(db, contentId);

export async function searchContent(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  query: SearchQuery,
): Promise<ContentSearchPage> {
  const { page, pageSize, lang } = query;
  // punctuation and the engines' operators are not words: a query made only of them finds nothing
  const words = queryWords(query.q);
  const { rows, total } = await repo.searchIndex(deps.db, {
    lang,
    words,
    kinds: CONTENT_SEARCH_KINDS,
    now: deps.clock.now(),
    limit: pageSize,
    offset: (page - 1) * pageSize,
  });
  const data = rows.map((row) => ({
    kind: row.kind as ContentSearchHit['kind'],
    code: row.code,
    title: row.title,
    snippet: snippetOf(row.body, words),
    publishedAt: row.published_at,
  }));
  return { data, total, page, pageSize };
}
