import type { Candle, CandleColumns } from '../types.js';

/**
 * Builds candle columns from rows `[time, open, high, low, close, volume, quoteVolume?]`
 * (the order of a Binance kline without its trailing fields). A missing quote volume becomes NaN.
 */
export function columnsFromRows(rows: ArrayLike<ArrayLike<number>>): CandleColumns {
  const n = rows.length;
  const c = emptyColumns(n);
  for (let i = 0; i < n; i++) {
    const r = rows[i];
    c.time[i] = r[0];
    c.open[i] = r[1];
    c.high[i] = r[2];
    c.low[i] = r[3];
    c.close[i] = r[4];
    c.volume[i] = r[5];
    c.quoteVolume[i] = r.length > 6 && r[6] !== undefined ? r[6] : Number.NaN;
  }
  return c;
}

/** Zero-filled columns of length n (quote volume NaN, i.e. unknown). */
export function emptyColumns(n: number): CandleColumns {
  return {
    time: new Float64Array(n),
    open: new Float64Array(n),
    high: new Float64Array(n),
    low: new Float64Array(n),
    close: new Float64Array(n),
    volume: new Float64Array(n),
    quoteVolume: new Float64Array(n).fill(Number.NaN),
  };
}

/** The first `end` candles (or [start, end)) as views: no copy. */
export function sliceColumns(c: CandleColumns, start: number, end: number): CandleColumns {
  return {
    time: c.time.subarray(start, end),
    open: c.open.subarray(start, end),
    high: c.high.subarray(start, end),
    low: c.low.subarray(start, end),
    close: c.close.subarray(start, end),
    volume: c.volume.subarray(start, end),
    quoteVolume: c.quoteVolume.subarray(start, end),
  };
}

/** Candle i as an object, for the streaming form and for tests. */
export function candleAt(c: CandleColumns, i: number): Candle {
  return {
    time: c.time[i],
    open: c.open[i],
    high: c.high[i],
    low: c.low[i],
    close: c.close[i],
    volume: c.volume[i],
    quoteVolume: c.quoteVolume[i],
  };
}
