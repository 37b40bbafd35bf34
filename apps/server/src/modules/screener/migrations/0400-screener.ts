import type { Kysely } from 'kysely';

// The screener.
// - plans: what each role's plan may use, one row per role; a null limit is unlimited.
//   `intervals` is a comma-separated list of interval codes. 0520-payments adds prices.
// - filters: members' filters (owner_id) and system statistic filters (owner_id null, a unique code).
//   Lists (conditions, take-profits, stop-losses, percent choices) are JSON text.
// - filter_matches: one row per (filter, market, interval, closed candle) that matched, with the operand
//   values ("why it matched"); the primary key makes a redelivered candle a no-op. `entered`: the market
//   was not in the filter's match set on the previous candle; `late`: screened from a backfilled candle.
// - filter_match_state: the filter's current match set, one row per market in it, since when.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('plans')
    .addColumn('code', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('role_code', 'varchar(32)', (c) => c.notNull().unique().references('roles.code'))
    .addColumn('filter_limit', 'integer')
    .addColumn('notification_limit', 'integer')
    .addColumn('device_limit', 'integer')
    .addColumn('pair_limit', 'integer')
    .addColumn('intervals', 'varchar(100)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('filters')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('owner_id', 'varchar(36)', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('code', 'varchar(60)', (c) => c.unique())
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('title_en', 'varchar(200)')
    .addColumn('title_vi', 'varchar(200)')
    .addColumn('description_en', 'text')
    .addColumn('description_vi', 'text')
    .addColumn('entry_type', 'varchar(8)', (c) => c.notNull())
    .addColumn('condition_list', 'text', (c) => c.notNull())
    .addColumn('take_profits', 'text', (c) => c.notNull())
    .addColumn('stoplosses', 'text', (c) => c.notNull())
    .addColumn('percent_profit_config', 'text', (c) => c.notNull())
    .addColumn('percent_stoploss_config', 'text', (c) => c.notNull())
    .addColumn('exchange_id', 'integer', (c) => c.notNull())
    .addColumn('data_type', 'integer', (c) => c.notNull())
    .addColumn('base_currency', 'varchar(10)', (c) => c.notNull())
    .addColumn('interval_code', 'varchar(8)', (c) => c.notNull())
    .addColumn('active', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('filters_owner').on('filters').columns(['owner_id', 'created_at']).execute();
  await db.schema
    .createIndex('filters_screened')
    .on('filters')
    .columns(['exchange_id', 'data_type', 'interval_code', 'active'])
    .execute();

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
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('filter_match_state').ifExists().execute();
  await db.schema.dropTable('filter_matches').ifExists().execute();
  await db.schema.dropTable('filters').ifExists().execute();
  await db.schema.dropTable('plans').ifExists().execute();
}
