import { DATA_TYPE, type IntervalCode } from '@bitdata/contracts';
import {
  columnsFromRows,
  computeSeries,
  fieldId,
  type MarketData,
  SCREENER_FIELDS,
  type SeriesData,
} from '@bitdata/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema';
import { intervalMs, type MarketId, readCandles, readLongShortRatios, seriesKey } from '../market';

/**
 * Series the screener evaluates, from the candles in SQL: each market's last HISTORY closed candles up to
 * the evaluated one with every indicator computed (core's computeSeries), kept as the last few candles
 * only (a condition reads the evaluated candle and, for crosses, the one before). Computed series are
 * remembered per (series, newest candle) in a small LRU, so the matches of many filters, or a
 * multi-timeframe series read at every lower close, cost one computation; requests asking for one
 * while it is being computed (the many members reading matches just after a close) share it.
 */

/**
 * Candles behind each evaluation. The long-memory indicators (EMA 200, Wilder's RSI/ADX) forget their
 * start at this length to within about 1e-7 of a value, so a window answers as the whole history does.
 */
export const HISTORY = 1500;
/** Candles kept of a computed series: the evaluated one, the one before (crosses), one spare. */
const KEPT = 3;
const CACHE_SIZE = 5000;
const FIELD_COUNT = SCREENER_FIELDS.length;

const cache = new Map<string, SeriesData>();
const computing = new Map<string, Promise<SeriesData | null>>();

function remember(key: string, s: SeriesData): void {
  cache.delete(key);
  cache.set(key, s);
  if (cache.size > CACHE_SIZE) cache.delete(cache.keys().next().value as string);
}

/** The last `k` candles of a series as a series of their own. */
function tail(s: SeriesData, k: number): SeriesData {
  const n = s.time.length;
  const from = Math.max(0, n - k);
  const m = n - from;
  const values = new Float64Array(FIELD_COUNT * m);
  for (let f = 0; f < FIELD_COUNT; f++) {
    values.set(s.values.subarray(f * s.stride + from, f * s.stride + n), f * m);
  }
  return { time: Float64Array.from({ length: m }, (_, i) => s.time[from + i]), stride: m, values };
}

/** A market's series of one interval ending at the newest closed candle opened at or before `to`. */
export async function seriesUpTo(
  db: Kysely<Database>,
  market: MarketId,
  interval: IntervalCode,
  to: number,
): Promise<SeriesData | null> {
  const key = `${seriesKey(market.exchangeId, market.dataType, market.symbol, interval)}@${to}`;
  const held = cache.get(key);
  if (held !== undefined) {
    remember(key, held);
    return held;
  }
  let pending = computing.get(key);
  if (!pending) {
    pending = computeSeriesUpTo(db, market, interval, to).finally(() => computing.delete(key));
    computing.set(key, pending);
  }
  const series = await pending;
  // a series missing its newest candle (not stored yet) is read again next time
  if (series && series.time[series.time.length - 1] === to) remember(key, series);
  return series;
}

async function computeSeriesUpTo(
  db: Kysely<Database>,
  market: MarketId,
  interval: IntervalCode,
  to: number,
): Promise<SeriesData | null> {
  const candles = await readCandles({ db }, { ...market, interval }, { to, limit: HISTORY });
  if (candles.length === 0) return null;
  const cols = columnsFromRows(
    candles.map((c) => [c.time, c.open, c.high, c.low, c.close, c.volume, c.quoteVolume ?? Number.NaN]),
  );
  return tail(computeSeries(cols, interval), KEPT);
}

/**
 * What conditions read for one market at the candle of `interval` opened at `time`: that series, and
 * each other interval's series up to its last candle closed by then (never a forming one). The
 * futures' top-trader ratios are not in it yet: fillRatios writes them for many markets at once.
 */
export async function marketAt(
  db: Kysely<Database>,
  market: MarketId,
  interval: IntervalCode,
  time: number,
  otherIntervals: Iterable<IntervalCode>,
): Promise<MarketData | null> {
  const base = await seriesUpTo(db, market, interval, time);
  if (!base || base.time[base.time.length - 1] !== time) return null;
  const data: MarketData = { [interval]: base };
  const close = time + intervalMs(interval);
  for (const other of otherIntervals) {
    if (other === interval) continue;
    const s = await seriesUpTo(db, market, other, close - intervalMs(other));
    if (s) data[other] = s;
  }
  return data;
}

const POSITION_RATIO = fieldId('topTraderPositionRatio');
const ACCOUNT_RATIO = fieldId('topTraderAccountRatio');
/** The columns fillRatios writes (fieldId). */
export const RATIO_COLUMNS: ReadonlySet<number> = new Set([POSITION_RATIO, ACCOUNT_RATIO]);

/**
 * The futures columns topTraderPositionRatio and topTraderAccountRatio of each market's series, from
 * the stored top-trader ratios of the same period (NaN where none is stored): the ratio timed at a
 * candle's open time is that candle's, so a close never reads a ratio published after it. One query
 * per interval for all the markets given; spot and margin series have none. Says whether it wrote
 * them (a futures feed).
 */
export async function fillRatios(
  db: Kysely<Database>,
  feed: Pick<MarketId, 'exchangeId' | 'dataType'>,
  markets: { symbol: string; data: MarketData }[],
): Promise<boolean> {
  if (feed.dataType !== DATA_TYPE.future || markets.length === 0) return false;
  const intervals = new Set<IntervalCode>();
  for (const m of markets) for (const it in m.data) intervals.add(it as IntervalCode);
  for (const interval of intervals) {
    let from = Number.POSITIVE_INFINITY;
    let to = Number.NEGATIVE_INFINITY;
    for (const m of markets) {
      const s = m.data[interval];
      if (!s || s.time.length === 0) continue;
      from = Math.min(from, s.time[0]);
      to = Math.max(to, s.time[s.time.length - 1]);
    }
    if (from > to) continue;
    const rows = await readLongShortRatios(
      { db },
      feed,
      markets.map((m) => m.symbol),
      interval,
      { from, to },
    );
    // by market, then by time (a text key per candle cost more than the query: 1,500 per interval)
    const at = new Map<string, Map<number, (typeof rows)[number]>>();
    for (const r of rows) {
      let times = at.get(r.symbol);
      if (!times) {
        times = new Map();
        at.set(r.symbol, times);
      }
      times.set(r.time, r);
    }
    for (const m of markets) {
      const s = m.data[interval];
      if (!s) continue;
      const times = at.get(m.symbol);
      for (let j = 0; j < s.time.length; j++) {
        const r = times?.get(s.time[j]);
        s.values[POSITION_RATIO * s.stride + j] = r?.positionRatio ?? Number.NaN;
        s.values[ACCOUNT_RATIO * s.stride + j] = r?.accountRatio ?? Number.NaN;
      }
    }
  }
  return true;
}

/** Open time of a series' latest closed candle at `now`, given its newest stored open time. */
export function latestClosed(lastTime: number, interval: IntervalCode, now: number): number {
  const len = intervalMs(interval);
  return lastTime + len <= now ? lastTime : lastTime - len;
}

/** Forgets every computed series (tests that rewrite candles). */
export function clearSeriesCache(): void {
  cache.clear();
  computing.clear();
}
