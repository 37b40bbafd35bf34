import type { IntervalCode } from '../intervals.js';

/**
 * The statistics simulator's vocabulary. The literal values are the wire's (contracts'
 * constants/statistics.ts mirrors them); docs/statistics.md states every rule.
 */

export type Side = 'long' | 'short';
/** How a candle reaching both levels is decided. */
export type SameCandleRule = 'stopLossFirst' | 'takeProfitFirst' | 'lowerInterval';
export type TradeOutcome = 'win' | 'lost' | 'open';
/** How an ambiguous trade was decided (null when it was not ambiguous). */
export type Resolution = 'stopLossFirst' | 'takeProfitFirst' | 'lowerInterval' | 'fallbackStopLoss';

/** Open, high and low prices with open times ascending, one interval (CandleColumns fits). */
export interface PriceColumns {
  time: ArrayLike<number>;
  open: ArrayLike<number>;
  high: ArrayLike<number>;
  low: ArrayLike<number>;
}

/** Candles of a lower interval, for the lowerInterval rule. */
export interface LowerCandles {
  interval: IntervalCode;
  /** candle length in ms */
  durationMs: number;
  candles: PriceColumns;
}

export interface SimulationOptions {
  side: Side;
  /** take-profit and stop-loss distances in percent of the entry price (3 means 3 %) */
  takeProfit: number;
  stoploss: number;
  sameCandle: SameCandleRule;
  /** length of the simulated interval's candles in ms (for lowerInterval) */
  durationMs: number;
  /** lower intervals, nearest first (3m last); only read by lowerInterval */
  lowers?: readonly LowerCandles[];
  /** first candle index that may signal (the period's start); earlier candles only warm indicators up */
  signalFrom?: number;
}

export interface Trade {
  /** index of the signal candle; the entry candle is signalIndex + 1 */
  signalIndex: number;
  exitIndex: number;
  signalTime: number;
  entryTime: number;
  entryPrice: number;
  takeProfitPrice: number;
  stoplossPrice: number;
  result: TradeOutcome;
  /**
   * the price the trade closed at: the level reached, or the deciding candle's open when that candle
   * opened beyond the level (a gap); null while open
   */
  exitPrice: number | null;
  /**
   * percent of the entry price the position made before fees: +take-profit or -stop-loss exactly when
   * closed at a level, else from the exit price (long: exit / entry - 1, short: 1 - exit / entry); null
   * while open
   */
  returnPercent: number | null;
  /** open time of the deciding candle (open trades: of the last candle) */
  resultTime: number;
  /** candles from the entry candle to the deciding one, both included */
  length: number;
  /** lowest low and highest high over those candles, percent from the entry price */
  lowestPercent: number;
  highestPercent: number;
  ambiguous: boolean;
  resolvedBy: Resolution | null;
  resolvedInterval: IntervalCode | null;
}
