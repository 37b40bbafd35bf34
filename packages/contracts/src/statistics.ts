import { z } from 'zod';
import { dataOf, pageQuerySchema } from './common';
import { ENTRY_TYPES, MAX_TARGET_PERCENT } from './constants/filters';
import { INTERVAL_CODES } from './constants/market';
import {
  DEFAULT_FEE_PERCENT,
  DEFAULT_SAME_CANDLE_RULE,
  MAX_FEE_PERCENT,
  SAME_CANDLE_RULES,
  STATISTIC_STATUSES,
  STATISTIC_WARNINGS,
  TRADE_RESOLUTIONS,
  TRADE_RESULTS,
  TRADE_SORT_FIELDS,
} from './constants/statistics';
import { intervalCodeSchema } from './market';

/**
 * Statistics: backtests of a filter's past entries with each take-profit/stop-loss pair of
 * the filter, on its interval or on several at once. Routes: POST/GET /api/{prefix}/statistics,
 * GET /statistics/{statisticId}, GET /statistics/{statisticId}/trades, GET /statistics/system (public).
 * Dates are milliseconds since the epoch (UTC); percentages are percent (3 means 3 %).
 */

const epochMs = z.coerce.number({ message: 'invalidValue' }).int('invalidValue').min(0, 'invalidValue');

/** POST body. Without intervals: the filter's interval; without from/to: the whole stored history. */
export const statisticStartSchema = z
  .object({
    filterId: z.uuid('invalidValue'),
    intervals: z.array(intervalCodeSchema).min(1, 'invalidValue').max(INTERVAL_CODES.length).optional(),
    from: epochMs.optional(),
    to: epochMs.optional(),
    sameCandle: z.enum(SAME_CANDLE_RULES, { message: 'invalidValue' }).default(DEFAULT_SAME_CANDLE_RULE),
    /** fee per side in percent of the traded value (0.05 means 0.05 %), 0 to MAX_FEE_PERCENT */
    feePercent: z.coerce
      .number({ message: 'invalidValue' })
      .min(0, 'invalidValue')
      .max(MAX_FEE_PERCENT, 'invalidValue')
      .default(DEFAULT_FEE_PERCENT),
    /** markets the member picks (symbols of the filter's exchange and data type); default all stored */
    symbols: z
      .array(z.string().regex(/^[A-Z0-9]{2,30}$/, 'invalidValue'))
      .min(1, 'invalidValue')
      .max(1000)
      .optional(),
  })
  .refine((v) => v.from === undefined || v.to === undefined || v.from < v.to, {
    message: 'invalidValue',
    path: ['to'],
  });
export type StatisticStartInput = z.input<typeof statisticStartSchema>;
export type StatisticStart = z.infer<typeof statisticStartSchema>;

export const statisticStatusSchema = z.enum(STATISTIC_STATUSES);

/** Markets done out of the run's total (a market on each interval counts once). */
export const statisticProgressSchema = z.object({ done: z.number().int(), total: z.number().int() });
export type StatisticProgress = z.infer<typeof statisticProgressSchema>;

export const statisticStartResponseSchema = dataOf(
  z.object({ statisticId: z.string(), status: statisticStatusSchema }),
);

export const statisticIdParamsSchema = z.object({ statisticId: z.uuid('invalidValue') });

/** One run in the member's list (GET /statistics) and the head of its detail. */
export const statisticRunSchema = z.object({
  statisticId: z.string(),
  filterId: z.string(),
  filterName: z.string(),
  /** system statistic filters only */
  filterCode: z.string().nullable(),
  entryType: z.enum(ENTRY_TYPES),
  exchangeId: z.number().int(),
  dataType: z.number().int(),
  intervals: z.array(intervalCodeSchema),
  /** the run's period as asked (null: the whole stored history) */
  from: z.number().int().nullable(),
  to: z.number().int().nullable(),
  sameCandle: z.enum(SAME_CANDLE_RULES),
  /** the fee per side this run's net figures subtract (percent) */
  feePercent: z.number(),
  status: statisticStatusSchema,
  progress: statisticProgressSchema,
  createdAt: z.number().int(),
  finishedAt: z.number().int().nullable(),
});
export type StatisticRun = z.infer<typeof statisticRunSchema>;
export const statisticListResponseSchema = dataOf(z.array(statisticRunSchema));

