/**
 * Bollinger Bands (n, k) with the population standard deviation, as TA-Lib and every library.
 * The middle band is TA-Lib's running-sum SMA. The deviation is not TA-Lib's E[x²] - mean² (which cancels
 * catastrophically on large prices and drifts ~1.7e-7 over 1M candles) but a sliding sum of squared
 * deviations M2, updated in O(1) and recomputed exactly from the window every RESYNC values so errors
 * cannot accumulate in a state that lives for years. It agrees with TA-Lib to ~1e-12 relative.
 */
const RESYNC = 4096;

export interface BollingerOutputs {
  upper: Float64Array;
  middle: Float64Array;
  lower: Float64Array;
  /** (upper - lower) / middle */
  width: Float64Array;
  /** %B = (close - lower) / (upper - lower); 0.5 when the bands collapse */
  percent: Float64Array;
}

export function bollingerBatch(
  close: Float64Array,
  n: number,
  k: number,
  out: BollingerOutputs,
): BollingerOutputs {
  const len = close.length;
  const first = n - 1;
  for (const a of [out.upper, out.middle, out.lower, out.width, out.percent])
    a.fill(Number.NaN, 0, Math.min(first, len));
  let sum = 0;
  let m2 = 0;
  let mean = 0;
  for (let i = 0; i < first && i < len; i++) sum += close[i];
  for (let i = first; i < len; i++) {
    const x = close[i];
    sum += x;
    const newMean = sum / n;
    const c = i - first + 1; // values seen since the window first filled
    if (c === 1 || c % RESYNC === 0) {
      m2 = exactM2(close, i - n + 1, n, newMean);
    } else {
      const old = close[i - n];
      m2 += (x - old) * (x - newMean + old - mean);
    }
    mean = newMean;
    write(out, i, x, mean, m2, n, k);
    sum -= close[i - n + 1];
  }
  return out;
}

function exactM2(src: ArrayLike<number>, start: number, n: number, mean: number): number {
  let m2 = 0;
  for (let j = 0; j < n; j++) {
    const d = src[start + j] - mean;
    m2 += d * d;
  }
  return m2;
}

function write(
  out: BollingerOutputs,
  i: number,
  x: number,
  mean: number,
  m2: number,
  n: number,
  k: number,
): void {
  const dev = m2 > 0 ? Math.sqrt(m2 / n) * k : 0;
  const upper = mean + dev;
  const lower = mean - dev;
  out.upper[i] = upper;
  out.middle[i] = mean;
  out.lower[i] = lower;
  out.width[i] = (upper - lower) / mean;
  out.percent[i] = upper > lower ? (x - lower) / (upper - lower) : 0.5;
}
