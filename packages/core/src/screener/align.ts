/**
 * Time alignment between series. A candle of interval I opened at t is known at its close t + len(I);
 * anything read "at" that candle must be known by then: another interval's candle only once closed,
 * a futures ratio sample only once taken.
 */

/**
 * Index of the other interval's last candle closed at `closeTime` (open + `lengthMs` <= closeTime), or -1.
 * Also -1 when that candle closed a whole candle length or more before: a newer one should have closed
 * and is missing (exchange gap, not yet ingested), and a stale value would pass for the current one.
 * `openTimes` ascending.
 */
export function lastClosedIndex(openTimes: ArrayLike<number>, lengthMs: number, closeTime: number): number {
  // largest k with openTimes[k] <= closeTime - lengthMs
  const limit = closeTime - lengthMs;
  let lo = 0;
  let hi = openTimes.length - 1;
  let k = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (openTimes[mid] <= limit) {
      k = mid;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return k >= 0 && openTimes[k] > limit - lengthMs ? k : -1;
}

/**
 * For every candle of a series (open times `baseOpen`, length `baseLength`), the index of the other
 * series' last closed candle at its close, as lastClosedIndex; one merge pass over both.
 */
export function alignClosed(
  baseOpen: ArrayLike<number>,
  baseLength: number,
  otherOpen: ArrayLike<number>,
  otherLength: number,
): Int32Array {
  const out = new Int32Array(baseOpen.length);
  let k = -1;
  for (let i = 0; i < baseOpen.length; i++) {
    const limit = baseOpen[i] + baseLength - otherLength;
    while (k + 1 < otherOpen.length && otherOpen[k + 1] <= limit) k++;
    out[i] = k >= 0 && otherOpen[k] > limit - otherLength ? k : -1;
  }
  return out;
}

/**
 * Time-stamped samples (e.g. the top-trader long/short ratios, fetched apart from candles) as a column
 * aligned to candles: the last sample taken at or before each candle's close and less than `maxAgeMs`
 * old then (default one candle length), NaN otherwise. Sample times ascending.
 */
export function alignSamples(
  candleOpen: ArrayLike<number>,
  lengthMs: number,
  sampleTimes: ArrayLike<number>,
  sampleValues: ArrayLike<number>,
  maxAgeMs = lengthMs,
): Float64Array {
  const out = new Float64Array(candleOpen.length);
  let k = -1;
  for (let i = 0; i < candleOpen.length; i++) {
    const close = candleOpen[i] + lengthMs;
    while (k + 1 < sampleTimes.length && sampleTimes[k + 1] <= close) k++;
    out[i] = k >= 0 && sampleTimes[k] > close - maxAgeMs ? sampleValues[k] : Number.NaN;
  }
  return out;
}
