import { type Kysely, SqliteAdapter, sql } from 'kysely';
import { searchRowsOf } from '../search/search-text';

// The content search index: one row per item and language, its texts as shown (`title`, `body` as
// plain text) and the same words folded (accents ignored, one space apart) in `folded_title` and
// `folded_body`, which is what each engine indexes:
// - SQLite: an FTS5 table (the texts shown stored beside the index, not indexed). A virtual table
//   has no foreign key: deleting an item deletes its rows (search/search.service.ts).
// - PostgreSQL: a table tied to its item (deleted with it), `document` the tsvector of the folded
//   words (the title's weighted A, the rest B, the 'simple' configuration: the words are already
//   folded, and a stemmer of one language would mangle the other) under a GIN index.
// Items written before it are indexed here; the ones saved afterwards with their save.

interface BackfillTables {
  content_items: {
    id: string;
    title_en: string;
    title_vi: string;
    summary_en: string;
    summary_vi: string;
    body_en: string;
    body_vi: string;
  };
  content_search: ReturnType<typeof searchRowsOf>[number];
}

/** Items indexed per statement (12 parameters a row, far under either engine's limit). */
const BATCH = 200;

export async function up(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof SqliteAdapter) {
    await sql`create virtual table content_search using fts5(
      content_id unindexed, lang unindexed, title unindexed, body unindexed, folded_title, folded_body,
      tokenize = 'unicode61 remove_diacritics 0'
    )`.execute(db);
  } else {
    await db.schema
      .createTable('content_search')
      .addColumn('content_id', 'varchar(36)', (c) =>
        c.notNull().references('content_items.id').onDelete('cascade'),
      )
      .addColumn('lang', 'varchar(2)', (c) => c.notNull())
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('body', 'text', (c) => c.notNull())
      .addColumn('folded_title', 'text', (c) => c.notNull())
      .addColumn('folded_body', 'text', (c) => c.notNull())
      .addColumn('document', sql`tsvector`, (c) =>
        c
          .generatedAlwaysAs(
            sql`setweight(to_tsvector('simple'::regconfig, folded_title), 'A') || setweight(to_tsvector('simple'::regconfig, folded_body), 'B')`,
          )
          .stored(),
      )
      .addPrimaryKeyConstraint('content_search_pk', ['content_id', 'lang'] as never)
      .execute();
    await sql`create index content_search_document on content_search using gin (document)`.execute(db);
  }
  await backfill(db as Kysely<BackfillTables>);
}

async function backfill(db: Kysely<BackfillTables>) {
  const items = await db
    .selectFrom('content_items')
    .select(['id', 'title_en', 'title_vi', 'summary_en', 'summary_vi', 'body_en', 'body_vi'])
    .orderBy('id')
    .execute();
  for (let at = 0; at < items.length; at += BATCH) {
    const rows = items.slice(at, at + BATCH).flatMap((i) =>
      searchRowsOf(i.id, {
        title: { en: i.title_en, vi: i.title_vi },
        summary: { en: i.summary_en, vi: i.summary_vi },
        body: { en: i.body_en, vi: i.body_vi },
      }),
    );
    await db.insertInto('content_search').values(rows).execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('content_search').execute();
}
