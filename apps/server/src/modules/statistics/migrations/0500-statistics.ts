import type { Kysely } from 'kysely';

// Statistics: runs, their totals per (interval, take-profit, stop-loss), and their trades.
// - statistic_runs: one backtest of a filter as asked (period, same-candle rule, fee). `active_owner`
//   holds the owner's id while the run is queued or calculating and null afterwards; its unique index
//   makes "one run at a time per member" hold even for two simultaneous starts (NULLs never collide).
// - statistic_results: the totals of one pair on one interval as JSON, written with every trade of the
//   run in one transaction when it finishes, so reopening a run is one read and a rerun stores once.
// - statistic_trades: keyed by (run, interval, pair, market, entry time): a market holds one position
//   per pair at a time, so that key is unique, and a second store of the same run cannot duplicate.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('statistic_runs')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('owner_id', 'varchar(36)', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('active_owner', 'varchar(36)', (c) => c.unique())
    .addColumn('filter_id', 'varchar(36)', (c) => c.notNull().references('filters.id').onDelete('cascade'))
    .addColumn('filter_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('filter_code', 'varchar(60)')
    .addColumn('entry_type', 'varchar(8)', (c) => c.notNull())
    .addColumn('condition_list', 'text', (c) => c.notNull())
    .addColumn('take_profits', 'text', (c) => c.notNull())
    .addColumn('stoplosses', 'text', (c) => c.notNull())
    .addColumn('exchange_id', 'integer', (c) => c.notNull())
    .addColumn('data_type', 'integer', (c) => c.notNull())
    .addColumn('intervals', 'varchar(40)', (c) => c.notNull())
    .addColumn('symbols', 'text')
    .addColumn('from_time', 'bigint')
    .addColumn('to_time', 'bigint')
    .addColumn('same_candle', 'varchar(20)', (c) => c.notNull())
    .addColumn('fee_percent', 'double precision', (c) => c.notNull())
    .addColumn('status', 'varchar(12)', (c) => c.notNull())
    .addColumn('progress_done', 'integer', (c) => c.notNull())
    .addColumn('progress_total', 'integer', (c) => c.notNull())
    .addColumn('markets', 'integer', (c) => c.notNull())
    .addColumn('warnings', 'text', (c) => c.notNull())
    .addColumn('error', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('finished_at', 'bigint')
    .execute();
  await db.schema
    .createIndex('statistic_runs_owner')
    .on('statistic_runs')
    .columns(['owner_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('statistic_runs_filter')
    .on('statistic_runs')
    .columns(['filter_id', 'status', 'finished_at'])
    .execute();

  await db.schema
    .createTable('statistic_results')
    .addColumn('run_id', 'varchar(36)', (c) =>
      c.notNull().references('statistic_runs.id').onDelete('cascade'),
    )
    .addColumn('interval_code', 'varchar(8)', (c) => c.notNull())
    .addColumn('take_profit', 'double precision', (c) => c.notNull())
    .addColumn('stoploss', 'double precision', (c) => c.notNull())
    .addColumn('totals', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('statistic_results_pk', ['run_id', 'interval_code', 'take_profit', 'stoploss'])
    .execute();

  await db.schema
    .createTable('statistic_trades')
    .addColumn('run_id', 'varchar(36)', (c) =>
      c.notNull().references('statistic_runs.id').onDelete('cascade'),
    )
    .addColumn('interval_code', 'varchar(8)', (c) => c.notNull())
    .addColumn('take_profit', 'double precision', (c) => c.notNull())
    .addColumn('stoploss', 'double precision', (c) => c.notNull())
    .addColumn('symbol', 'varchar(30)', (c) => c.notNull())
    .addColumn('signal_time', 'bigint', (c) => c.notNull())
    .addColumn('entry_time', 'bigint', (c) => c.notNull())
    .addColumn('entry_price', 'double precision', (c) => c.notNull())
    .addColumn('take_profit_price', 'double precision', (c) => c.notNull())
    .addColumn('stoploss_price', 'double precision', (c) => c.notNull())
    .addColumn('result', 'varchar(8)', (c) => c.notNull())
    .addColumn('result_time', 'bigint', (c) => c.notNull())
    .addColumn('length', 'integer', (c) => c.notNull())
    .addColumn('lowest_percent', 'double precision', (c) => c.notNull())
    .addColumn('highest_percent', 'double precision', (c) => c.notNull())
    .addColumn('ambiguous', 'integer', (c) => c.notNull())
    .addColumn('resolved_by', 'varchar(20)')
    .addColumn('resolved_interval', 'varchar(8)')
    .addPrimaryKeyConstraint('statistic_trades_pk', [
      'run_id',
      'interval_code',
      'take_profit',
      'stoploss',
      'symbol',
      'entry_time',
    ])
    .execute();
  await db.schema
    .createIndex('statistic_trades_by_entry')
    .on('statistic_trades')
    .columns(['run_id', 'interval_code', 'take_profit', 'stoploss', 'entry_time'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('statistic_trades').execute();
  await db.schema.dropTable('statistic_results').execute();
  await db.schema.dropTable('statistic_runs').execute();
}
