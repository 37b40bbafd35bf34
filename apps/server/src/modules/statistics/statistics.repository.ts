import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database } from '../../platform/db/schema';
import { isUniqueViolation } from '../../platform/db/unique-violation';
import type { StatisticResultsTable, StatisticRunsTable, StatisticTradeSetsTable } from './statistics.tables';

/** The SQL of statistics runs, their totals and trade sets (migrations 0500, 0850). */
type Db = Kysely<Database>;
export type RunRow = Selectable<StatisticRunsTable>;
export type NewRunRow = Insertable<StatisticRunsTable>;
export type ResultRow = Selectable<StatisticResultsTable>;
export type NewTradeSet = Insertable<StatisticTradeSetsTable>;

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
    await trx.deleteFrom('statistic_trade_sets').where('run_id', '=', id).execute();
    await trx.deleteFrom('statistic_results').where('run_id', '=', id).execute();
    await trx
      .updateTable('statistic_runs')
      .set({ status: 'calculating', progress_done: 0, progress_total: total })
      .where('id', '=', id)
      .where('status', 'in', ['queued', 'calculating'])
      .execute();
  });
}

export async function setProgress(db: Db, id: string, done: number): Promise<void> {
  await db
    .updateTable('statistic_runs')
    .set({ progress_done: done })
    .where('id', '=', id)
    .where('status', '=', 'calculating')
    .execute();
}

/**
 * Finishes a run in one transaction: its totals, its trade sets, and the run done with its owner free to
 * start another. Until it commits the run has no trades to read.
 */
export async function storeRun(
  db: Db,
  id: string,
  done: { markets: number; warnings: string; finishedAt: number; progress: number },
  results: Insertable<StatisticResultsTable>[],
  sets: NewTradeSet[],
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('statistic_results').where('run_id', '=', id).execute();
    await trx.deleteFrom('statistic_trade_sets').where('run_id', '=', id).execute();
    for (let i = 0; i < results.length; i += 100) {
      await trx
        .insertInto('statistic_results')
        .values(results.slice(i, i + 100))
        .execute();
    }
    // one statement per set: a set may be megabytes
    for (const set of sets) await trx.insertInto('statistic_trade_sets').values(set).execute();
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

/** The stored trade set of one result of a run (its bytes), if any. */
export async function findTradeSet(
  db: Db,
  key: { runId: string; interval: string; takeProfit: number; stoploss: number },
): Promise<Uint8Array | undefined> {
  const row = await db
    .selectFrom('statistic_trade_sets')
    .select('data')
    .where('run_id', '=', key.runId)
    .where('interval_code', '=', key.interval)
    .where('take_profit', '=', key.takeProfit)
    .where('stoploss', '=', key.stoploss)
    .executeTakeFirst();
  return row?.data;
}

/** How many trades a run stored (tests: a rerun stores once). */
export async function countTrades(db: Db, runId: string): Promise<number> {
  const r = await db
    .selectFrom('statistic_trade_sets')
    .select((eb) => eb.fn.sum<number>('trades').as('n'))
    .where('run_id', '=', runId)
    .executeTakeFirstOrThrow();
  return Number(r.n ?? 0);
}
