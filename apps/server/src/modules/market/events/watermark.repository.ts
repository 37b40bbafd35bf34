import type { Candle } from '@bitdata/core';
import { sql } from 'kysely';
import { candleOfRow, type Db, originOfCode } from '../candle-rows';
import type { CandleOrigin, SeriesId } from '../market.types';

/**
 * SQL of the durable `market.candleClosed`: consumers, their per-series watermarks ("screened up to")
 * and the stored candles read back for redelivery. Candle rows with a null origin are history (seed,
 * first backfill of a market) and are never delivered.
 */

/** Watermark of a series no delivery was ever saved for: before every candle. */
export const NO_WATERMARK = -1;

/**
 * Records `consumer` once. A consumer seen for the first time gets a watermark at the newest stored
 * candle of every series, so it starts with what closes from now on instead of the whole history.
 */
export async function registerConsumer(db: Db, consumer: string, now: number): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('market_consumers')
      .values({ name: consumer, created_at: now })
      .onConflict((oc) => oc.column('name').doNothing())
      .returning('name')
      .executeTakeFirst();
    if (!inserted) return false;
    // casts: PostgreSQL types select-list parameters as text otherwise; `where true`: SQLite cannot
    // tell an upsert's ON CONFLICT from a join's ON after a bare FROM
    await sql`insert into market_watermarks (consumer, series_id, screened_up_to, updated_at)
      select cast(${consumer} as varchar(100)), id, last_time, cast(${now} as bigint) from market_series
      where true on conflict (consumer, series_id) do nothing`.execute(trx);
    return true;
  });
}

export interface SeriesBehind extends SeriesId {
  seriesId: number;
  /** open time of the newest stored candle */
  lastTime: number;
  /** NO_WATERMARK when the consumer never saved one for this series */
  watermark: number;
}

/** Series of one feed whose newest stored candle is after the consumer's watermark. */
export async function listSeriesBehind(
  db: Db,
  consumer: string,
  feed: { exchangeId: number; dataType: number },
): Promise<SeriesBehind[]> {
  const rows = await db
    .selectFrom('market_series as s')
    .leftJoin('market_watermarks as w', (j) =>
      j.onRef('w.series_id', '=', 's.id').on('w.consumer', '=', consumer),
    )
    .select([
      's.id',
      's.exchange_id',
      's.data_type',
      's.symbol',
      's.interval_code',
      's.last_time',
      'w.screened_up_to',
    ])
    .where('s.exchange_id', '=', feed.exchangeId)
    .where('s.data_type', '=', feed.dataType)
    .where((eb) =>
      eb.or([eb('w.screened_up_to', 'is', null), eb('w.screened_up_to', '<', eb.ref('s.last_time'))]),
    )
    .execute();
  return rows.map((r) => ({
    seriesId: Number(r.id),
    exchangeId: r.exchange_id,
    dataType: r.data_type,
    symbol: r.symbol,
    interval: r.interval_code as SeriesId['interval'],
    lastTime: Number(r.last_time),
    watermark: r.screened_up_to === null ? NO_WATERMARK : Number(r.screened_up_to),
  }));
}

/** market_series ids of the given series (those not stored yet are absent from the map). */
export async function findSeriesIds(db: Db, series: SeriesId[]): Promise<Map<string, number>> {
  const out = new Map<string, number>();
  const symbols = [...new Set(series.map((s) => s.symbol))];
  for (let i = 0; i < symbols.length; i += 500) {
    const rows = await db
      .selectFrom('market_series')
      .select(['id', 'exchange_id', 'data_type', 'symbol', 'interval_code'])
      .where('symbol', 'in', symbols.slice(i, i + 500))
      .execute();
    for (const r of rows)
      out.set(`${r.exchange_id}:${r.data_type}:${r.symbol}:${r.interval_code}`, Number(r.id));
  }
  return out;
}

/** Moves watermarks forward (never back: a late save of an older position is ignored). */
export async function saveWatermarks(
  db: Db,
  consumer: string,
  marks: Array<{ seriesId: number; upTo: number }>,
  now: number,
): Promise<void> {
  for (let i = 0; i < marks.length; i += 500) {
    await db
      .insertInto('market_watermarks')
      .values(
        marks.slice(i, i + 500).map((m) => ({
          consumer,
          series_id: m.seriesId,
          screened_up_to: m.upTo,
          updated_at: now,
        })),
      )
      .onConflict((oc) =>
        oc.columns(['consumer', 'series_id']).doUpdateSet({
          screened_up_to: sql<number>`case when excluded.screened_up_to > market_watermarks.screened_up_to then excluded.screened_up_to else market_watermarks.screened_up_to end`,
          updated_at: (eb) => eb.ref('excluded.updated_at'),
        }),
      )
      .execute();
  }
}

export async function readWatermark(db: Db, consumer: string, seriesId: number): Promise<number> {
  const row = await db
    .selectFrom('market_watermarks')
    .select('screened_up_to')
    .where('consumer', '=', consumer)
    .where('series_id', '=', seriesId)
    .executeTakeFirst();
  return row ? Number(row.screened_up_to) : NO_WATERMARK;
}

/** Open time of the first candle after `after` that was a closed-candle event, if any. */
export async function firstEventAfter(db: Db, seriesId: number, after: number): Promise<number | undefined> {
  const row = await db
    .selectFrom('market_candles')
    .select((eb) => eb.fn.min<number>('open_time').as('t'))
    .where('series_id', '=', seriesId)
    .where('open_time', '>', after)
    .where('origin', 'is not', null)
    .executeTakeFirst();
  return row?.t === null || row?.t === undefined ? undefined : Number(row.t);
}

export interface StoredCandle {
  candle: Candle;
  /** undefined for history (never an event) */
  origin: CandleOrigin | undefined;
}

/** Up to `limit` candles after `after`, in time order, history and events alike. */
export async function candlesAfter(
  db: Db,
  seriesId: number,
  after: number,
  limit: number,
): Promise<StoredCandle[]> {
  const rows = await db
    .selectFrom('market_candles')
    .select(['open_time', 'open', 'high', 'low', 'close', 'volume', 'quote_volume', 'origin'])
    .where('series_id', '=', seriesId)
    .where('open_time', '>', after)
    .orderBy('open_time', 'asc')
    .limit(limit)
    .execute();
  return rows.map((r) => ({
    candle: candleOfRow(r),
    origin: originOfCode(r.origin),
  }));
}
