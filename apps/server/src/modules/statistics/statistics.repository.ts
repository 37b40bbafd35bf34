import type BetterSqlite3 from 'better-sqlite3';
import { type Insertable, type Kysely, type Selectable, sql } from 'kysely';
import { sqliteConnectionOf } from '../../platform/db/database';
import type { Database } from '../../platform/db/schema';
import { isUniqueViolation } from '../../platform/db/unique-violation';
import type { StatisticResultsTable, StatisticRunsTable, StatisticTradesTable } from './statistics.tables';

/** The SQL of statistics runs, their totals and trades (migration 0500). */
type Db = Kysely<Database>;
export type RunRow = Selectable<StatisticRunsTable>;
export type NewRunRow = Insertable<StatisticRunsTable>;
export type ResultRow = Selectable<StatisticResultsTable>;
export type TradeRow = Selectable<StatisticTradesTable>;

/** bigint columns come back as strings from PostgreSQL */
const toNumber = (v: unknown) => (v === null || v === undefined ? null : Number(v));

const runOf = (r: RunRow): RunRow => ({
  ...r,
  from_time: toNumber(r.from_time),
  to_time: toNumber(r.to_time),
  fee_percent: Number(r.fee_percent),
  created_at: Number(r.created_at),
  finished_at: toNumber(r.finished_at),
});

/**
 * Stores a new queued run and, in the same transaction, `after` (the job that computes it). False when
 * the owner already has a run queued or calculating (the unique active_owner), and nothing is stored.
 */
export async function insertRun(
  db: Db,
  row: NewRunRow,
  after: (trx: Db) => Promise<unknown>,
): Promise<boolean> {
  try {
    await db.transaction().execute(async (trx) => {
      await trx.insertInto('statistic_runs').values(row).execute();
      await after(trx);
    });
    return true;
  } catch (err) {
    if (isUniqueViolation(err)) return false;
    throw err;
  }
}

export async function findRun(db: Db, id: string): Promise<RunRow | undefined> {
  const r = await db.selectFrom('statistic_runs').selectAll().where('id', '=', id).executeTakeFirst();
  return r && runOf(r);
}

/** The owner's run that is queued or calculating, if any. */
export async function findActiveRun(db: Db, ownerId: string): Promise<RunRow | undefined> {
  const r = await db
    .selectFrom('statistic_runs')
    .selectAll()
    .where('active_owner', '=', ownerId)
    .executeTakeFirst();
  return r && runOf(r);
}

export async function listOwnRuns(db: Db, ownerId: string, limit: number): Promise<RunRow[]> {
  const rows = await db
    .selectFrom('statistic_runs')
    .selectAll()
    .where('owner_id', '=', ownerId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map(runOf);
}

/** The latest finished run of each system statistic filter (filter_code set). */
export async function listSystemRuns(db: Db): Promise<RunRow[]> {
  const rows = await db
    .selectFrom('statistic_runs')
    .selectAll()
    .where('filter_code', 'is not', null)
    .where('status', '=', 'done')
    .orderBy('finished_at', 'desc')
    .execute();
  const seen = new Set<string>();
  return rows.map(runOf).filter((r) => !seen.has(r.filter_id) && seen.add(r.filter_id));
}

/**
 * Marks the run calculating, with no totals or trades: a rerun after a crash starts again from zero and
 * removes whatever the dead attempt had written.
 */
export async function startRun(db: Db, id: string, total: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('statistic_trades').where('run_id', '=', id).execute();
    await trx.deleteFrom('statistic_results').where('run_id', '=', id).execute();
    await trx
      .updateTable('statistic_runs')
      .set({ status: 'calculating', progress_done: 0, progress_total: total })
      .where('id', '=', id)
      .where('status', 'in', ['queued', 'calculating'])
      .execute();
  });
}

/** Rows of one trades insert: 20 columns each, under the bound-parameter limits of both engines. */
export const TRADE_CHUNK = 200;

/**
 * Trades of a run still calculating, one statement (at most TRADE_CHUNK rows). Nobody reads them before
 * storeRun marks the run done, so they are written in small statements that let other queries through.
 */
export async function insertTrades(db: Db, rows: Insertable<StatisticTradesTable>[]): Promise<void> {
  if (rows.length === 0) return;
  const conn = sqliteConnectionOf(db);
  if (!conn) {
    await db.insertInto('statistic_trades').values(rows).execute();
    return;
  }
  // SQLite: the query builder would compile and prepare the 4,000-parameter statement anew for each
  // chunk (most of a run's SQL time on the API's thread); the full-chunk statement is prepared once.
  // Holding Kysely's connection (its mutex): no Kysely transaction is open on it meanwhile.
  await db.connection().execute(async () => {
    const params = new Array(rows.length * TRADE_COLUMNS.length);
    let p = 0;
    for (const r of rows) for (const c of TRADE_COLUMNS) params[p++] = r[c] ?? null;
    tradeInsert(conn, rows.length).run(params);
  });
}

