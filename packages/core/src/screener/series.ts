import { computeIndicators } from '../engine/batch.js';
import { COLUMN_NAMES, type IndicatorColumns } from '../engine/columns.js';
import { INTERVALS, type IntervalCode } from '../intervals.js';
import type { CandleColumns } from '../types.js';
import { lastClosedIndex } from './align.js';
import { CANDLE_FIELDS, type FieldName, type FuturesFieldName, fieldId, SCREENER_FIELDS } from './fields.js';
import type { ResolvedOperand } from './kernel.js';

/**
 * One market's closed candles of one interval, open times ascending, and every screener field in one
 * column-major buffer: field f at candle j is `values[fieldId(f) * stride + j]`, NaN where unknown (the
 * warm-up, the futures ratios of a spot market). One buffer, read by number, is what keeps a close over
 * hundreds of markets cheap: a column looked up by name per market costs more than the comparisons.
 * For live screening a series needs only its last two candles (the previous one for crosses).
 */
export interface SeriesData {
  time: ArrayLike<number>;
  stride: number;
  values: Float64Array;
}

/** One market's series by interval; multi-timeframe conditions read the other intervals. */
export type MarketData = Partial<Record<IntervalCode, SeriesData>>;

const FIELD_COUNT = SCREENER_FIELDS.length;

function emptySeries(time: ArrayLike<number>): SeriesData {
  const stride = time.length;
  return { time, stride, values: new Float64Array(FIELD_COUNT * stride).fill(Number.NaN) };
}

/** A column of the series as a view (no copy). */
export function columnOf(series: SeriesData, name: FieldName): Float64Array {
  const at = fieldId(name) * series.stride;
  return series.values.subarray(at, at + series.time.length);
}

/** A series from open times and columns by field name (each as long as `time`); other fields NaN. */
export function seriesData(
  time: ArrayLike<number>,
  columns: Partial<Record<FieldName, ArrayLike<number>>>,
): SeriesData {
  const s = emptySeries(time);
  for (const [name, col] of Object.entries(columns) as [FieldName, ArrayLike<number>][]) {
    columnOf(s, name).set(col);
  }
  return s;
}

/**
 * Candles with every indicator computed straight into the series (computeIndicators writes into views of
 * its buffer) and, for futures markets, the ratio columns aligned to the candles (alignSamples).
 */
export function computeSeries(
  candles: CandleColumns,
  interval: IntervalCode,
  futures: Partial<Record<FuturesFieldName, ArrayLike<number>>> = {},
): SeriesData {
  const s = emptySeries(candles.time);
  const out = {} as IndicatorColumns;
  for (const name of COLUMN_NAMES) out[name] = columnOf(s, name);
  computeIndicators(candles, { interval, out });
  for (const name of CANDLE_FIELDS) columnOf(s, name).set(candles[name]);
  for (const [name, col] of Object.entries(futures) as [FieldName, ArrayLike<number>][]) {
    columnOf(s, name).set(col);
  }
  return s;
}

const LENGTH = new Map<string, number>(INTERVALS.map((it) => [it.code, it.durationMs]));

export function intervalLength(interval: IntervalCode): number {
  const ms = LENGTH.get(interval);
  if (ms === undefined) throw new Error(`unknown interval ${interval}`);
  return ms;
}

/**
 * Where an operand is read for candle `index` of the filter's interval: the index in the operand's series
 * (-1: no value). Another interval gives its last candle closed at this candle's close, never a forming one.
 */
export function operandIndex(
  market: MarketData,
  interval: IntervalCode,
  index: number,
  operandInterval: IntervalCode,
): number {
  const base = market[interval];
  if (!base || index < 0 || index >= base.time.length) return -1;
  if (operandInterval === interval) return index;
  const other = market[operandInterval];
  if (!other) return -1;
  const closeTime = base.time[index] + intervalLength(interval);
  return lastClosedIndex(other.time, intervalLength(operandInterval), closeTime);
}

/** The value of an operand at candle `index` of the filter's interval (NaN when none). */
export function operandValue(
  market: MarketData,
  interval: IntervalCode,
  index: number,
  o: ResolvedOperand,
): number {
  const j = operandIndex(market, interval, index, o.interval);
  const s = market[o.interval];
  return j < 0 || !s ? Number.NaN : s.values[o.id * s.stride + j];
}
