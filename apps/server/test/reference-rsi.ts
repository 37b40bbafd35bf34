/**
 * Wilder's RSI written from its definition, apart from the engine, for tests that check what the API
 * answers against an independent computation over the candles API. Seeded as TA-Lib seeds it: the first
 * value, at index `n`, averages the first `n` changes; NaN before.
 */
export function referenceRsi(close: readonly number[], n = 14): number[] {
  const out = close.map(() => Number.NaN);
  if (close.length <= n) return out;
  let up = 0;
  let down = 0;
  for (let i = 1; i <= n; i++) {
    const d = close[i] - close[i - 1];
    if (d > 0) up += d;
    else down -= d;
  }
  up /= n;
  down /= n;
  const value = () => (Math.abs(up + down) < 1e-8 ? 0 : (100 * up) / (up + down));
  out[n] = value();
  for (let i = n + 1; i < close.length; i++) {
    const d = close[i] - close[i - 1];
    up = (up * (n - 1) + Math.max(d, 0)) / n;
    down = (down * (n - 1) + Math.max(-d, 0)) / n;
    out[i] = value();
  }
  return out;
}
