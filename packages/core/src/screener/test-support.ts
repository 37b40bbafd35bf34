/**
 * Test and benchmark support (not exported by the package): markets of several intervals built from one
 * series of candles, the way an exchange builds its own longer candles.
 */
import { findInterval, type IntervalCode } from '../intervals.js';
import { emptyColumns } from '../series/columns.js';
import type { CandleColumns } from '../types.js';
import type { FieldName } from './fields.js';
import { columnOf, computeSeries, type MarketData, type SeriesData } from './series.js';

/**
 * Candles of `intervalMs` from shorter ones, grouped by open time rounded down to the interval. The last
 * group may be incomplete: then it is that interval's candle still forming, as known at the last close.
 */
export function aggregateCandles(c: CandleColumns, intervalMs: number): CandleColumns {
  const starts: number[] = [];
  for (let i = 0; i < c.time.length; i++) {
    if (i === 0 || Math.floor(c.time[i] / intervalMs) !== Math.floor(c.time[i - 1] / intervalMs))
      starts.push(i);
  }
  const out = emptyColumns(starts.length);
  starts.forEach((s, g) => {
    const e = g + 1 < starts.length ? starts[g + 1] : c.time.length;
    out.time[g] = Math.floor(c.time[s] / intervalMs) * intervalMs;
    out.open[g] = c.open[s];
    out.close[g] = c.close[e - 1];
    let high = -Infinity;
    let low = Infinity;
    let volume = 0;
    let quote = 0;
    for (let i = s; i < e; i++) {
      high = Math.max(high, c.high[i]);
      low = Math.min(low, c.low[i]);
      volume += c.volume[i];
      quote += c.quoteVolume[i];
    }
    out.high[g] = high;
    out.low[g] = low;
    out.volume[g] = volume;
    out.quoteVolume[g] = quote;
  });
  return out;
}

/**
 * A market from candles of `base` interval: that series and each longer interval aggregated from it,
 * with every indicator. A forming last candle of a longer interval is kept, as a live store holds it.
 */
export function marketFromCandles(
  candles: CandleColumns,
  base: IntervalCode,
  longer: readonly IntervalCode[],
): MarketData {
  const market: MarketData = {
    [base]: computeSeries(candles, base),
  };
  for (const it of longer) {
    const c = aggregateCandles(candles, findInterval(it)!.durationMs);
    market[it] = computeSeries(c, it);
  }
  return market;
}

/** The series with some columns added or replaced (e.g. futures ratios on a built market). */
export function withColumns(series: SeriesData, extra: Partial<Record<FieldName, Float64Array>>): SeriesData {
  const copy = { ...series, values: series.values.slice() };
  for (const [name, col] of Object.entries(extra)) columnOf(copy, name as FieldName).set(col);
  return copy;
}

/** Small seeded generator (mulberry32): the same filters on every run. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Raw = { field: string; interval?: string; operator: string; value: unknown };

const cmp = (field: string, operator: string, values: readonly unknown[]): Raw[] =>
  values.map((value) => ({ field, operator, value }));
const vs = (field: string, operator: string, others: readonly string[]): Raw[] =>
  others.map((other) => ({ field, operator, value: { field: other } }));

/** Conditions traders write: thresholds, price against averages, crosses, codes, patterns, futures ratios. */
export const CONDITION_POOL: readonly Raw[] = [
  ...cmp('rsi', 'isLessThan', [20, 25, 30, 35, 40]),
  ...cmp('rsi', 'isGreaterThan', [60, 65, 70, 75, 80]),
  ...cmp('rsi', 'crossesAbove', [30, 50]),
  ...cmp('rsi', 'crossesBelow', [50, 70]),
  ...vs('rsi', 'crossesAbove', ['rsiMa']),
  ...vs('close', 'isGreaterThan', [
    'ema9',
    'ema20',
    'ema52',
    'ema100',
    'ema200',
    'sma20',
    'vwap',
    'superTrend',
  ]),
  ...vs('close', 'isLessThan', ['ema20', 'ema200', 'bbLower', 'ichimokuSpanB', 'supportPrice']),
  ...vs('close', 'crossesAbove', ['ema20', 'ema200', 'superTrend', 'bbMiddle', 'bbUpper']),
  ...vs('close', 'crossesBelow', ['ema20', 'bbLower']),
  ...vs('ema9', 'crossesAbove', ['ema20']),
  ...vs('ema20', 'isGreaterThan', ['ema52', 'ema200']),
  ...vs('macd', 'crossesAbove', ['macdSignal']),
  ...vs('macd', 'crossesBelow', ['macdSignal']),
  ...cmp('macdHistogram', 'isGreaterThan', [0]),
  ...cmp('adx', 'isGreaterThan', [20, 25]),
  ...vs('diPlus', 'isGreaterThan', ['diMinus']),
  ...cmp('volumeChange', 'isGreaterThan', [150, '200', 300]),
  ...vs('volume', 'isGreaterThan', ['volumeSma20', 'volumeSma9']),
  ...cmp('dollarVolume', 'isGreaterThan', [1e6, 1e7]),
  ...cmp('color', 'equals', ['green', 'red']),
  ...cmp('consecutiveUp', 'isGreaterThanOrEqual', [1, 2, 3]),
  ...cmp('consecutiveDown', 'in', [[2, 3]]),
  ...cmp('consecutiveAboveEma200', 'isGreaterThan', [5, 10]),
  ...cmp('superTrendSignal', 'equals', ['up', 'down']),
  ...cmp('ichimokuCloud', 'equals', ['green']),
  ...cmp('bbPercent', 'isLessThan', [0]),
  ...cmp('bbPercent', 'isGreaterThan', [1]),
  ...cmp('bbWidth', 'isLessThan', [0.02, 0.05]),
  ...cmp('pattern', 'contains', ['hammer', 'doji', 'bullish_engulfing_up', 'shootingstar', 'morning_star']),
  ...cmp('patternBearishEngulfing', 'equals', [true]),
  ...cmp('supportDistance', 'isLessThan', [1, 2, 3]),
  ...cmp('resistanceDistance', 'isGreaterThan', [5]),
  ...cmp('topTraderPositionRatio', 'isGreaterThan', [1, 1.5, 2]),
  ...cmp('topTraderAccountRatio', 'isLessThan', [0.8, 1]),
];

/** On another interval: the field and, for field-against-field, the other field too. */
function onInterval(c: Raw, interval: string): Raw {
  const value =
    typeof c.value === 'object' && c.value && 'field' in c.value ? { ...c.value, interval } : c.value;
  return { ...c, interval, value };
}

/**
 * `count` filters of 1 to 5 conditions from the pool; `share` of the conditions on one of `higher`
 * intervals, one filter in ten with an anyOf group of two.
 */
export function randomFilters(
  count: number,
  seed: number,
  higher: readonly string[],
  share = 0.2,
): { id: number; conditionList: unknown[] }[] {
  const rand = seededRandom(seed);
  const pick = (): Raw => {
    const c = CONDITION_POOL[Math.floor(rand() * CONDITION_POOL.length)];
    return higher.length && rand() < share ? onInterval(c, higher[Math.floor(rand() * higher.length)]) : c;
  };
  return Array.from({ length: count }, (_, id) => {
    const list: unknown[] = Array.from({ length: 1 + Math.floor(rand() * 5) }, pick);
    if (rand() < 0.1) list.push({ anyOf: [pick(), pick()] });
    return { id, conditionList: list };
  });
}
