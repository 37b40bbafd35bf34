import type { Candle } from '@bitdata/core';
import type { Kysely } from 'kysely';
import { pgPoolOf, type SqlDialect, sqliteConnectionOf } from '../../platform/db/database';
import type { Database } from '../../platform/db/schema';
import { blocksTouched } from './candle-blocks';
import { candleOfRow, type Db, dedupe, seriesSpans } from './candle-rows';
import { upsertPgCopy } from './candle-write.postgres';
import { sqliteFastFor } from './candle-write.sqlite';
import type { SeriesCandle, SeriesId } from './market.types';

/**
 * The candle store in SQL. Upserts are the hot path (seed, backfill, live flush), so they bypass the
 * query builder: one statement text per chunk size is built once and reused with fresh parameters.
 * Candles are keyed by market_series.id (series_id, open_time); every write upserts its series rows
 * first (first/last time) and gets their ids back in the same statement, reads resolve the id by a
 * subquery on market_series' unique natural key, so no id is cached across calls or databases.
 * The engine-specific write paths live in candle-write.sqlite.ts and candle-write.postgres.ts, what they
 * share (row layout, series spans and ids) in candle-rows.ts.
 */

/**
 * Idempotent bulk upsert of candles of any series: inserting the same candles twice leaves one row
 * each with the latest values. Runs in one transaction (all or nothing) on the engine's raw driver.
 */
export async function upsertCandles(
  db: Kysely<Database>,
  dialect: SqlDialect,
  input: SeriesCandle[],
): Promise<number> {
  if (input.length === 0) return 0;
  const { spans, increasing } = seriesSpans(input);
  const rows = increasing ? input : dedupe(input);
  const conn = dialect === 'sqlite' ? sqliteConnectionOf(db) : undefined;
  if (conn) {
    // holding Kysely's connection (its mutex) guarantees no Kysely transaction is open on it meanwhile
    await db.connection().execute(async () => {
      if (conn.inTransaction) throw new Error('candle upsert: connection already in a transaction');
      sqliteFastFor(conn).write(rows, spans);
    });
    return rows.length;
  }
  const pool = dialect === 'postgres' ? pgPoolOf(db) : undefined;
  if (pool) {
    await upsertPgCopy(pool, rows, spans);
    return rows.length;
  }
  // Both write paths need the raw driver behind a database opened by openDatabase, never a transaction.
  throw new Error('candle upsert: needs the database opened by openDatabase, not a transaction');
}

export interface CandleRange {
  /** inclusive open time of the first candle */
  from?: number;
  /** inclusive open time of the last candle */
  to?: number;
  limit: number;
}

/** market_series.id of a series as a subquery (no row: no candles match) */
const seriesIdOf = (db: Db, s: SeriesId) =>
  db
    .selectFrom('market_series')
    .select('id')
    .where('exchange_id', '=', s.exchangeId)
    .where('data_type', '=', s.dataType)
    .where('symbol', '=', s.symbol)
    .where('interval_code', '=', s.interval);

/** Candles of one series in ascending time: from `from` forward, or else the latest ones up to `to`. */
export async function listCandles(db: Db, s: SeriesId, range: CandleRange): Promise<Candle[]> {
  let q = db
    .selectFrom('market_candles')
    .select(['open_time', 'open', 'high', 'low', 'close', 'volume', 'quote_volume'])
    .where('series_id', '=', seriesIdOf(db, s));
  if (range.from !== undefined) q = q.where('open_time', '>=', range.from);
  if (range.to !== undefined) q = q.where('open_time', '<=', range.to);
  const forward = range.from !== undefined;
  const rows = await q
    .orderBy('open_time', forward ? 'asc' : 'desc')
    .limit(range.limit)
    .execute();
  const candles = rows.map(candleOfRow);
  return forward ? candles : candles.reverse();
}

export interface SeriesSpan extends SeriesId {
  firstTime: number;
  lastTime: number;
}

/** Every stored series with its first and last open time (optionally of some markets only). */
export async function listSeries(
  db: Db,
  filter: { exchangeId?: number; dataType?: number; symbols?: string[] } = {},
) {
  let q = db.selectFrom('market_series').selectAll();
  if (filter.exchangeId !== undefined) q = q.where('exchange_id', '=', filter.exchangeId);
  if (filter.dataType !== undefined) q = q.where('data_type', '=', filter.dataType);
  if (filter.symbols) {
    if (filter.symbols.length === 0) return [];
    q = q.where('symbol', 'in', filter.symbols);
  }
  const rows = await q.execute();
  return rows.map(
    (r): SeriesSpan => ({
      exchangeId: r.exchange_id,
      dataType: r.data_type,
      symbol: r.symbol,
      interval: r.interval_code as SeriesId['interval'],
      firstTime: Number(r.first_time),
      lastTime: Number(r.last_time),
    }),
  );
}

export async function countCandles(db: Db, s?: SeriesId): Promise<number> {
  let q = db.selectFrom('market_candles').select((eb) => eb.fn.countAll<number>().as('n'));
  if (s) q = q.where('series_id', '=', seriesIdOf(db, s));
  const row = await q.executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Retention: deletes candles of `interval` older than `keepMs` before each series' last candle
 * (relative to the series, so bundled history from past years is not wiped on the first run), with the
 * candle blocks holding them. Each series in one transaction whose first statement updates its series row:
 * that row's lock orders it with a block read of the series (candle-blocks.repository.ts), which could
 * otherwise store a block of candles this deletes.
 */
export async function deleteOldCandles(
  db: Kysely<Database>,
  interval: string,
  keepMs: number,
): Promise<number> {
  const series = await db
    .selectFrom('market_series')
    .selectAll()
    .where('interval_code', '=', interval)
    .execute();
  let deleted = 0;
  for (const s of series) {
    const cutoff = Number(s.last_time) - keepMs;
    if (Number(s.first_time) >= cutoff) continue;
    deleted += await db.transaction().execute(async (trx) => {
      // the first candle kept: the first from the cutoff on
      await trx
        .updateTable('market_series')
        .set((eb) => ({
          first_time: eb.fn.coalesce(
            eb
              .selectFrom('market_candles')
              .select((m) => m.fn.min<number>('open_time').as('t'))
              .where('series_id', '=', s.id)
              .where('open_time', '>=', cutoff),
            'first_time',
          ),
        }))
        .where('id', '=', s.id)
        .execute();
      const result = await trx
        .deleteFrom('market_candles')
        .where('series_id', '=', s.id)
        .where('open_time', '<', cutoff)
        .executeTakeFirst();
      // the blocks holding deleted candles, up to the one the cutoff falls in
      await trx
        .deleteFrom('market_candle_blocks')
        .where('series_id', '=', s.id)
        .where('block', '<=', blocksTouched(interval, cutoff - 1, cutoff - 1)[1])
        .execute();
      return Number(result.numDeletedRows ?? 0);
    });
  }
  return deleted;
}