/** Share of closed trades reaching a bucket's threshold (see STATISTIC_BUCKETS). */
export const statisticBucketSchema = z.object({
  /** percent: 5, 10, 15, 20, 25 (the last one means "25 % or more") */
  threshold: z.number(),
  /** closed trades whose highest price reached +threshold % from entry (for shorts: the price fell that far) */
  runUpCount: z.number().int(),
  runUpShare: z.number().nullable(),
  /** closed trades whose lowest price reached -threshold % (for shorts: the price rose that far) */
  drawdownCount: z.number().int(),
  drawdownShare: z.number().nullable(),
});

/** One market's totals inside a result. */
export const statisticMarketTotalsSchema = z.object({
  symbol: z.string(),
  trades: z.number().int(),
  wins: z.number().int(),
  losses: z.number().int(),
  open: z.number().int(),
  winRate: z.number().nullable(),
  /** mean return of the market's closed trades, before and after fees */
  expectancyPercent: z.number().nullable(),
  netExpectancyPercent: z.number().nullable(),
});

/** A point of the compounded equity curve (1 = the start) after a trade's result date. */
export const equityPointSchema = z.object({ time: z.number().int(), equity: z.number() });

/** Histogram of the highest or lowest price percent of closed trades: [from, to) in percent. */
export const excursionBinSchema = z.object({ from: z.number(), to: z.number(), count: z.number().int() });

export const statisticWarningSchema = z.object({
  code: z.enum(STATISTIC_WARNINGS),
  /** markets it applies to (how many, and the first few symbols) */
  count: z.number().int(),
  symbols: z.array(z.string()),
});

/**
 * Totals of one (interval, take-profit, stop-loss). Win rate = wins / (wins + losses); with ambiguous
 * trades it is a band from winRateLow (every ambiguous closed trade lost) to winRateHigh (all won).
 * Percent figures are per trade, relative to the entry price; net figures are after the run's fee on
 * both sides of every trade (docs/statistics.md states the formula).
 */
export const statisticResultSchema = z.object({
  interval: intervalCodeSchema,
  takeProfit: z.number(),
  stoploss: z.number(),
  trades: z.number().int(),
  wins: z.number().int(),
  losses: z.number().int(),
  open: z.number().int(),
  ambiguous: z.number().int(),
  winRate: z.number().nullable(),
  winRateLow: z.number().nullable(),
  winRateHigh: z.number().nullable(),
  /** mean return of wins and of losses before fees: +tp and -sl, further out where an exit gapped */
  avgWinPercent: z.number().nullable(),
  avgLossPercent: z.number().nullable(),
  /** sum of the wins' returns / sum of the losses' returns, before fees (null without losses) */
  profitFactor: z.number().nullable(),
  /** average return per closed trade, percent, before fees */
  expectancyPercent: z.number().nullable(),
  /** mean net return: after the fee on entry and exit (equal to expectancyPercent when feePercent is 0) */
  netExpectancyPercent: z.number().nullable(),
  /** candles from entry to result, both included, over closed trades */
  avgLength: z.number().nullable(),
  /** largest fall of the compounded equity (net of fees) from a previous peak, percent (positive) */
  maxDrawdownPercent: z.number(),
  /**
   * compounded net return of taking every closed trade in result-date order with the whole equity, the
   * trades of all the run's markets in one sequence though they overlap in time: a hypothetical account,
   * not a portfolio (the page states it beside the figure)
   */
  totalReturnPercent: z.number(),
  buckets: z.array(statisticBucketSchema),
  markets: z.array(statisticMarketTotalsSchema),
  /** compounded equity, at most a few hundred points (sampled evenly over the trades) */
  equity: z.array(equityPointSchema),
  highestDistribution: z.array(excursionBinSchema),
  lowestDistribution: z.array(excursionBinSchema),
});
export type StatisticResult = z.infer<typeof statisticResultSchema>;

