/**
 * Exponential moving average as TA-Lib computes it: k = 2 / (n + 1), seeded with the simple average of
 * the first n values (Tulip and trading-signals seed with the first price and differ for ~1,650 candles on
 * EMA 200). First value at index from + n - 1.
 */
export function emaBatch(src: Float64Array, n: number, out: Float64Array, from = 0): Float64Array {
  const len = src.length;
  const first = from + n - 1;
  out.fill(Number.NaN, 0, Math.min(first, len));
  if (first >= len) return out;
  const k = 2 / (n + 1);
  let sum = 0;
  for (let i = from; i <= first; i++) sum += src[i];
  let prev = sum / n;
  out[first] = prev;
  for (let i = first + 1; i < len; i++) {
    prev = (src[i] - prev) * k + prev;
    out[i] = prev;
  }
  return out;
}
