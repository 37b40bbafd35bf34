import type { IndicatorValues } from './columns.js';
import {
  BB_M2,
  BB_MEAN,
  BB_SUM,
  EMA,
  EPS,
  HM,
  MACD_FAST,
  MACD_FASTSUM,
  MACD_SIG,
  MACD_SIGCOUNT,
  MACD_SLOW,
  MACD_SLOWSUM,
  R_CLOSE,
  R_RSI,
  RESYNC,
  RMM,
  RSI_GAIN,
  RSI_LOSS,
  RSIMA_COUNT,
  RSIMA_SUM,
  SMA9,
  SMA20,
  SMA52,
} from './state-layout.js';

// Streaming steps of the averages of the close (RSI, MACD, SMAs, EMAs, Bollinger). Each takes the flat
// state d (engine/state-layout.ts), the candle number i (candles before this one) and primitives, and
// writes its columns into v; the close is already in the ring at slot i & HM.

/**
 * Simple moving average over the last n values of a ring with TA-Lib's running sum: add the new value,
 * emit sum / n, then subtract the value that leaves the window next (smaBatch's order of operations).
 */
export function smaOf(
  d: number[],
  sumAt: number,
  ring: number,
  mask: number,
  n: number,
  i: number,
  x: number,
): number {
  // i: number of values before x; x is already in the ring at slot i & mask
  const sum = d[sumAt] + x;
  if (i + 1 < n) {
    d[sumAt] = sum;
    return Number.NaN;
  }
  const v = sum / n;
  d[sumAt] = sum - d[ring + ((i + 1 - n) & mask)];
  return v;
}

/**
 * One step of an EMA as TA-Lib: seeded with the simple average of the first n values, then
 * (x - prev) * 2 / (n + 1) + prev; NaN before the n-th value. `cnt` = values seen including x.
 */
export function emaOf(d: number[], at: number, n: number, cnt: number, x: number): number {
  if (cnt < n) {
    d[at] += x;
    return Number.NaN;
  }
  if (cnt === n) {
    const v = (d[at] + x) / n;
    d[at] = v;
    return v;
  }
  const prev = d[at];
  const v = (x - prev) * (2 / (n + 1)) + prev;
  d[at] = v;
  return v;
}

function rsiRatio(gain: number, loss: number): number {
  const t = gain + loss;
  return t > -EPS && t < EPS ? 0 : 100 * (gain / t);
}

/**
 * Wilder RSI 14 as TA-Lib: the first value, at candle 14, averages the first 14 gains and losses;
 * afterwards avg = (avg * 13 + change) / 14; gain + loss ~ 0 gives 0. Then an SMA 14 of the RSI values.
 * pc: previous close (meaningless at i = 0).
 */
export function rsiStep(d: number[], i: number, x: number, pc: number, v: IndicatorValues): void {
  let rsi = Number.NaN;
  if (i > 0) {
    const n = 14;
    const dd = x - pc;
    let gain = d[RSI_GAIN];
    let loss = d[RSI_LOSS];
    if (i <= n) {
      if (dd < 0) loss -= dd;
      else gain += dd;
      if (i === n) {
        loss /= n;
        gain /= n;
        rsi = rsiRatio(gain, loss);
      }
    } else {
      loss *= n - 1;
      gain *= n - 1;
      if (dd < 0) loss -= dd;
      else gain += dd;
      loss /= n;
      gain /= n;
      rsi = rsiRatio(gain, loss);
    }
    d[RSI_GAIN] = gain;
    d[RSI_LOSS] = loss;
  }
  v.rsi = rsi;
  if (!Number.isNaN(rsi)) {
    const k = d[RSIMA_COUNT];
    d[RSIMA_COUNT] = k + 1;
    d[R_RSI + (k & RMM)] = rsi;
    v.rsiMa = smaOf(d, RSIMA_SUM, R_RSI, RMM, 14, k, rsi);
  } else v.rsiMa = Number.NaN;
}

/**
 * MACD 12/26/9 seeded as TA-Lib: both EMAs start at candle 25, the slow one on the mean of closes 0..25,
 * the fast one on the mean of closes 14..25; the signal is an EMA 9 of the line seeded by the mean of
 * its first 9 values, so signal and histogram start at candle 33.
 */
