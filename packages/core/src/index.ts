/**
 * @bitdata/core: the pure indicator and candle-pattern engine (no I/O, no node:, no DOM).
 *
 * Batch:      computeIndicators(columns, { interval }) -> Record<ColumnName, Float64Array>
 * Streaming:  createIndicatorState({ interval }) then updateIndicatorState(state, candle) per closed candle
 * Metadata:   INDICATOR_CATALOG (texts in English and Vietnamese, warm-up), PATTERNS, resolvePatternAlias
 * Screener:   SCREENER_FIELDS, validateConditions, evaluateSeries / evaluateAt, compileFilters + evaluatePlan
 */

export {
  INDICATOR_CATALOG,
  INDICATOR_CATALOG_BY_NAME,
  type IndicatorDefinition,
  type IndicatorGroup,
  type ValueKind,
} from './catalog/indicator-catalog.js';
export { type ComputeOptions, computeIndicators } from './engine/batch.js';
export {
  allocateIndicatorColumns,
  COLUMN_NAMES,
  type ColumnName,
  emptyIndicatorValues,
  INDICATOR_COLUMNS,
  type IndicatorColumnName,
  type IndicatorColumns,
  type IndicatorValues,
} from './engine/columns.js';
export {
  createIndicatorState,
  type IndicatorState,
  type StateOptions,
  updateIndicatorState,
} from './engine/state.js';
export { bollingerBatch } from './indicators/bollinger.js';
export { candleColor, GREEN, RED } from './indicators/candle-stats.js';
export { atrBatch, dmiBatch } from './indicators/dmi.js';
export { emaBatch } from './indicators/ema.js';
export { ICHIMOKU_DEFAULT, ichimokuBatch } from './indicators/ichimoku.js';
export { MAX_PIVOTS, PIVOT_SPAN } from './indicators/levels.js';
export { macdBatch } from './indicators/macd.js';
export { rsiBatch } from './indicators/rsi.js';
// single indicators, for callers that need one column or other lengths
export { smaBatch } from './indicators/sma.js';
export { superTrendBatch } from './indicators/supertrend.js';
export { sessionOf, type VwapAnchor, vwapAnchorFor, vwapBatch } from './indicators/vwap.js';
export {
  findInterval,
  INTERVALS,
  type IntervalCode,
  type IntervalId,
  type IntervalInfo,
} from './intervals.js';
export {
  PATTERN_COLUMNS,
  PATTERN_IDS,
  PATTERNS,
  type PatternColumnName,
  type PatternId,
  type PatternInfo,
  patternColumn,
  resolvePatternAlias,
} from './patterns/catalog.js';
// the screener's condition language and evaluator (fields, validation, batch, live, compiled plans)
export * from './screener/index.js';
export { candleAt, columnsFromRows, emptyColumns, sliceColumns } from './series/columns.js';
export type { Candle, CandleColumns } from './types.js';
