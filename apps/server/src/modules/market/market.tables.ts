import type { Generated } from 'kysely';

/**
 * Market data (module market). Prices and volumes are floats: exchange market data, never money. Same conventions as
 * platform/db/schema.ts; each table joins `Database` below, so queries anywhere are typed by it.
 */
declare module '../../platform/db/schema' {
  interface Database {
    market_exchanges: MarketExchangesTable;
    market_data_types: MarketDataTypesTable;
    market_intervals: MarketIntervalsTable;
    markets: MarketsTable;
    market_candles: MarketCandlesTable;
    market_candle_blocks: MarketCandleBlocksTable;
    market_series: MarketSeriesTable;
    market_tickers: MarketTickersTable;
    market_long_short: MarketLongShortTable;
    market_feed_status: MarketFeedStatusTable;
    market_consumers: MarketConsumersTable;
    market_watermarks: MarketWatermarksTable;
    market_leases: MarketLeasesTable;
  }
}

export interface MarketExchangesTable {
  id: number;
  code: string;
  name: string;
}

export interface MarketDataTypesTable {
  id: number;
  code: string;
  name: string;
  selectable: number;
}

export interface MarketIntervalsTable {
  id: string;
  name: string;
  code: string;
  idx: number;
  duration_ms: number;
}

export interface MarketsTable {
  exchange_id: number;
  data_type: number;
  symbol: string;
  base: string;
  quote: string;
  exchange_symbol: string;
  active: number;
  pinned: number;
  rank: number | null;
  updated_at: number;
}

export interface MarketCandlesTable {
  series_id: number;
  open_time: number;
  open: number;
  high: number;
  low: number;
  close: number;
  volume: number;
  quote_volume: number | null;
  color: number;
  /** CANDLE_ORIGIN code of the closed-candle event; null for history that was never an event */
  origin: number | null;
}

/** A block of a series' closed candles as packed columns (candle-blocks.ts): a cache of market_candles. */
export interface MarketCandleBlocksTable {
  series_id: number;
  block: number;
  data: Buffer;
}

export interface MarketSeriesTable {
  id: Generated<number>;
  exchange_id: number;
  data_type: number;
  symbol: string;
  interval_code: string;
  first_time: number;
  last_time: number;
}

export interface MarketTickersTable {
  exchange_id: number;
  data_type: number;
  symbol: string;
  price: number | null;
  open: number | null;
  high: number | null;
  low: number | null;
  change_percent: number | null;
  volume: number | null;
  quote_volume: number | null;
  time: number | null;
  source: string;
  updated_at: number;
}

export interface MarketLongShortTable {
  exchange_id: number;
  data_type: number;
  symbol: string;
  period: string;
  time: number;
  position_ratio: number | null;
  account_ratio: number | null;
}

export interface MarketFeedStatusTable {
  exchange_id: number;
  data_type: number;
  state: string;
  source: string;
  last_candle_time: number | null;
  last_message_at: number | null;
  detail: string | null;
  replay_time: number | null;
  updated_at: number;
}

export interface MarketConsumersTable {
  name: string;
  created_at: number;
}

export interface MarketWatermarksTable {
  consumer: string;
  series_id: number;
  /** open time of the newest candle of the series the consumer has handled */
  screened_up_to: number;
  updated_at: number;
}

export interface MarketLeasesTable {
  key: string;
  owner: string;
  expires_at: number;
}
