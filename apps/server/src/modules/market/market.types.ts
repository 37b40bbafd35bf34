import type { IntervalCode } from '@bitdata/contracts';
import type { Candle } from '@bitdata/core';
import type { IndicatorSnapshot } from './store/indicator-snapshot';

/** One market of one exchange and data type: the unit of the universe. */
export interface MarketId {
  exchangeId: number;
  dataType: number;
  /** exchange-style name without separator: BTCUSDT */
  symbol: string;
}

/** One market on one interval: the unit of the candle store and of the indicator state. */
export interface SeriesId extends MarketId {
  interval: IntervalCode;
}

/**
 * How a closed candle arrived: from the exchange's stream as it closed (`live`), fetched by REST to fill
 * a hole after a disconnect or a restart (`backfill`: possibly stale, evaluate it but do not notify), or
 * from the bundled history replayed as if live (`replay`).
 */
export type CandleOrigin = 'live' | 'backfill' | 'replay';

/** A candle in SQL, optionally with the origin of the closed-candle event it was (null: history). */
export interface SeriesCandle extends SeriesId {
  candle: Candle;
  origin?: CandleOrigin;
}

/**
 * `market.candleClosed`: one closed candle of a series, after it is stored in SQL, with the indicator
 * values of the streaming engine including it. Delivered to each consumer in time order per series.
 */
export interface CandleClosedEvent {
  series: SeriesId;
  candle: Candle;
  /** every catalogue column at this candle (one snapshot shared by every consumer) */
  indicators: IndicatorSnapshot;
  origin: CandleOrigin;
}

export interface MarketRow extends MarketId {
  base: string;
  quote: string;
  exchangeSymbol: string;
  active: boolean;
  pinned: boolean;
  rank: number | null;
}

export interface TickerRow extends MarketId {
  price: number | null;
  open: number | null;
  high: number | null;
  low: number | null;
  changePercent: number | null;
  volume: number | null;
  quoteVolume: number | null;
  time: number | null;
  source: 'exchange' | 'candles';
}

export interface LongShortRow extends MarketId {
  period: IntervalCode;
  time: number;
  positionRatio: number | null;
  accountRatio: number | null;
}
