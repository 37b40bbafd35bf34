import { type Kysely, SqliteAdapter, sql } from 'kysely';

// Market data: reference tables, the market universe, the candle store, 24 h tickers, top-trader
// long/short ratios and the feed status. Prices and volumes are double precision: they are exchange
// market data read by indicator maths as floats, never money we add up (plan prices stay decimal).
export async function up(db: Kysely<unknown>): Promise<void> {
  const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;

  await db.schema
    .createTable('market_exchanges')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('code', 'varchar(32)', (c) => c.notNull().unique())
    .addColumn('name', 'varchar(64)', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('market_data_types')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('code', 'varchar(32)', (c) => c.notNull().unique())
    .addColumn('name', 'varchar(64)', (c) => c.notNull())
    .addColumn('selectable', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();

  await db.schema
    .createTable('market_intervals')
    .addColumn('id', 'varchar(8)', (c) => c.primaryKey())
    .addColumn('name', 'varchar(16)', (c) => c.notNull())
    .addColumn('code', 'varchar(4)', (c) => c.notNull().unique())
    .addColumn('idx', 'integer', (c) => c.notNull())
    .addColumn('duration_ms', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('markets')
    .addColumn('exchange_id', 'integer', (c) => c.notNull())
    .addColumn('data_type', 'integer', (c) => c.notNull())
    .addColumn('symbol', 'varchar(32)', (c) => c.notNull())
    .addColumn('base', 'varchar(24)', (c) => c.notNull())
    .addColumn('quote', 'varchar(12)', (c) => c.notNull())
    /** the exchange library's own name (ccxt unified symbol such as BTC/USDT:USDT) */
    .addColumn('exchange_symbol', 'varchar(64)', (c) => c.notNull())
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('pinned', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('rank', 'integer')
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('markets_pk', ['exchange_id', 'data_type', 'symbol'])
    .execute();

  // One row per stored series: its numeric id (the candle key), which intervals a market has and where
  // its history ends, without scanning the candle table (the feed reads it at start to find gaps, the
  // market list to show intervals). The natural key stays unique here.
  await db.schema
    .createTable('market_series')
    .addColumn('id', 'integer', (c) =>
      sqlite ? c.primaryKey() : c.primaryKey().generatedByDefaultAsIdentity(),
    )
    .addColumn('exchange_id', 'integer', (c) => c.notNull())
    .addColumn('data_type', 'integer', (c) => c.notNull())
    .addColumn('symbol', 'varchar(32)', (c) => c.notNull())
    .addColumn('interval_code', 'varchar(4)', (c) => c.notNull())
    .addColumn('first_time', 'bigint', (c) => c.notNull())
    .addColumn('last_time', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('market_series_key', ['exchange_id', 'data_type', 'symbol', 'interval_code'])
    .execute();

  // The hot table, keyed by the numeric series id: a narrow key roughly halves the index work of bulk
  // inserts on PostgreSQL compared with the natural key; SQLite stores it clustered (WITHOUT ROWID).
  // Deleting a series deletes its candles on both engines. SQLite does it by foreign key (it may reuse a
  // deleted rowid, so orphans must not survive). PostgreSQL does it by trigger: a foreign key there is
  // checked row by row (RI trigger) and cut bulk COPY from ~210,000 to ~73,000 candles/s; its identity
  // ids are never reused and the candle repository, the only writer, takes every series_id from
  // market_series in the same transaction.
  let candles = db.schema
    .createTable('market_candles')
    .addColumn('series_id', 'integer', (c) =>
      sqlite ? c.notNull().references('market_series.id').onDelete('cascade') : c.notNull(),
    )
    .addColumn('open_time', 'bigint', (c) => c.notNull())
    .addColumn('open', 'double precision', (c) => c.notNull())
    .addColumn('high', 'double precision', (c) => c.notNull())
    .addColumn('low', 'double precision', (c) => c.notNull())
    .addColumn('close', 'double precision', (c) => c.notNull())
    .addColumn('volume', 'double precision', (c) => c.notNull())
    .addColumn('quote_volume', 'double precision')
    .addColumn('color', 'smallint', (c) => c.notNull())
    .addPrimaryKeyConstraint('market_candles_pk', ['series_id', 'open_time']);
  if (sqlite) candles = candles.modifyEnd(sql`without rowid`);
  await candles.execute();
  if (!sqlite) {
    await sql`create function market_series_delete_candles() returns trigger language plpgsql as $$
      begin delete from market_candles where series_id = old.id; return old; end $$`.execute(db);
    await sql`create trigger market_series_delete_candles after delete on market_series
      for each row execute function market_series_delete_candles()`.execute(db);
  }

  await db.schema
    .createTable('market_tickers')
    .addColumn('exchange_id', 'integer', (c) => c.notNull())
    .addColumn('data_type', 'integer', (c) => c.notNull())
    .addColumn('symbol', 'varchar(32)', (c) => c.notNull())
    .addColumn('price', 'double precision')
    .addColumn('open', 'double precision')
    .addColumn('high', 'double precision')
    .addColumn('low', 'double precision')
    .addColumn('change_percent', 'double precision')
    .addColumn('volume', 'double precision')
    .addColumn('quote_volume', 'double precision')
    .addColumn('time', 'bigint')
    .addColumn('source', 'varchar(16)', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('market_tickers_pk', ['exchange_id', 'data_type', 'symbol'])
    .execute();

  // Binance keeps only 30 days of top-trader ratios, so ours accumulate; `time` is the open time of the
  // candle of `period` the ratio belongs to.
  await db.schema
    .createTable('market_long_short')
    .addColumn('exchange_id', 'integer', (c) => c.notNull())
    .addColumn('data_type', 'integer', (c) => c.notNull())
    .addColumn('symbol', 'varchar(32)', (c) => c.notNull())
    .addColumn('period', 'varchar(4)', (c) => c.notNull())
    .addColumn('time', 'bigint', (c) => c.notNull())
    .addColumn('position_ratio', 'double precision')
    .addColumn('account_ratio', 'double precision')
    .addPrimaryKeyConstraint('market_long_short_pk', ['exchange_id', 'data_type', 'symbol', 'period', 'time'])
    .execute();

  // Written by the ingest process so an API-only process can still report the feed in /health.
  await db.schema
    .createTable('market_feed_status')
    .addColumn('exchange_id', 'integer', (c) => c.notNull())
    .addColumn('data_type', 'integer', (c) => c.notNull())
    .addColumn('state', 'varchar(16)', (c) => c.notNull())
    .addColumn('source', 'varchar(16)', (c) => c.notNull())
    .addColumn('last_candle_time', 'bigint')
    .addColumn('last_message_at', 'bigint')
    .addColumn('detail', 'varchar(500)')
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('market_feed_status_pk', ['exchange_id', 'data_type'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of [
    'market_feed_status',
    'market_long_short',
    'market_tickers',
    'market_candles',
    'market_series',
    'markets',
    'market_intervals',
    'market_data_types',
    'market_exchanges',
  ]) {
    await db.schema.dropTable(t).ifExists().execute();
  }
  if (!(db.getExecutor().adapter instanceof SqliteAdapter))
    await sql`drop function if exists market_series_delete_candles()`.execute(db);
}
