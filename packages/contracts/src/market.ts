import { z } from 'zod';
import { dataOf, pageOf, text } from './common';
import {
  CANDLE_COLOR,
  DATA_TYPE,
  DEFAULT_CANDLE_LIMIT,
  INTERVAL_CODES,
  type IntervalCode,
  MARKET_SEARCH_MAX,
  MARKET_SORTS,
  MAX_CANDLES_PER_CALL,
  MAX_MARKETS_PAGE_SIZE,
  SORT_ORDERS,
} from './constants/market';
import { DEFAULT_PAGE_SIZE } from './constants/paging';

/**
 * Market data: reference data (exchanges, data types, intervals), markets, candles, tickers and feed
 * status. Numbers that can be unknown (an indicator still warming up, a source without dollar volume)
 * are `null` on the wire, never NaN.
 */

export const intervalCodeSchema = z.enum(INTERVAL_CODES, { message: 'invalidValue' });
export type { IntervalCode };

export const exchangeIdParam = z.coerce
  .number({ message: 'invalidValue' })
  .int('invalidValue')
  .min(1, 'invalidValue');
export const dataTypeParam = z.coerce
  .number({ message: 'invalidValue' })
  .int('invalidValue')
  .min(DATA_TYPE.spot, 'invalidValue')
  .max(DATA_TYPE.future, 'invalidValue');
/** Market names as exchanges print them without separator: BTCUSDT, 1000PEPEUSDT. */
export const symbolParam = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9]{2,30}$/, 'invalidValue');

export const marketParamsSchema = z.object({
  exchangeId: exchangeIdParam,
  dataType: dataTypeParam,
  symbol: symbolParam,
});
export type MarketParams = z.infer<typeof marketParamsSchema>;

export const candlesQuerySchema = z.object({
  interval: intervalCodeSchema.default('1h'),
  /** Open time (ms, inclusive) of the first candle wanted. */
  from: z.coerce.number({ message: 'invalidValue' }).int('invalidValue').min(0, 'invalidValue').optional(),
  /** Open time (ms, inclusive) of the last candle wanted. */
  to: z.coerce.number({ message: 'invalidValue' }).int('invalidValue').min(0, 'invalidValue').optional(),
  limit: z.coerce
    .number({ message: 'invalidValue' })
    .int('invalidValue')
    .min(1, 'invalidValue')
    .max(MAX_CANDLES_PER_CALL, 'invalidValue')
    .default(DEFAULT_CANDLE_LIMIT),
});
export type CandlesQuery = z.input<typeof candlesQuerySchema>;

export const candleSchema = z.object({
  /** open time, ms since the epoch (UTC) */
  time: z.number(),
  open: z.number(),
  high: z.number(),
  low: z.number(),
  close: z.number(),
  /** base-asset volume */
  volume: z.number(),
  /** dollar (quote) volume; null when the source did not provide it */
  quoteVolume: z.number().nullable(),
  color: z.union([z.literal(CANDLE_COLOR.green), z.literal(CANDLE_COLOR.red)]),
});
export type CandleDto = z.infer<typeof candleSchema>;

export const candlesAnswerSchema = z.object({
  exchangeId: z.number(),
  dataType: z.number(),
  symbol: z.string(),
  interval: intervalCodeSchema,
  candles: z.array(candleSchema),
  /** the candle still forming (shown live, never evaluated); null when none is known */
  live: candleSchema.nullable(),
  /** the stored interval these candles were built from (the week from daily candles); null when stored */
  builtFrom: intervalCodeSchema.nullable(),
});
export type CandlesAnswer = z.infer<typeof candlesAnswerSchema>;
export const candlesResponseSchema = dataOf(candlesAnswerSchema);

export const marketSortSchema = z.enum(MARKET_SORTS, { message: 'invalidValue' });