/** GET /statistics/{statisticId}: results only when status is done (else [] and, for GET of results, 409). */
export const statisticDetailSchema = statisticRunSchema.extend({
  /** markets per interval the run covered */
  markets: z.number().int(),
  warnings: z.array(statisticWarningSchema.extend({ interval: intervalCodeSchema })),
  results: z.array(statisticResultSchema),
});
export type StatisticDetail = z.infer<typeof statisticDetailSchema>;
export const statisticDetailResponseSchema = dataOf(statisticDetailSchema);

/** GET /statistics/{statisticId}/trades query: one (interval, take-profit, stop-loss) of the run. */
export const statisticTradesQuerySchema = pageQuerySchema.extend({
  interval: intervalCodeSchema,
  takeProfit: z.coerce.number({ message: 'invalidValue' }).positive('invalidValue').max(MAX_TARGET_PERCENT),
  stoploss: z.coerce.number({ message: 'invalidValue' }).positive('invalidValue').max(MAX_TARGET_PERCENT),
  /** one market only */
  symbol: z
    .string()
    .regex(/^[A-Z0-9]{2,30}$/, 'invalidValue')
    .optional(),
  sort: z.enum(TRADE_SORT_FIELDS, { message: 'invalidValue' }).default('entryDate'),
  order: z.enum(['asc', 'desc'], { message: 'invalidValue' }).default('asc'),
});
export type StatisticTradesQuery = z.infer<typeof statisticTradesQuerySchema>;
export type StatisticTradesQueryInput = z.input<typeof statisticTradesQuerySchema>;

/** One trade. Open trades have result 'open' and no resultDate, exitPrice or return. */
export const statisticTradeSchema = z.object({
  symbol: z.string(),
  interval: intervalCodeSchema,
  /** open time of the signal candle (the closed candle where the conditions held) */
  signalDate: z.number().int(),
  /** open time of the entry candle (the one after the signal); the entry price is its open */
  entryDate: z.number().int(),
  entryPrice: z.number(),
  takeProfitPrice: z.number(),
  takeProfitPercent: z.number(),
  stoplossPrice: z.number(),
  stoplossPercent: z.number(),
  result: z.enum(TRADE_RESULTS),
  /** open time of the deciding candle; null while open (nothing has decided it yet) */
  resultDate: z.number().int().nullable(),
  /** candles from the entry candle to the deciding candle (open trades: the last candle seen), both included */
  length: z.number().int(),
  /** lowest low and highest high over those candles, percent from the entry price */
  lowestPricePercent: z.number(),
  highestPricePercent: z.number(),
  ambiguous: z.boolean(),
  /** null unless ambiguous */
  resolvedBy: z.enum(TRADE_RESOLUTIONS).nullable(),
  /** for lowerInterval: the interval whose candles decided it */
  resolvedInterval: intervalCodeSchema.nullable(),
  /**
   * what the position closed at: the level reached, or the deciding candle's open when that candle
   * opened beyond the level (a gap); null when open
   */
  exitPrice: z.number().nullable(),
  /** before fees: +takeProfit or -stoploss at a level, from the exit price at a gap; null when open */
  returnPercent: z.number().nullable(),
  /** after the run's fee on the entry and on the exit value; null when open */
  netReturnPercent: z.number().nullable(),
});
export type StatisticTrade = z.infer<typeof statisticTradeSchema>;

export const statisticTradesResponseSchema = z.object({
  data: z.array(statisticTradeSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

/** Public: the latest finished run of each system statistic filter (GET /statistics/system). */
export const systemStatisticListResponseSchema = dataOf(z.array(statisticRunSchema));

/** Realtime event STATISTIC_EVENTS.progress on `user:<id>`. */
export const statisticProgressMessageSchema = z.object({
  statisticId: z.string(),
  status: statisticStatusSchema,
  progress: statisticProgressSchema,
});
export type StatisticProgressMessage = z.infer<typeof statisticProgressMessageSchema>;