const TRADE_COLUMNS = [
  'run_id',
  'interval_code',
  'take_profit',
  'stoploss',
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
] as const satisfies readonly (keyof StatisticTradesTable)[];

const fullChunk = new WeakMap<BetterSqlite3.Database, BetterSqlite3.Statement>();

function tradeInsert(conn: BetterSqlite3.Database, rows: number): BetterSqlite3.Statement {
  const tuple = `(${TRADE_COLUMNS.map(() => '?').join(',')})`;
  const prepare = () =>
    conn.prepare(
      `insert into statistic_trades (${TRADE_COLUMNS.join(', ')}) values ${Array.from({ length: rows }, () => tuple).join(',')}`,
    );
  if (rows !== TRADE_CHUNK) return prepare();
  let stmt = fullChunk.get(conn);
  if (!stmt) {
    stmt = prepare();
    fullChunk.set(conn, stmt);
  }
  return stmt;
}

export async function setProgress(db: Db, id: string, done: number): Promise<void> {
  await db
    .updateTable('statistic_runs')
    .set({ progress_done: done })
    .where('id', '=', id)
    .where('status', '=', 'calculating')
    .execute();
}

/** Finishes a run in one transaction: its totals, and the run done with its owner free to start another. */
export async function storeRun(
  db: Db,
  id: string,
  done: { markets: number; warnings: string; finishedAt: number; progress: number },
  results: Insertable<StatisticResultsTable>[],
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('statistic_results').where('run_id', '=', id).execute();
    for (let i = 0; i < results.length; i += 100) {
      await trx
        .insertInto('statistic_results')
        .values(results.slice(i, i + 100))
        .execute();
    }
    await trx
      .updateTable('statistic_runs')
      .set({
        status: 'done',
        active_owner: null,
        markets: done.markets,
        warnings: done.warnings,
        progress_done: done.progress,
        finished_at: done.finishedAt,
        error: null,
      })
      .where('id', '=', id)
      .execute();
  });
}

export async function failRun(db: Db, id: string, error: string, at: number): Promise<void> {
  await db
    .updateTable('statistic_runs')
    .set({ status: 'failed', active_owner: null, error: error.slice(0, 2000), finished_at: at })
    .where('id', '=', id)
    .execute();
}

export async function listResults(db: Db, runId: string): Promise<ResultRow[]> {
  return db.selectFrom('statistic_results').selectAll().where('run_id', '=', runId).execute();
}

const SORT_COLUMNS = {
  entryDate: 'entry_time',
  resultDate: 'result_time',
  symbol: 'symbol',
  result: 'result',
  length: 'length',
  lowestPricePercent: 'lowest_percent',
  highestPricePercent: 'highest_percent',
} as const;

export interface TradePage {
  runId: string;
  interval: string;
  takeProfit: number;
  stoploss: number;
  symbol?: string;
  sort: keyof typeof SORT_COLUMNS;
  order: 'asc' | 'desc';
  offset: number;
  limit: number;
}

export async function listTrades(db: Db, q: TradePage): Promise<{ rows: TradeRow[]; total: number }> {
  let base = db
    .selectFrom('statistic_trades')
    .where('run_id', '=', q.runId)
    .where('interval_code', '=', q.interval)
    .where('take_profit', '=', q.takeProfit)
    .where('stoploss', '=', q.stoploss);
  if (q.symbol) base = base.where('symbol', '=', q.symbol);
  const count = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  // An open trade is not decided yet (it stores its market's last candle as its result time): by
  // result date it is the newest, before a trade decided on that same last candle
  const ordered = q.sort === 'resultDate' ? base.orderBy(sql`result = 'open'`, q.order) : base;
  const rows = await ordered
    .selectAll()
    .orderBy(SORT_COLUMNS[q.sort], q.order)
    .orderBy('entry_time', q.order)
    .orderBy('symbol', 'asc')
    .offset(q.offset)
    .limit(q.limit)
    .execute();
  return { rows, total: Number(count.n) };
}

/** How many trades a run stored (tests: a rerun stores once). */
export async function countTrades(db: Db, runId: string): Promise<number> {
  const r = await db
    .selectFrom('statistic_trades')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('run_id', '=', runId)
    .executeTakeFirstOrThrow();
  return Number(r.n);
}
