/**
 * Statistics constants without zod, for the web's first bundle and the server alike. The
 * rules behind them are written in docs/statistics.md.
 */

/** How a candle that reaches both the take-profit and the stop-loss is decided (stopLossFirst by default). */
export const SAME_CANDLE_RULES = ['stopLossFirst', 'takeProfitFirst', 'lowerInterval'] as const;
export type SameCandleRule = (typeof SAME_CANDLE_RULES)[number];
export const DEFAULT_SAME_CANDLE_RULE: SameCandleRule = 'stopLossFirst';

/** A run's life: queued -> calculating -> done | failed. */
export const STATISTIC_STATUSES = ['queued', 'calculating', 'done', 'failed'] as const;
export type StatisticStatus = (typeof STATISTIC_STATUSES)[number];

export const TRADE_RESULTS = ['win', 'lost', 'open'] as const;
export type TradeResult = (typeof TRADE_RESULTS)[number];

/**
 * How an ambiguous trade (both levels inside one candle) was decided: by the run's rule, by the candles
 * of a lower interval, or stop-loss first because no lower data decided it (none stored, or ambiguous too).
 */
export const TRADE_RESOLUTIONS = [
  'stopLossFirst',
  'takeProfitFirst',
  'lowerInterval',
  'fallbackStopLoss',
] as const;
export type TradeResolution = (typeof TRADE_RESOLUTIONS)[number];

/**
 * Bucket thresholds in percent (spec: "5, 10, 15, 20 and over 25 percent"). The run reports, per
 * threshold, the share of closed trades whose highest price reached +threshold % before the trade
 * ended (run-up) and the share whose lowest price reached -threshold % (drawdown); see docs/statistics.md.
 */
export const STATISTIC_BUCKETS = [5, 10, 15, 20, 25] as const;

/**
 * Fee per side in percent of the traded value, paid on the entry and again on the exit. The default is
 * a common exchange taker fee, so figures do not read better than a member would trade; 0 is allowed.
 */
export const DEFAULT_FEE_PERCENT = 0.05;
export const MAX_FEE_PERCENT = 1;

/** Warnings a run attaches to an interval's results. */
export const STATISTIC_WARNINGS = [
  'historyShorterThanPeriod',
  'historyShorterThanWarmup',
  'noMarkets',
] as const;
export type StatisticWarningCode = (typeof STATISTIC_WARNINGS)[number];

/** Sortable columns of the trades table. */
export const TRADE_SORT_FIELDS = [
  'entryDate',
  'resultDate',
  'symbol',
  'result',
  'length',
  'lowestPricePercent',
  'highestPricePercent',
] as const;
export type TradeSortField = (typeof TRADE_SORT_FIELDS)[number];

/**
 * Realtime: a run's progress is pushed on the member's channel `user:<id>` as an event of this type;
 * its data is StatisticProgressMessage (../statistics.ts).
 */
export const STATISTIC_EVENTS = { progress: 'statistics.progress' } as const;

/**
 * Take-profit and stop-loss percentages a run uses when the filter's own list is empty (the seeded
 * system statistic filters have none).
 */
export const DEFAULT_STATISTIC_TAKE_PROFITS = [3, 5, 10] as const;
export const DEFAULT_STATISTIC_STOPLOSSES = [2, 3, 5] as const;
