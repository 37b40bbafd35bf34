import { DATA_TYPE, EXCHANGE } from '@bitdata/contracts';

/**
 * The exchanges and data types the feed can track. Adding another ccxt exchange is a new entry here:
 * the generic adapter uses ccxt's unified methods (loadMarkets, fetchTickers, fetchOHLCV); without a
 * stream dialect the feed polls closed candles over REST instead of a websocket.
 */
export type StreamDialect = 'binance' | 'okx';

export interface ExchangeSpec {
  /** our key, used in MARKET_EXCHANGES: binance-spot, binance-future, okx-spot, okx-future */
  key: string;
  exchangeId: number;
  dataType: number;
  /** ccxt class id */
  ccxtId: string;
  /** ccxt constructor options (market type, which market lists loadMarkets fetches) */
  options: Record<string, unknown>;
  /** which ccxt markets belong to this data type */
  marketType: 'spot' | 'swap';
  /**
   * Position of the quote (dollar) volume in the exchange's raw kline row, which ccxt's unified OHLCV
   * drops: 7 on Binance (quote asset volume) and OKX (volCcyQuote). Absent: unknown (NaN).
   */
  rawQuoteVolumeIndex?: number;
  /** candles per REST page, within the exchange's limit */
  pageLimit: number;
  /** minimum spacing of REST calls in ms (on top of ccxt's own rate limiter) */
  minRequestGapMs: number;
  stream?: { dialect: StreamDialect; url: string };
  /** top-trader long/short ratios (Binance USD-M only) */
  longShort?: 'binance';
}

export const EXCHANGE_SPECS: readonly ExchangeSpec[] = [
  {
    key: 'binance-spot',
    exchangeId: EXCHANGE.binance,
    dataType: DATA_TYPE.spot,
    ccxtId: 'binance',
    options: { defaultType: 'spot', fetchMarkets: { types: ['spot'] }, fetchCurrencies: false },
    marketType: 'spot',
    rawQuoteVolumeIndex: 7,
    pageLimit: 1000,
    minRequestGapMs: 100,
    stream: { dialect: 'binance', url: 'wss://stream.binance.com:9443/stream' },
  },
  {
    key: 'binance-future',
    exchangeId: EXCHANGE.binance,
    dataType: DATA_TYPE.future,
    ccxtId: 'binanceusdm',
    options: { defaultType: 'swap', fetchMarkets: { types: ['linear'] }, fetchCurrencies: false },
    marketType: 'swap',
    rawQuoteVolumeIndex: 7,
    pageLimit: 1500,
    minRequestGapMs: 100,
    stream: { dialect: 'binance', url: 'wss://fstream.binance.com/stream' },
    longShort: 'binance',
  },
  {
    key: 'okx-spot',
    exchangeId: EXCHANGE.okx,
    dataType: DATA_TYPE.spot,
    ccxtId: 'okx',
    options: { defaultType: 'spot', fetchMarkets: { types: ['spot'] }, fetchCurrencies: false },
    marketType: 'spot',
    rawQuoteVolumeIndex: 7,
    pageLimit: 300,
    minRequestGapMs: 120,
    stream: { dialect: 'okx', url: 'wss://ws.okx.com:8443/ws/v5/business' },
  },
  {
    key: 'okx-future',
    exchangeId: EXCHANGE.okx,
    dataType: DATA_TYPE.future,
    ccxtId: 'okx',
    options: { defaultType: 'swap', fetchMarkets: { types: ['swap'] }, fetchCurrencies: false },
    marketType: 'swap',
    rawQuoteVolumeIndex: 7,
    pageLimit: 300,
    minRequestGapMs: 120,
    stream: { dialect: 'okx', url: 'wss://ws.okx.com:8443/ws/v5/business' },
  },
];

export function selectSpecs(keys: readonly string[]): ExchangeSpec[] {
  return EXCHANGE_SPECS.filter((s) => keys.includes(s.key));
}
