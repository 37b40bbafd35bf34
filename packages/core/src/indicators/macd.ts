/**
 * MACD seeded as TA-Lib does: both averages start so that their first outputs line up at index slow - 1,
 * the fast one seeded with the mean of closes (slow - fast)..(slow - 1) rather than 0..(fast - 1). A
 * "standard" MACD differs from TA-Lib by up to 0.01 until about candle 130. The MACD line is valid from
 * index slow - 1 (TA-Lib prints it only from slow + signal - 2, with the same values), signal and
 * histogram from slow + signal - 2.
 */
export interface MacdOutputs {
  macd: Float64Array;
  signal: Float64Array;
  histogram: Float64Array;
}

export function macdBatch(
  close: Float64Array,
  fast: number,
  slow: number,
  signal: number,
  out: MacdOutputs,
): MacdOutputs {
  const len = close.length;
  const first = slow - 1;
  const line = out.macd;
  line.fill(Number.NaN, 0, Math.min(first, len));
  out.signal.fill(Number.NaN, 0, Math.min(first + signal - 1, len));
  out.histogram.fill(Number.NaN, 0, Math.min(first + signal - 1, len));
  if (first >= len) return out;
  const kf = 2 / (fast + 1);
  const ks = 2 / (slow + 1);
  let sf = 0;
  let ss = 0;
  for (let i = 0; i <= first; i++) {
    ss += close[i];
    if (i >= slow - fast) sf += close[i];
  }
  let ef = sf / fast;
  let es = ss / slow;
  line[first] = ef - es;
  for (let i = first + 1; i < len; i++) {
    const x = close[i];
    ef = (x - ef) * kf + ef;
    es = (x - es) * ks + es;
    line[i] = ef - es;
  }
  // signal: TA-Lib EMA over the MACD line, seeded with the mean of its first `signal` values
  const sFirst = first + signal - 1;
  if (sFirst >= len) return out;
  const k = 2 / (signal + 1);
  let sum = 0;
  for (let i = first; i <= sFirst; i++) sum += line[i];
  let sig = sum / signal;
  out.signal[sFirst] = sig;
  out.histogram[sFirst] = line[sFirst] - sig;
  for (let i = sFirst + 1; i < len; i++) {
    sig = (line[i] - sig) * k + sig;
    out.signal[i] = sig;
    out.histogram[i] = line[i] - sig;
  }
  return out;
}
