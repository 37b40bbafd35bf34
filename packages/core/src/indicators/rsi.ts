/**
 * RSI with Wilder's smoothing exactly as TA-Lib (non-Metastock): the first value at index n averages the
 * first n gains and losses; afterwards avg = (avg * (n - 1) + x) / n. A flat market (gain + loss ~ 0)
 * gives 0, as in TA-Lib. Values lie in [0, 100].
 */
const EPS = 1e-8; // TA-Lib's TA_IS_ZERO

export function rsiBatch(close: Float64Array, n: number, out: Float64Array): Float64Array {
  const len = close.length;
  out.fill(Number.NaN, 0, Math.min(n, len));
  if (len <= n) return out;
  let gain = 0;
  let loss = 0;
  let prev = close[0];
  for (let i = 1; i <= n; i++) {
    const d = close[i] - prev;
    prev = close[i];
    if (d < 0) loss -= d;
    else gain += d;
  }
  loss /= n;
  gain /= n;
  out[n] = ratio(gain, loss);
  for (let i = n + 1; i < len; i++) {
    const d = close[i] - prev;
    prev = close[i];
    loss *= n - 1;
    gain *= n - 1;
    if (d < 0) loss -= d;
    else gain += d;
    loss /= n;
    gain /= n;
    out[i] = ratio(gain, loss);
  }
  return out;
}

function ratio(gain: number, loss: number): number {
  const t = gain + loss;
  return t > -EPS && t < EPS ? 0 : 100 * (gain / t);
}
