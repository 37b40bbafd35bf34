import type { IntervalCode } from '@bitdata/contracts';
import type { Candle, IndicatorValues } from '@bitdata/core';

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

/** A candle of a series, as the store and the feed pass it around (quoteVolume NaN when unknown). */
export interface SeriesCandle extends SeriesId {
  candle: Candle;
}

/** What a screening hook receives for every closed candle, after the indicator update. */
export interface ClosedCandleEvent {
  series: SeriesId;
  candle: Candle;
  /** latest value of every catalogue column, including this candle (a shared object: copy to keep) */
  indicators: IndicatorValues;
  /** whether the candle arrived live or through the bundled replay; backfilled candles are 'backfill' */
  origin: 'live' | 'replay' | 'backfill';
}

/** A function other modules (the screener) register to see closed candles; errors are logged, never thrown. */
export type ScreeningHook = (event: ClosedCandleEvent) => void | Promise<void>;

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

export const sameSeries = (a: SeriesId, b: SeriesId) =>
  a.exchangeId === b.exchangeId &&
  a.dataType === b.dataType &&
  a.symbol === b.symbol &&
  a.interval === b.interval;
