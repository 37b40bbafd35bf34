/**
 * Simple moving average with TA-Lib's running sum: add the new value, emit sum / n, then remove the value
 * that leaves the window next. Same operation order in batch and streaming, so both forms agree bit for bit.
 * `from` is the first valid index of src (for averages of another indicator, e.g. RSI's average).
 */
export function smaBatch(src: Float64Array, n: number, out: Float64Array, from = 0): Float64Array {
  const len = src.length;
  const first = from + n - 1;
  out.fill(Number.NaN, 0, Math.min(first, len));
  let sum = 0;
  for (let i = from; i < first && i < len; i++) sum += src[i];
  for (let i = first; i < len; i++) {
    sum += src[i];
    out[i] = sum / n;
    sum -= src[i - n + 1];
  }
  return out;
}
