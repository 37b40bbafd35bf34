import { type Insertable, type Kysely, SqliteAdapter, sql } from 'kysely';
import type { Database } from '../../../platform/db/schema';
import type { ContentSearchTable } from '../content.tables';

/**
 * The content search index's SQL. One row per item and language (migrations/0790-content-search.ts):
 * on SQLite an FTS5 table, on PostgreSQL a table whose `document` (a tsvector of the folded words,
 * the title's weighted above the rest) has a GIN index. Both hold every item, whatever its status:
 * a search joins the items and keeps those live at that moment, so a scheduled item is found from
 * its time on without touching the index.
 */
type Db = Kysely<Database>;
export type SearchRow = Insertable<ContentSearchTable>;

const isSqlite = (db: Db) => db.getExecutor().adapter instanceof SqliteAdapter;

/** Replaces the item's rows (one per language). */
export async function replaceIndexRows(db: Db, contentId: string, rows: readonly SearchRow[]): Promise<void> {
  await removeIndexRows(db, contentId);
  if (rows.length > 0)
    await db
      .insertInto('content_search')
      .values([...rows])
      .execute();
}

export async function removeIndexRows(db: Db, contentId: string): Promise<void> {
  await db.deleteFrom('content_search').where('content_id', '=', contentId).execute();
}

export interface IndexSearch {
  lang: 'en' | 'vi';
  /** Folded words, every one required; the last also matches the words it starts. */
  words: readonly string[];
  kinds: readonly string[];
  now: number;
  limit: number;
  offset: number;
}

export interface SearchHitRow {
  kind: string;
  code: string;
  title: string;
  body: string;
  published_at: number | null;
}

/**
 * One page of the live items of `kinds` holding every word, best first (words in the title weigh
 * far more than words in the text), and how many there are. The words are letters and digits only
 * (search-text.ts), so each is quoted as one term of the engine's query language.
 */
export async function searchIndex(db: Db, s: IndexSearch): Promise<{ rows: SearchHitRow[]; total: number }> {
  if (s.words.length === 0 || s.kinds.length === 0) return { rows: [], total: 0 };
  const sqlite = isSqlite(db);
  const lastAt = s.words.length - 1;
  const query = sqlite
    ? s.words.map((w, i) => `"${w.replaceAll('"', '""')}"${i === lastAt ? '*' : ''}`).join(' ')
    : s.words.map((w, i) => `'${w.replaceAll("'", "''")}'${i === lastAt ? ':*' : ''}`).join(' & ');
  const matching = db
    .selectFrom('content_search')
    .innerJoin('content_items as c', 'c.id', 'content_search.content_id')
    .where('content_search.lang', '=', s.lang)
    .where('c.kind', 'in', [...s.kinds])
    .where('c.status', '=', 'published')
    .where((eb) => eb.or([eb('c.publish_at', 'is', null), eb('c.publish_at', '<=', s.now)]))
    .where(
      sqlite
        ? sql<boolean>`content_search match ${query}`
        : sql<boolean>`content_search.document @@ to_tsquery('simple', ${query})`,
    );
  const counted = await matching
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  const total = Number(counted.total);
  if (total === 0 || s.offset >= total) return { rows: [], total };
  const rows = await matching
    .select(['c.kind', 'c.code', 'content_search.title', 'content_search.body', 'c.published_at'])
    .orderBy(
      sqlite
        ? sql`bm25(content_search, 0, 0, 0, 0, 10.0, 1.0)`
        : sql`ts_rank('{0.1, 0.2, 0.1, 1.0}', content_search.document, to_tsquery('simple', ${query})) desc`,
    )
    .orderBy(sql`coalesce(c.published_at, c.created_at)`, 'desc')
    .orderBy('c.code')
    .limit(s.limit)
    .offset(s.offset)
    .execute();
  return { rows, total };
}
