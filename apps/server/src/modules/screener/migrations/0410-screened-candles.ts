import type { Kysely } from 'kysely';

// Screening results stored per screened candle of a market instead of one row per (filter, market,
// candle) match (the screener bench: 10,000 filters x 500 markets matched hundreds of thousands of pairs
// per close, far too many rows to write in the few milliseconds a close may take).
// - screening_plans: the ordered filter ids a screening plan evaluated (written once per plan version).
//   A screened candle's bits refer to positions in this list.
// - screened_candles: one row per (market, interval, closed candle) screened, the unique key that makes
//   a redelivered candle a no-op. `matched`: bit i set when filter i of the plan matched (bytes, bit i =
//   byte i >> 3, bit i & 7); `entered`: the subset that did not match on the previous
//   candle; `late`: the candle came from a backfill (not news). A match (filter, market, interval,
//   candle) is a set bit; its operand values ("why it matched") are worked out from the candles on
//   request (the matches API) or by whoever needs them when it is stored (notifications).
// The previous tables held results only, recomputable from the candles: they are not carried over.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('screening_plans')
    .addColumn('id', 'varchar(40)', (c) => c.primaryKey())
    .addColumn('filter_ids', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('screened_candles')
    .addColumn('exchange_id', 'integer', (c) => c.notNull())
    .addColumn('data_type', 'integer', (c) => c.notNull())
    .addColumn('interval_code', 'varchar(8)', (c) => c.notNull())
    .addColumn('symbol', 'varchar(30)', (c) => c.notNull())
    .addColumn('candle_time', 'bigint', (c) => c.notNull())
    .addColumn('plan_id', 'varchar(40)', (c) => c.notNull())
    // bytea: PostgreSQL's binary type; SQLite keeps a blob as it is whatever the declared type
    .addColumn('matched', 'bytea', (c) => c.notNull())
    .addColumn('entered', 'bytea', (c) => c.notNull())
    .addColumn('late', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('screened_candles_pk', [
      'exchange_id',
      'data_type',
      'interval_code',
      'symbol',
      'candle_time',
    ])
    .execute();
  // a feed's latest screened candles (match counts) and the pruning of old rows
  await db.schema
    .createIndex('screened_candles_time')
    .on('screened_candles')
    .columns(['exchange_id', 'data_type', 'interval_code', 'candle_time'])
    .execute();
  await db.schema.dropTable('filter_match_state').execute();
  await db.schema.dropTable('filter_matches').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('filter_matches')
    .addColumn('filter_id', 'varchar(36)', (c) => c.notNull().references('filters.id').onDelete('cascade'))
    .addColumn('exchange_id', 'integer', (c) => c.notNull())
    .addColumn('data_type', 'integer', (c) => c.notNull())
    .addColumn('symbol', 'varchar(30)', (c) => c.notNull())
    .addColumn('interval_code', 'varchar(8)', (c) => c.notNull())
    .addColumn('candle_time', 'bigint', (c) => c.notNull())
    .addColumn('values', 'text', (c) => c.notNull())
    .addColumn('entered', 'integer', (c) => c.notNull())
    .addColumn('late', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('filter_matches_pk', [
      'filter_id',
      'exchange_id',
      'data_type',
      'symbol',
      'interval_code',
      'candle_time',
    ])
    .execute();
  await db.schema
    .createTable('filter_match_state')
    .addColumn('filter_id', 'varchar(36)', (c) => c.notNull().references('filters.id').onDelete('cascade'))
    .addColumn('exchange_id', 'integer', (c) => c.notNull())
    .addColumn('data_type', 'integer', (c) => c.notNull())
    .addColumn('symbol', 'varchar(30)', (c) => c.notNull())
    .addColumn('since', 'bigint', (c) => c.notNull())
    .addColumn('last_time', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('filter_match_state_pk', ['filter_id', 'exchange_id', 'data_type', 'symbol'])
    .execute();
  await db.schema.dropTable('screened_candles').execute();
  await db.schema.dropTable('screening_plans').execute();
}
