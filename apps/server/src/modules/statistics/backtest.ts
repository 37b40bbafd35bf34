import type { IntervalCode, StatisticWarningCode } from '@bitdata/contracts';
import {
  type CandleColumns,
  columnOf,
  evaluateSeries,
  type FuturesFieldName,
  findField,
  findInterval,
  INTERVALS,
  type MarketData,
  type ValidItem,
} from '@bitdata/core';
import {
  fieldsRead,
  type LowerCandles,
  type SameCandleRule,
  SeriesBuffer,
  type Side,
  simulateMarket,
  type Trade,
} from '@bitdata/core/statistics/index';

/**
 * One market's backtest on one interval: indicators over its whole stored history (as the candles API
 * and live screening compute them), the filter's signals by the screener's batch evaluator, then the
 * simulator for each take-profit/stop-loss pair. CPU only: the caller loads the candles.
 */

export interface Pair {
  takeProfit: number;
  stoploss: number;
}

export interface MarketHistory {
  symbol: string;
  /** the interval's candles, up to the run's end */
  candles: CandleColumns;
  /** other intervals the conditions read */
  others: Partial<Record<IntervalCode, CandleColumns>>;
  /** lower intervals for the lowerInterval rule, nearest first */
  lowers: LowerCandles[];
  /** stored top-trader ratios aligned to each interval's candles (futures markets; NaN where none) */
  ratios?: Partial<Record<IntervalCode, Partial<Record<FuturesFieldName, Float64Array>>>>;
}

export interface BacktestSettings {
  interval: IntervalCode;
  conditions: readonly ValidItem[];
  pairs: readonly Pair[];
  side: Side;
  sameCandle: SameCandleRule;
  /** signals only from this open time on (the period's start) */
  from: number | null;
}

export interface MarketTrades {
  pair: Pair;
  trades: Trade[];
}

const durationOf = (interval: IntervalCode) => findInterval(interval)!.durationMs;

/** Candles a field needs before its first value; the largest over the conditions' fields. */
export function warmupOf(conditions: readonly ValidItem[]): number {
  let most = 0;
  const visit = (name: string) => {
    most = Math.max(most, findField(name)?.warmup ?? 0);
  };
  for (const item of conditions) {
    for (const c of 'anyOf' in item ? item.anyOf : [item]) {
      visit(c.field);
      if (typeof c.value === 'object' && c.value !== null && !Array.isArray(c.value) && 'field' in c.value)
        visit(c.value.field);
    }
  }
  return most;
}

/** Intervals below `interval` whose candles tile it, nearest first (1h: 15m, 5m, 3m). */
export function lowerIntervalsOf(interval: IntervalCode): IntervalCode[] {
  const len = durationOf(interval);
  return INTERVALS.filter((it) => it.durationMs < len && len % it.durationMs === 0)
    .sort((a, b) => b.durationMs - a.durationMs)
    .map((it) => it.code);
}

/** First index whose time is >= t. */
function firstAtOrAfter(time: ArrayLike<number>, t: number): number {
  let lo = 0;
  let hi = time.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (time[mid] < t) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * The columns the conditions read, per interval, in buffers reused market after market (computing only
 * those columns, in place, is what keeps 100 markets x 2 years within a second: see core's columns.ts).
 */
export class ColumnBuffers {
  private readonly buffers = new Map<IntervalCode, SeriesBuffer>();
  private readonly fields: ReturnType<typeof fieldsRead>;

  constructor(conditions: readonly ValidItem[], interval: IntervalCode) {
    this.fields = fieldsRead(conditions, interval);
  }

  series(candles: CandleColumns, interval: IntervalCode) {
    let b = this.buffers.get(interval);
    if (!b) {
      b = new SeriesBuffer();
      this.buffers.set(interval, b);
    }
    return b.fill(candles, interval, this.fields.get(interval) ?? new Set());
  }
}

export function backtestMarket(
  h: MarketHistory,
  s: BacktestSettings,
  buffers = new ColumnBuffers(s.conditions, s.interval),
): { results: MarketTrades[]; warnings: StatisticWarningCode[] } {
  const warnings: StatisticWarningCode[] = [];
  const n = h.candles.time.length;
  const market: MarketData = { [s.interval]: buffers.series(h.candles, s.interval) };
  for (const [it, cols] of Object.entries(h.others) as [IntervalCode, CandleColumns][]) {
    if (it !== s.interval && cols.time.length > 0) market[it] = buffers.series(cols, it);
  }
  for (const [it, columns] of Object.entries(h.ratios ?? {}) as [
    IntervalCode,
    Record<string, Float64Array>,
  ][]) {
    const series = market[it];
    if (!series) continue;
    for (const [name, values] of Object.entries(columns))
      columnOf(series, name as FuturesFieldName).set(values);
  }
  const signals = evaluateSeries(s.conditions, market, s.interval);
  const signalFrom = s.from === null ? 0 : firstAtOrAfter(h.candles.time, s.from);
  if (s.from !== null && (n === 0 || h.candles.time[0] > s.from)) warnings.push('historyShorterThanPeriod');
  // the period starts inside the indicators' warm-up, or the history has no candle past it
  const warmup = warmupOf(s.conditions);
  if ((s.from !== null && signalFrom < warmup) || n <= warmup + 1) warnings.push('historyShorterThanWarmup');
  const results = s.pairs.map((pair) => ({
    pair,
    trades: simulateMarket(h.candles, signals, {
      side: s.side,
      takeProfit: pair.takeProfit,
      stoploss: pair.stoploss,
      sameCandle: s.sameCandle,
      durationMs: durationOf(s.interval),
      lowers: h.lowers,
      signalFrom,
    }),
  }));
  return { results, warnings };
}
