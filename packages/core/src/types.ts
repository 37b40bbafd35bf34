/**
 * Candles as columns: one Float64Array per field, all of the same length, sorted by `time` ascending.
 * The batch path reads these directly so that no object is created per candle.
 */
export interface CandleColumns {
  /** candle open time, ms since the Unix epoch (UTC) */
  time: Float64Array;
  open: Float64Array;
  high: Float64Array;
  low: Float64Array;
  close: Float64Array;
  /** traded volume in the base asset */
  volume: Float64Array;
  /** traded volume in the quote asset (dollar volume); NaN when the source does not provide it */
  quoteVolume: Float64Array;
}

/** One closed candle, the unit of the incremental (streaming) form. */
export interface Candle {
  time: number;
  open: number;
  high: number;
  low: number;
  close: number;
  volume: number;
  /** NaN (or omitted) when unknown: dollar volume then falls back to volume × close */
  quoteVolume?: number;
}