export const marketsQuerySchema = z.object({
  exchange: exchangeIdParam.optional(),
  dataType: dataTypeParam.optional(),
  search: text({ max: MARKET_SEARCH_MAX }).optional(),
  sort: marketSortSchema.default('volume'),
  order: z.enum(SORT_ORDERS, { message: 'invalidValue' }).default('desc'),
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(MAX_MARKETS_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
});
export type MarketsQuery = z.input<typeof marketsQuerySchema>;

export const tickerSchema = z.object({
  exchangeId: z.number(),
  dataType: z.number(),
  symbol: z.string(),
  price: z.number().nullable(),
  open: z.number().nullable(),
  high: z.number().nullable(),
  low: z.number().nullable(),
  /** 24 h change in percent */
  changePercent: z.number().nullable(),
  volume: z.number().nullable(),
  quoteVolume: z.number().nullable(),
  /** ms; the time the figures refer to (exchange time, or the last bundled candle offline) */
  time: z.number().nullable(),
  /** 'exchange' when fetched from the exchange, 'candles' when derived from stored candles */
  source: z.enum(['exchange', 'candles']),
});
export type TickerDto = z.infer<typeof tickerSchema>;

export const marketSummarySchema = z.object({
  exchangeId: z.number(),
  exchange: z.string(),
  dataType: z.number(),
  symbol: z.string(),
  base: z.string(),
  quote: z.string(),
  /** rank by 24 h quote volume in its exchange and data type; null outside the universe */
  rank: z.number().nullable(),
  pinned: z.boolean(),
  active: z.boolean(),
  /** intervals that have stored candles */
  intervals: z.array(intervalCodeSchema),
  ticker: tickerSchema.nullable(),
});
export type MarketSummary = z.infer<typeof marketSummarySchema>;

export const marketsResponseSchema = pageOf(marketSummarySchema);
export type MarketsPage = z.infer<typeof marketsResponseSchema>;

export const detailQuerySchema = z.object({ interval: intervalCodeSchema.default('1h') });

export const longShortSchema = z.object({
  period: intervalCodeSchema,
  time: z.number(),
  positionRatio: z.number().nullable(),
  accountRatio: z.number().nullable(),
});

export const marketDetailSchema = z.object({
  market: marketSummarySchema,
  interval: intervalCodeSchema,
  /** latest closed candle */
  candle: candleSchema.nullable(),
  live: candleSchema.nullable(),
  /** every catalogue column's latest value (closed candles only), by catalogue name */
  indicators: z.record(z.string(), z.number().nullable()),
  /** top-trader long/short ratios aligned to the latest candle (futures only) */
  longShort: longShortSchema.nullable(),
});
export type MarketDetail = z.infer<typeof marketDetailSchema>;
export const marketDetailResponseSchema = dataOf(marketDetailSchema);

export const tickersQuerySchema = z.object({
  exchange: exchangeIdParam.optional(),
  dataType: dataTypeParam.optional(),
});
export const tickersResponseSchema = dataOf(z.array(tickerSchema));

export const overviewItemSchema = tickerSchema.extend({
  base: z.string(),
  /** closes of the last 24 one-hour candles, oldest first (for a sparkline) */
  sparkline: z.array(z.number()),
});
export type OverviewItem = z.infer<typeof overviewItemSchema>;
export const overviewResponseSchema = dataOf(z.array(overviewItemSchema));

export const topVolumeItemSchema = z.object({
  exchangeId: z.number(),
  dataType: z.number(),
  symbol: z.string(),
  price: z.number().nullable(),
  changePercent: z.number().nullable(),
  /** 24 h quote volume in millions of dollars */
  quoteVolumeMillions: z.number(),
});
export type TopVolumeItem = z.infer<typeof topVolumeItemSchema>;
export const topVolumeResponseSchema = dataOf(z.array(topVolumeItemSchema));

export const referenceResponseSchema = dataOf(
  z.object({
    exchanges: z.array(z.object({ id: z.number(), code: z.string(), name: z.string() })),
    dataTypes: z.array(
      z.object({ id: z.number(), code: z.string(), name: z.string(), selectable: z.boolean() }),
    ),
    intervals: z.array(
      z.object({
        id: z.string(),
        name: z.string(),
        code: intervalCodeSchema,
        index: z.number(),
        durationMs: z.number(),
      }),
    ),
    quoteCurrency: z.string(),
  }),
);
export type MarketReference = z.infer<typeof referenceResponseSchema>['data'];

export const feedStateSchema = z.enum(['connected', 'lagging', 'offline']);
export const feedStatusSchema = z.object({
  exchangeId: z.number(),
  dataType: z.number(),
  state: feedStateSchema,
  /** where candles come from: the exchange, the bundled replay, or only the seeded history */
  source: z.enum(['live', 'replay', 'seed']),
  lastCandleTime: z.number().nullable(),
  lastMessageAt: z.number().nullable(),
  detail: z.string().nullable(),
  /**
   * The moment a replay has reached (ms): the close of the newest candle it replayed, the same clock
   * for every replayed feed. Null unless the feed replays.
   */
  replayTime: z.number().nullable(),
});
export type FeedStatus = z.infer<typeof feedStatusSchema>;
export const feedStatusResponseSchema = dataOf(z.array(feedStatusSchema));

/**
 * GET /market-feeds: every feed's state and source, public, from the same status the operators' feed
 * screen reads, so a chart's "Live" and that screen never disagree.
 */
export const feedStateOfSchema = feedStatusSchema
  .pick({
    exchangeId: true,
    dataType: true,
    state: true,
    source: true,
    replayTime: true,
  })
  .extend({
    /**
     * The intervals this feed holds history of, shortest first: stored candles, or built from a stored
     * interval as the chart builds them (the week from daily candles, `builtFrom` '1d'). An interval the
     * installation tracks but that is missing here has no candles yet: pickers, previews, matches and
     * statistics say so instead of answering with an empty result.
     */
    history: z.array(
      z.object({
        interval: intervalCodeSchema,
        /** markets with candles of it */
        markets: z.number().int(),
        builtFrom: intervalCodeSchema.nullable(),
      }),
    ),
  });
export type FeedStateOf = z.infer<typeof feedStateOfSchema>;
export const feedStatesResponseSchema = dataOf(z.array(feedStateOfSchema));

/** PUT /market-pins/{exchangeId}/{dataType}/{symbol}: operators pin a market into the universe. */
export const pinBodySchema = z.object({ pinned: z.boolean() });
