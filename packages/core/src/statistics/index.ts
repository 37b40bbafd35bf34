/**
 * Statistics: the take-profit/stop-loss simulator over a filter's signals and the totals of
 * its trades. Pure; the rules are written in docs/statistics.md.
 */
export { computableAlone, fieldsRead, SeriesBuffer } from './columns.js';
export { type LowerDecision, resolveWithLower } from './lower-interval.js';
export { levelsOf, simulateMarket } from './simulate.js';
export {
  BUCKET_THRESHOLDS,
  type Bucket,
  EQUITY_POINTS,
  type HistogramBin,
  histogram,
  type MarketTotals,
  netReturnOf,
  type Totals,
  type TotalsOptions,
  type TradeForTotals,
  totalsOf,
} from './totals.js';
export type {
  LowerCandles,
  PriceColumns,
  Resolution,
  SameCandleRule,
  Side,
  SimulationOptions,
  Trade,
  TradeOutcome,
} from './types.js';
