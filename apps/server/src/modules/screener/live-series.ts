import type { IntervalCode } from '@bitdata/contracts';
import {
  CANDLE_FIELDS,
  COLUMN_NAMES,
  fieldId,
  type MarketData,
  SCREENER_FIELDS,
  type SeriesData,
} from '@bitdata/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema';
import { type CandleClosedEvent, intervalMs, type SeriesId, seriesKey } from '../market';
import { seriesUpTo } from './market-data';

/**
 * The rows live screening reads, kept from the closed-candle events themselves: each event carries its
 * candle and every indicator at it (the ingest's streaming state), so a close is screened without
 * reading candles back or recomputing indicators. Per series the last few rows are held (a cross reads
 * the previous candle, a multi-timeframe operand another interval's last closed candle). When a row is
 * missing (the first event after a start, an interval whose event is not handled yet) the series is
 * computed from the candles in SQL instead (market-data.ts).
 */

const FIELD_COUNT = SCREENER_FIELDS.length;
const KEPT = 3;
const COLUMN_IDS = COLUMN_NAMES.map((n) => fieldId(n));
const CANDLE_IDS = CANDLE_FIELDS.map((n) => fieldId(n));

interface Rows {
  time: number[];
  rows: Float64Array[];
  /**
   * The columns last built from these rows, until a row is added: a 4h or 1d series is read at every
   * 1h close of its market, and building columns for each of 500 markets' higher intervals was a
   * third of a close's reading time. Built when a row arrives (remember).
   */
  built?: { end: number; data: SeriesData };
}

export class LiveSeries {
  private readonly held = new Map<string, Rows>();

  /** Keeps the event's row: its candle fields and indicator values (the futures ratios are filled per close by market-data.ts). */
  remember(e: CandleClosedEvent): void {
    const s = e.series;
    const key = seriesKey(s.exchangeId, s.dataType, s.symbol, s.interval);
    const row = new Float64Array(FIELD_COUNT).fill(Number.NaN);
    // by position: a close remembers 500 markets' rows of 150-odd values (an object of them per event
    // was most of the garbage a close left)
    const values = e.indicators.columns();
    for (let i = 0; i < COLUMN_IDS.length; i++) row[COLUMN_IDS[i]] = values[i];
    const c = e.candle;
    row[CANDLE_IDS[0]] = c.open;
    row[CANDLE_IDS[1]] = c.high;
    row[CANDLE_IDS[2]] = c.low;
    row[CANDLE_IDS[3]] = c.close;
    row[CANDLE_IDS[4]] = c.volume;
    let r = this.held.get(key);
    if (!r) {
      r = { time: [], rows: [] };
      this.held.set(key, r);
    }
    const last = r.time.length ? r.time[r.time.length - 1] : Number.NEGATIVE_INFINITY;
    if (c.time <= last) return; // a redelivered or older candle: the rows ahead of it stay
    r.time.push(c.time);
    r.rows.push(row);
    r.built = undefined;
    if (r.time.length > KEPT) {
      r.time.shift();
      r.rows.shift();
    }
    // the columns a close will read, built as its event arrives rather than when the last market's
    // event has come and the whole close waits on them
    const end = r.time.length - 1;
    if (end >= 1 && r.time[end - 1] === r.time[end] - intervalMs(s.interval)) this.columns(r, end);
  }

  /** The held rows up to `end` as columns (kept until a row is added). */
  private columns(r: Rows, end: number): SeriesData {
    if (r.built?.end === end) return r.built.data;
    const m = end + 1;
    const values = new Float64Array(FIELD_COUNT * m);
    for (let j = 0; j < m; j++) {
      const row = r.rows[j];
      for (let f = 0; f < FIELD_COUNT; f++) values[f * m + j] = row[f];
    }
    const data = { time: r.time.slice(0, m), stride: m, values };
    r.built = { end, data };
    return data;
  }

  /** Held rows of a series up to `to` whose newest is `newest` (and the one before it held too). */
  private fromMemory(s: SeriesId, newest: (t: number) => boolean): SeriesData | null {
    const r = this.held.get(seriesKey(s.exchangeId, s.dataType, s.symbol, s.interval));
    if (!r) return null;
    let end = r.time.length - 1;
    while (end >= 0 && !newest(r.time[end])) end--;
    const len = intervalMs(s.interval);
    // the previous candle must be the one just before (no gap), else a cross would read a stale row
    if (end < 1 || r.time[end - 1] !== r.time[end] - len) return null;
    return this.columns(r, end);
  }

  /**
   * What conditions read for one market at the closed candle of the event: its series, and each other
   * interval's series up to its last candle closed by then, all held in memory; undefined when one is
   * not (then marketAt reads it from SQL). A close screens hundreds of markets: answering these
   * without a promise each keeps them off the microtask queue.
   */
  heldMarketAt(e: CandleClosedEvent, otherIntervals: Iterable<IntervalCode>): MarketData | undefined {
    const { series, candle } = e;
    const interval = series.interval as IntervalCode;
    const base = this.fromMemory(series, (t) => t === candle.time);
    if (!base) return undefined;
    const data: MarketData = { [interval]: base };
    const close = candle.time + intervalMs(interval);
    for (const other of otherIntervals) {
      if (other === interval) continue;
      const s = this.otherFromMemory(series, other, close);
      if (!s) return undefined;
      data[other] = s;
    }
    return data;
  }

  /** The other interval's series up to its last candle closed by `close`, as core's lastClosedIndex reads it. */
  private otherFromMemory(series: SeriesId, other: IntervalCode, close: number): SeriesData | null {
    const len = intervalMs(other);
    return this.fromMemory({ ...series, interval: other }, (t) => t + len <= close && t + 2 * len > close);
  }

  /**
   * What conditions read for one market at the closed candle of the event: its series, and each other
   * interval's series up to its last candle closed by then (from memory, else from SQL). For a
   * market whose rows are all held, heldMarketAt answers the same without a promise.
   */
  async marketAt(
    db: Kysely<Database>,
    e: CandleClosedEvent,
    otherIntervals: Iterable<IntervalCode>,
  ): Promise<MarketData | null> {
    const { series, candle } = e;
    const interval = series.interval as IntervalCode;
    const base =
      this.fromMemory(series, (t) => t === candle.time) ??
      (await seriesUpTo(db, series, interval, candle.time));
    if (!base || base.time[base.time.length - 1] !== candle.time) return null;
    const data: MarketData = { [interval]: base };
    const close = candle.time + intervalMs(interval);
    for (const other of otherIntervals) {
      if (other === interval) continue;
      const s =
        this.otherFromMemory(series, other, close) ??
        (await seriesUpTo(db, series, other, close - intervalMs(other)));
      if (s) data[other] = s;
    }
    return data;
  }
}
