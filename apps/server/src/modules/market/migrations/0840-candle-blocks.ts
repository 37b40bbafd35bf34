import { type Kysely, SqliteAdapter, sql } from 'kysely';

// Candle blocks (candle-blocks.ts): a series' closed candles a second time, as packed columns, so a
// statistic reads years of history as a few blobs. A cache of market_candles, deleted with its series
// (a foreign key on both engines: blocks are written rarely, unlike candles).
export async function up(db: Kysely<unknown>): Promise<void> {
  const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;
  let blocks = db.schema
    .createTable('market_candle_blocks')
    .addColumn('series_id', 'integer', (c) => c.notNull().references('market_series.id').onDelete('cascade'))
    .addColumn('block', 'bigint', (c) => c.notNull())
    .addColumn('data', sqlite ? 'blob' : sql`bytea`, (c) => c.notNull())
    .addPrimaryKeyConstraint('market_candle_blocks_pk', ['series_id', 'block']);
  if (sqlite) blocks = blocks.modifyEnd(sql`without rowid`);
  await blocks.execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('market_candle_blocks').ifExists().execute();
}
