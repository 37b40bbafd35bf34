import { candleColor as coreCandleColor, GREEN, RED } from '@bitdata/core/indicators/candle-stats';
import type { IntervalCode as CoreIntervalCode } from '@bitdata/core/intervals';

/**
 * Market master data. Ids are fixed: filters, notifications and URLs store them,
 * and the server seeds them into its reference tables.
 */

/** Candle intervals, shortest first (the codes of packages/core intervals). */
export const INTERVAL_CODES = [
  '3m',
  '5m',
  '15m',
  '1h',
  '4h',
  '1d',
  '1w',
] as const satisfies readonly CoreIntervalCode[];
export type IntervalCode = (typeof INTERVAL_CODES)[number];
export const isIntervalCode = (v: unknown): v is IntervalCode =>
  typeof v === 'string' && (INTERVAL_CODES as readonly string[]).includes(v);

/** Exchanges: Binance 1, OKX 2. */
export const EXCHANGE = { binance: 1, okx: 2 } as const;
export const EXCHANGES = [
  { id: EXCHANGE.binance, code: 'binance', name: 'Binance' },
  { id: EXCHANGE.okx, code: 'okx', name: 'OKX' },
] as const;

/** Data types: Spot 1, Margin 2, Future 3 (USD-M perpetuals, OKX swaps). */
export const DATA_TYPE = { spot: 1, margin: 2, future: 3 } as const;
export type DataTypeId = (typeof DATA_TYPE)[keyof typeof DATA_TYPE];
export type DataTypeCode = keyof typeof DATA_TYPE;
/** Margin exists in the spec's master data but no feed offers it: it is not selectable. */
export const DATA_TYPES = [
  { id: DATA_TYPE.spot, code: 'spot', name: 'Spot', selectable: true },
  { id: DATA_TYPE.margin, code: 'margin', name: 'Margin', selectable: false },
  { id: DATA_TYPE.future, code: 'future', name: 'Future', selectable: true },
] as const;

export const exchangeName = (id: number): string => EXCHANGES.find((e) => e.id === id)?.name ?? `#${id}`;
/** The code of a data type id; unknown ids read as spot, the default market kind. */
export const dataTypeCode = (id: number): DataTypeCode => DATA_TYPES.find((d) => d.id === id)?.code ?? 'spot';

/**
 * The feeds the product tracks, one per exchange and selectable data type. The key names the feed in
 * MARKET_EXCHANGES and the market in web URLs (/core/detail/binance-future/BTCUSDT).
 */
export const MARKET_FEEDS = [
  { key: 'binance-spot', exchangeId: EXCHANGE.binance, dataType: DATA_TYPE.spot },
  { key: 'binance-future', exchangeId: EXCHANGE.binance, dataType: DATA_TYPE.future },
  { key: 'okx-spot', exchangeId: EXCHANGE.okx, dataType: DATA_TYPE.spot },
  { key: 'okx-future', exchangeId: EXCHANGE.okx, dataType: DATA_TYPE.future },
] as const;
export type MarketFeedKey = (typeof MARKET_FEEDS)[number]['key'];

/** Every market is quoted in this currency. */
export const QUOTE_CURRENCY = 'USDT';

/** Candle colour of the spec: GREEN = 1 (close >= open), RED = 2; the rule itself lives in core. */
export const CANDLE_COLOR = { green: GREEN, red: RED } as const;
export type CandleColor = (typeof CANDLE_COLOR)[keyof typeof CANDLE_COLOR];
export const candleColor = (open: number, close: number) => coreCandleColor(open, close) as CandleColor;

/** Candles per call of the candles API: at most, and when the caller does not say. */
export const MAX_CANDLES_PER_CALL = 1500;
export const DEFAULT_CANDLE_LIMIT = 500;
/** The longest page of the market list (the operators' screen reads large pages). */
export const MAX_MARKETS_PAGE_SIZE = 500;
/** Longest text of the market search. */
export const MARKET_SEARCH_MAX = 30;

export const MARKET_SORTS = ['volume', 'change', 'symbol'] as const;
export type MarketSort = (typeof MARKET_SORTS)[number];
export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

/** Realtime channel of one market's candles (subscribe through the websocket hub). */
export const marketChannel = (exchangeId: number, dataType: number, symbol: string, interval: IntervalCode) =>
  `market:${exchangeId}:${dataType}:${symbol}:${interval}`;

/** Event types on a market channel: a closed candle, or an update of the forming one. */
export const MARKET_EVENTS = { closed: 'candle.closed', update: 'candle.update' } as const;
