import { type Kysely, SqliteAdapter, sql } from 'kysely';
import { decodeTradeSet, encodeTradeSet, type SetTrade } from '../trade-sets';

// A result's trades are stored as one trade set (trade-sets.ts) instead of a row per trade: storing a
// run's tens of thousands of rows was most of the time a member waited for a statistic. The trades
// stored so far move into sets, one result at a time, unchanged; down moves them back.
type Key = { run_id: string; interval_code: string; take_profit: number; stoploss: number };

const TRADE_FIELDS = [
  'symbol',
  'signal_time',
  'entry_time',
  'entry_price',
  'take_profit_price',
  'stoploss_price',
  'result',
  'exit_price',
  'return_percent',
  'result_time',
  'length',
  'lowest_percent',
  'highest_percent',
  'ambiguous',
  'resolved_by',
  'resolved_interval',
] as const satisfies readonly (keyof SetTrade)[];

const num = (v: unknown) => (v === null ? null : Number(v));
const tradeOf = (r: Record<string, unknown>): SetTrade => ({
  symbol: String(r.symbol),
  signal_time: Number(r.signal_time),
  entry_time: Number(r.entry_time),
  entry_price: Number(r.entry_price),
  take_profit_price: Number(r.take_profit_price),
  stoploss_price: Number(r.stoploss_price),
  result: String(r.result),
  exit_price: num(r.exit_price),
  return_percent: num(r.return_percent),
  result_time: Number(r.result_time),
  length: Number(r.length),
  lowest_percent: Number(r.lowest_percent),
  highest_percent: Number(r.highest_percent),
  ambiguous: Number(r.ambiguous),
  resolved_by: r.resolved_by === null ? null : String(r.resolved_by),
  resolved_interval: r.resolved_interval === null ? null : String(r.resolved_interval),
});

export async function up(db: Kysely<unknown>): Promise<void> {
  const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;
  await db.schema
    .createTable('statistic_trade_sets')
    .addColumn('run_id', 'varchar(36)', (c) =>
      c.notNull().references('statistic_runs.id').onDelete('cascade'),
    )
    .addColumn('interval_code', 'varchar(8)', (c) => c.notNull())
    .addColumn('take_profit', 'double precision', (c) => c.notNull())
    .addColumn('stoploss', 'double precision', (c) => c.notNull())
    .addColumn('trades', 'integer', (c) => c.notNull())
    .addColumn('data', sqlite ? 'blob' : sql`bytea`, (c) => c.notNull())
    .addPrimaryKeyConstraint('statistic_trade_sets_pk', [
      'run_id',
      'interval_code',
      'take_profit',
      'stoploss',
    ])
    .execute();
  const keys = await sql<Key>`select distinct run_id, interval_code, take_profit, stoploss
    from statistic_trades`.execute(db);
  for (const k of keys.rows) {
    const rows = await sql<Record<string, unknown>>`select * from statistic_trades where run_id = ${k.run_id}
      and interval_code = ${k.interval_code} and take_profit = ${k.take_profit} and stoploss = ${k.stoploss}
      order by entry_time, symbol`.execute(db);
    const trades = rows.rows.map(tradeOf);
    await sql`insert into statistic_trade_sets (run_id, interval_code, take_profit, stoploss, trades, data)
      values (${k.run_id}, ${k.interval_code}, ${k.take_profit}, ${k.stoploss}, ${trades.length},
      ${encodeTradeSet(trades)})`.execute(db);
  }
  await db.schema.dropTable('statistic_trades').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
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
    .addColumn('exit_price', 'double precision')
    .addColumn('return_percent', 'double precision')
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
  const sets = await sql<Key & { data: Uint8Array }>`select run_id, interval_code, take_profit, stoploss, data
    from statistic_trade_sets`.execute(db);
  for (const s of sets.rows)
    for (const t of decodeTradeSet(s.data)) {
      const values = TRADE_FIELDS.map((f) => t[f]);
      await sql`insert into statistic_trades (run_id, interval_code, take_profit, stoploss,
        ${sql.join(TRADE_FIELDS.map((f) => sql.ref(f)))})
        values (${s.run_id}, ${s.interval_code}, ${s.take_profit}, ${s.stoploss}, ${sql.join(values)})`.execute(
        db,
      );
    }
  await db.schema.dropTable('statistic_trade_sets').execute();
}
