import { type Candle, candleColor as colorOf } from '@bitdata/core';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../platform/db/schema';
import type { CandleOrigin, SeriesCandle, SeriesId } from './market.types';

/**
 * What both engines' candle writes share: the column order every write path binds or encodes rows in,
 * the conflict clause of the upsert, and the grouping of a batch by series (first/last time, ids).
 */
export type Db = Kysely<Database> | Transaction<Database>;

export const COLUMNS = [
  'series_id',
  'open_time',
  'open',
  'high',
  'low',
  'close',
  'volume',
  'quote_volume',
  'color',
  'origin',
] as const;
export const KEY = 'series_id, open_time';
// A corrected candle keeps the origin it had when it was first emitted (a correction carries none).
export const UPDATE_SET = COLUMNS.slice(2)
  .map((c) =>
    c === 'origin' ? 'origin = coalesce(market_candles.origin, excluded.origin)' : `${c} = excluded.${c}`,
  )
  .join(', ');

/** market_candles.origin codes: stored in rows, never renumber. NULL is history that was never an event. */
export const CANDLE_ORIGIN_CODE: Readonly<Record<CandleOrigin, number>> = Object.freeze({
  live: 1,
  backfill: 2,
  replay: 3,
});
const ORIGIN_OF_CODE = new Map(
  Object.entries(CANDLE_ORIGIN_CODE).map(([origin, code]) => [code, origin as CandleOrigin]),
);
export const originCode = (origin: CandleOrigin | undefined): number | null =>
  origin === undefined ? null : CANDLE_ORIGIN_CODE[origin];
export const originOfCode = (code: number | null): CandleOrigin | undefined =>
  code === null ? undefined : ORIGIN_OF_CODE.get(Number(code));

export const candleColor = (c: Candle) => colorOf(c.open, c.close);

export const finiteOrNull = (v: number | undefined) => (v === undefined || !Number.isFinite(v) ? null : v);

/** Keeps the last row of each key: one statement may not touch a row twice on PostgreSQL. */
export function dedupe(rows: SeriesCandle[]): SeriesCandle[] {
  const seen = new Map<string, number>();
  let duplicate = false;
  for (let i = 0; i < rows.length; i++) {
    const r = rows[i];
    const k = `${seriesKey(r.exchangeId, r.dataType, r.symbol, r.interval)}:${r.candle.time}`;
    if (seen.has(k)) duplicate = true;
    seen.set(k, i);
  }
  if (!duplicate) return rows;
  return [...seen.values()].sort((a, b) => a - b).map((i) => rows[i]);
}

/** `id` is market_series.id, 0 until the series upsert of the write has returned it */
export type Span = { s: SeriesId; first: number; last: number; id: number };
export type SeriesRow = {
  id: number;
  exchange_id: number;
  data_type: number;
  symbol: string;
  interval_code: string;
};

export const seriesKey = (exchangeId: number, dataType: number, symbol: string, interval: string) =>
  `${exchangeId}:${dataType}:${symbol}:${interval}`;

export function setSeriesIds(spans: Map<string, Span>, rows: SeriesRow[]): void {
  for (const r of rows) {
    const span = spans.get(seriesKey(r.exchange_id, r.data_type, r.symbol, r.interval_code));
    if (span) span.id = Number(r.id);
  }
  for (const span of spans.values())
    if (!span.id) throw new Error(`candle upsert: no series id for ${span.s.symbol} ${span.s.interval}`);
}

/** The series id of every row, looked up only when the series changes from one row to the next. */
export function rowSeriesIds(rows: SeriesCandle[], spans: Map<string, Span>): Int32Array {
  const ids = new Int32Array(rows.length);
  let prev: SeriesCandle | undefined;
  let id = 0;
  for (let i = 0; i < rows.length; i++) {
    const r = rows[i];
    if (
      !prev ||
      r.symbol !== prev.symbol ||
      r.interval !== prev.interval ||
      r.exchangeId !== prev.exchangeId ||
      r.dataType !== prev.dataType
    )
      id = (spans.get(seriesKey(r.exchangeId, r.dataType, r.symbol, r.interval)) as Span).id;
    prev = r;
    ids[i] = id;
  }
  return ids;
}

/**
 * First and last open time of every series in `rows`, and whether every series' times strictly increase
 * in input order (then no key repeats and `dedupe` can be skipped). One pass; a key string is built only
 * when the series changes from one row to the next, not per row.
 */
export function seriesSpans(rows: SeriesCandle[]): { spans: Map<string, Span>; increasing: boolean } {
  const spans = new Map<string, Span>();
  let increasing = true;
  let prev: SeriesCandle | undefined;
  let span: Span | undefined;
  for (const r of rows) {
    const t = r.candle.time;
    if (
      !prev ||
      r.symbol !== prev.symbol ||
      r.interval !== prev.interval ||
      r.exchangeId !== prev.exchangeId ||
      r.dataType !== prev.dataType
    ) {
      const k = seriesKey(r.exchangeId, r.dataType, r.symbol, r.interval);
      span = spans.get(k);
      if (!span) {
        span = { s: r, first: t, last: t, id: 0 };
        spans.set(k, span);
        prev = r;
        continue;
      }
    }
    prev = r;
    const sp = span as Span;
    if (t > sp.last) sp.last = t;
    else {
      increasing = false;
      if (t < sp.first) sp.first = t;
    }
  }
  return { spans, increasing };
}

/** A stored candle row as the engine's Candle (a missing quote volume is NaN, as in the ring). */
export const candleOfRow = (r: {
  open_time: number;
  open: number;
  high: number;
  low: number;
  close: number;
  volume: number;
  quote_volume: number | null;
}): Candle => ({
  time: Number(r.open_time),
  open: r.open,
  high: r.high,
  low: r.low,
  close: r.close,
  volume: r.volume,
  quoteVolume: r.quote_volume ?? Number.NaN,
});