export function macdStep(d: number[], i: number, x: number, v: IndicatorValues): void {
  if (i <= 25) {
    d[MACD_SLOWSUM] += x;
    if (i >= 14) d[MACD_FASTSUM] += x;
    if (i === 25) {
      d[MACD_FAST] = d[MACD_FASTSUM] / 12;
      d[MACD_SLOW] = d[MACD_SLOWSUM] / 26;
    }
  } else {
    const f = d[MACD_FAST];
    const s = d[MACD_SLOW];
    d[MACD_FAST] = (x - f) * (2 / (12 + 1)) + f;
    d[MACD_SLOW] = (x - s) * (2 / (26 + 1)) + s;
  }
  if (i >= 25) {
    const line = d[MACD_FAST] - d[MACD_SLOW];
    const cnt = d[MACD_SIGCOUNT] + 1;
    d[MACD_SIGCOUNT] = cnt;
    const sig = emaOf(d, MACD_SIG, 9, cnt, line);
    v.macd = line;
    v.macdSignal = sig;
    v.macdHistogram = line - sig;
  } else v.macd = v.macdSignal = v.macdHistogram = Number.NaN;
}

/** SMAs 9/20/52 and EMAs 9/12/20/26/52/100/200 of the close. */
export function movingAveragesStep(d: number[], i: number, x: number, v: IndicatorValues): void {
  v.sma9 = smaOf(d, SMA9, R_CLOSE, HM, 9, i, x);
  v.sma20 = smaOf(d, SMA20, R_CLOSE, HM, 20, i, x);
  v.sma52 = smaOf(d, SMA52, R_CLOSE, HM, 52, i, x);
  const cnt = i + 1;
  v.ema9 = emaOf(d, EMA, 9, cnt, x);
  v.ema12 = emaOf(d, EMA + 1, 12, cnt, x);
  v.ema20 = emaOf(d, EMA + 2, 20, cnt, x);
  v.ema26 = emaOf(d, EMA + 3, 26, cnt, x);
  v.ema52 = emaOf(d, EMA + 4, 52, cnt, x);
  v.ema100 = emaOf(d, EMA + 5, 100, cnt, x);
  v.ema200 = emaOf(d, EMA + 6, 200, cnt, x);
}

// chronological copy of the Bollinger window for the exact recomputation
const bbWindow = new Float64Array(20);

/**
 * Bollinger 20/2 with the population deviation around the SMA 20. The sum of squared deviations M2 is
 * slid in O(1) and recomputed exactly from the window at the first full window and every RESYNC values,
 * so rounding cannot accumulate in a state that lives for years.
 */
export function bollingerStep(d: number[], i: number, x: number, v: IndicatorValues): void {
  const n = 20;
  const cnt = i + 1;
  const sum = d[BB_SUM] + x;
  if (cnt < n) {
    d[BB_SUM] = sum;
    v.bbUpper = v.bbMiddle = v.bbLower = v.bbWidth = v.bbPercent = Number.NaN;
    return;
  }
  const newMean = sum / n;
  const c = cnt - n + 1;
  let m2: number;
  if (c === 1 || (c & (RESYNC - 1)) === 0) {
    for (let j = 0; j < n; j++) bbWindow[j] = d[R_CLOSE + ((i - n + 1 + j) & HM)];
    m2 = 0;
    for (let j = 0; j < n; j++) {
      const dv = bbWindow[j] - newMean;
      m2 += dv * dv;
    }
  } else {
    const old = d[R_CLOSE + ((i - n) & HM)];
    m2 = d[BB_M2] + (x - old) * (x - newMean + old - d[BB_MEAN]);
  }
  d[BB_M2] = m2;
  d[BB_MEAN] = newMean;
  const dev = m2 > 0 ? Math.sqrt(m2 / n) * 2 : 0;
  const upper = newMean + dev;
  const lower = newMean - dev;
  v.bbUpper = upper;
  v.bbMiddle = newMean;
  v.bbLower = lower;
  v.bbWidth = (upper - lower) / newMean;
  v.bbPercent = upper > lower ? (x - lower) / (upper - lower) : 0.5;
  d[BB_SUM] = sum - d[R_CLOSE + ((i - n + 1) & HM)];
}
