import { PATTERN_COLUMNS, type PatternColumnName } from '../patterns/catalog.js';

/** Indicator columns (names are stored in filters: never rename one). */
export const INDICATOR_COLUMNS = [
  'rsi',
  'rsiMa',
  'macd',
  'macdSignal',
  'macdHistogram',
  'sma9',
  'sma20',
  'sma52',
  'ema9',
  'ema12',
  'ema20',
  'ema26',
  'ema52',
  'ema100',
  'ema200',
  'bbUpper',
  'bbMiddle',
  'bbLower',
  'bbWidth',
  'bbPercent',
  'ichimokuConversion',
  'ichimokuBase',
  'ichimokuSpanA',
  'ichimokuSpanB',
  'ichimokuCloud',
  'diPlus',
  'diMinus',
  'adx',
  'vwap',
  'superTrend',
  'superTrendSignal',
  'volumeSma9',
  'volumeSma20',
  'volumeChange',
  'dollarVolume',
  'color',
  'consecutiveUp',
  'consecutiveDown',
  'consecutiveAboveEma20',
  'consecutiveBelowEma20',
  'consecutiveAboveEma200',
  'consecutiveBelowEma200',
  'supportPrice',
  'resistancePrice',
  'supportDistance',
  'resistanceDistance',
  'pattern',
] as const;

export type IndicatorColumnName = (typeof INDICATOR_COLUMNS)[number];

/** Every output column: the indicators above, then one 0/1 column per candle pattern. */
export type ColumnName = IndicatorColumnName | PatternColumnName;

export const COLUMN_NAMES: readonly ColumnName[] = [...INDICATOR_COLUMNS, ...PATTERN_COLUMNS];

/** Output of the batch form: one Float64Array per column, aligned with the input candles. */
export type IndicatorColumns = Record<ColumnName, Float64Array>;

/** Output of the streaming form: the latest value of every column. */
export type IndicatorValues = Record<ColumnName, number>;

/** Fresh NaN-filled output columns of length n (pass them back to computeIndicators to reuse them). */
export function allocateIndicatorColumns(n: number): IndicatorColumns {
  const out = {} as IndicatorColumns;
  for (const name of COLUMN_NAMES) out[name] = new Float64Array(n).fill(Number.NaN);
  return out;
}

export function emptyIndicatorValues(): IndicatorValues {
  const v = {} as IndicatorValues;
  for (const name of COLUMN_NAMES) v[name] = Number.NaN;
  return v;
}
