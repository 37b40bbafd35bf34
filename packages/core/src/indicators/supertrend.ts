/**
 * SuperTrend (ATR 10, factor 3) with TradingView's algorithm (ta.supertrend; trading-signals matches it):
 * bands around (high + low) / 2 that only tighten while the trend holds; the line flips when the close
 * crosses the active band. The first candle with an ATR starts in a down trend, as TradingView does.
 * Signal: 1 up (line below price), -1 down.
 * State lives in local variables (see dmiBatch for why).
 */
export function superTrendBatch(
  high: Float64Array,
  low: Float64Array,
  close: Float64Array,
  period: number,
  factor: number,
  out: { line: Float64Array; signal: Float64Array },
): void {
  const len = close.length;
  const { line, signal } = out;
  const first = Math.min(period - 1, len);
  line.fill(Number.NaN, 0, first);
  signal.fill(Number.NaN, 0, first);
  if (len < period) return;
  // TradingView's ATR: bar 0's true range is high - low, seed = mean of the first `period` ranges
  let atr = 0;
  for (let i = 0; i < period; i++) {
    let tr = high[i] - low[i];
    if (i > 0) {
      const a = Math.abs(high[i] - close[i - 1]);
      if (a > tr) tr = a;
      const b = Math.abs(low[i] - close[i - 1]);
      if (b > tr) tr = b;
    }
    if (i < period - 1) atr += tr;
    else atr = (atr + tr) / period;
  }
  let upper = 0;
  let lower = 0;
  let dir = -1;
  for (let i = period - 1; i < len; i++) {
    const h = high[i];
    const l = low[i];
    const x = close[i];
    if (i > period - 1) {
      const pc = close[i - 1];
      let tr = h - l;
      const a = Math.abs(h - pc);
      if (a > tr) tr = a;
      const b = Math.abs(l - pc);
      if (b > tr) tr = b;
      atr = (atr * (period - 1) + tr) / period;
    }
    const mid = (h + l) / 2;
    let up = mid + factor * atr;
    let lo = mid - factor * atr;
    if (i > period - 1) {
      const pc = close[i - 1];
      if (!(lo > lower || pc < lower)) lo = lower;
      if (!(up < upper || pc > upper)) up = upper;
      if (dir === -1) dir = x > up ? 1 : -1;
      else dir = x < lo ? -1 : 1;
    }
    upper = up;
    lower = lo;
    line[i] = dir === 1 ? lo : up;
    signal[i] = dir;
  }
}
