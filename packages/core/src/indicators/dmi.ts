/**
 * Directional movement (+DI, -DI, ADX) and ATR with Wilder's smoothing, reproducing TA-Lib's C code:
 * bar 0's range is ignored, the first n - 1 moves are summed and the first smoothing step happens at
 * index n (so DI starts at n and ADX, the average of n DX values, at 2n - 1). On a tie (up move equals
 * down move) neither +DM nor -DM counts; Tulip and trading-signals count both and stay off by up to 4.9.
 */
const EPS = 1e-8; // TA-Lib's TA_IS_ZERO

export interface DmiOutputs {
  plus: Float64Array;
  minus: Float64Array;
  adx: Float64Array;
}

/**
 * All state lives in local variables: object fields in a hot loop cost ~5x here. This is the reference
 * for the DMI columns of engine/state.ts, which must equal it bit for bit (engine/streaming.test.ts).
 */
export function dmiBatch(
  high: Float64Array,
  low: Float64Array,
  close: Float64Array,
  n: number,
  out: DmiOutputs,
): DmiOutputs {
  const len = close.length;
  const { plus: outPlus, minus: outMinus, adx: outAdx } = out;
  const diStart = Math.min(n, len);
  const adxStart = Math.min(2 * n - 1, len);
  outPlus.fill(Number.NaN, 0, diStart);
  outMinus.fill(Number.NaN, 0, diStart);
  outAdx.fill(Number.NaN, 0, adxStart);
  if (len === 0) return out;
  let prevHigh = high[0];
  let prevLow = low[0];
  let prevClose = close[0];
  let plusDm = 0;
  let minusDm = 0;
  let trSum = 0;
  let sumDx = 0;
  let adx = 0;
  for (let i = 1; i < len; i++) {
    const h = high[i];
    const l = low[i];
    const up = h - prevHigh;
    const down = prevLow - l;
    let tr = h - l;
    const a = Math.abs(h - prevClose);
    if (a > tr) tr = a;
    const b = Math.abs(l - prevClose);
    if (b > tr) tr = b;
    prevHigh = h;
    prevLow = l;
    prevClose = close[i];
    if (i < n) {
      if (down > 0 && up < down) minusDm += down;
      else if (up > 0 && up > down) plusDm += up;
      trSum += tr;
      continue;
    }
    minusDm -= minusDm / n;
    plusDm -= plusDm / n;
    if (down > 0 && up < down) minusDm += down;
    else if (up > 0 && up > down) plusDm += up;
    trSum = trSum - trSum / n + tr;
    let pdi = 0;
    let mdi = 0;
    let dx = Number.NaN;
    if (!(trSum > -EPS && trSum < EPS)) {
      mdi = 100 * (minusDm / trSum);
      pdi = 100 * (plusDm / trSum);
      const sum = mdi + pdi;
      if (!(sum > -EPS && sum < EPS)) dx = 100 * (Math.abs(mdi - pdi) / sum);
    }
    outPlus[i] = pdi;
    outMinus[i] = mdi;
    if (i < 2 * n - 1) {
      if (!Number.isNaN(dx)) sumDx += dx;
    } else if (i === 2 * n - 1) {
      if (!Number.isNaN(dx)) sumDx += dx;
      adx = sumDx / n;
      outAdx[i] = adx;
    } else {
      if (!Number.isNaN(dx)) adx = (adx * (n - 1) + dx) / n;
      outAdx[i] = adx;
    }
  }
  return out;
}

/**
 * Average true range with Wilder's smoothing: (atr * (n - 1) + tr) / n, seeded with the mean of the first
 * n true ranges. `firstBarRange` false is TA-Lib (bar 0 has no true range, first ATR at index n); true is
 * TradingView's ta.atr (bar 0's range is high - low, first ATR at index n - 1), used by SuperTrend.
 */
export interface AtrState {
  n: number;
  firstBarRange: boolean;
  count: number;
  prevClose: number;
  atr: number;
}

export function atrState(n: number, firstBarRange: boolean): AtrState {
  return { n, firstBarRange, count: 0, prevClose: 0, atr: 0 };
}

export function atrStep(s: AtrState, high: number, low: number, close: number): number {
  const i = s.count++;
  let tr: number;
  if (i === 0) {
    s.prevClose = close;
    if (!s.firstBarRange) return Number.NaN;
    tr = high - low;
  } else {
    tr = high - low;
    const a = Math.abs(high - s.prevClose);
    if (a > tr) tr = a;
    const b = Math.abs(low - s.prevClose);
    if (b > tr) tr = b;
    s.prevClose = close;
  }
  const k = s.firstBarRange ? i + 1 : i; // true ranges seen
  const n = s.n;
  if (k < n) {
    s.atr += tr;
    return Number.NaN;
  }
  if (k === n) {
    s.atr = (s.atr + tr) / n;
    return s.atr;
  }
  s.atr = (s.atr * (n - 1) + tr) / n;
  return s.atr;
}

export function atrBatch(
  high: Float64Array,
  low: Float64Array,
  close: Float64Array,
  n: number,
  out: Float64Array,
  firstBarRange = false,
): Float64Array {
  const s = atrState(n, firstBarRange);
  for (let i = 0; i < close.length; i++) out[i] = atrStep(s, high[i], low[i], close[i]);
  return out;
}
