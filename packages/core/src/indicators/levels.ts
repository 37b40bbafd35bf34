/**
 * Support and resistance from confirmed swing pivots.
 *
 * Rule: candle j is a swing high when its high is strictly above the highs of the SPAN candles before it
 * and at least the highs of the SPAN candles after it (a swing low mirrors this on lows). A pivot is only
 * known once those SPAN right-hand candles have closed, so at candle t the newest possible pivot is
 * t - SPAN: no lookahead. The prices of the last MAX_PIVOTS swing highs and swing lows form the levels
 * (a broken resistance becomes support and vice versa). At each candle:
 * - resistancePrice = the lowest level strictly above the close, supportPrice = the highest level
 *   strictly below it (NaN when there is none);
 * - resistanceDistance = (resistance - close) / close × 100, supportDistance = (close - support) / close
 *   × 100, both positive percents.
 */
export const PIVOT_SPAN = 5;
export const MAX_PIVOTS = 10;

export interface LevelsOutputs {
  support: Float64Array;
  resistance: Float64Array;
  supportDistance: Float64Array;
  resistanceDistance: Float64Array;
}

/**
 * Batch form: the rule above read straight from the columns, with early exits, and the levels kept sorted
 * so each close needs only a short walk. Pivot order inside the stores does not matter (only minima and
 * maxima are taken), so the streaming form in engine/state.ts, which scans its unsorted stores, gives
 * identical values.
 */
export function levelsBatch(
  high: Float64Array,
  low: Float64Array,
  close: Float64Array,
  out: LevelsOutputs,
): void {
  const len = close.length;
  const S = PIVOT_SPAN;
  const ph = new Float64Array(MAX_PIVOTS);
  const pl = new Float64Array(MAX_PIVOTS);
  let nh = 0;
  let nl = 0;
  // all current levels in ascending order, kept sorted by replacing the evicted pivot in place
  const sorted = new Float64Array(2 * MAX_PIVOTS);
  let m = 0;
  // number of levels <= the previous close: closes move little, so the next search starts here
  let lo = 0;
  // a NaN price (never in valid candles) sorts last; the plain binary search then keeps the old results
  let nanLevels = false;
  const { support, resistance, supportDistance, resistanceDistance } = out;
  for (let t = 0; t < len; t++) {
    const j = t - S;
    if (j >= S) {
      const ch = high[j];
      let isHigh = true;
      for (let k = j - S; k < j && isHigh; k++) if (high[k] >= ch) isHigh = false;
      for (let k = j + 1; k <= t && isHigh; k++) if (high[k] > ch) isHigh = false;
      if (isHigh) {
        const slot = nh++ % MAX_PIVOTS;
        const evicted = ph[slot];
        ph[slot] = ch;
        if (nanLevels || Number.isNaN(ch)) m = sortLevels(ph, nh, pl, nl, sorted);
        else m = replaceLevel(sorted, m, nh > MAX_PIVOTS, evicted, ch);
        nanLevels = m > 0 && Number.isNaN(sorted[m - 1]);
      }
      const cl = low[j];
      let isLow = true;
      for (let k = j - S; k < j && isLow; k++) if (low[k] <= cl) isLow = false;
      for (let k = j + 1; k <= t && isLow; k++) if (low[k] < cl) isLow = false;
      if (isLow) {
        const slot = nl++ % MAX_PIVOTS;
        const evicted = pl[slot];
        pl[slot] = cl;
        if (nanLevels || Number.isNaN(cl)) m = sortLevels(ph, nh, pl, nl, sorted);
        else m = replaceLevel(sorted, m, nl > MAX_PIVOTS, evicted, cl);
        nanLevels = m > 0 && Number.isNaN(sorted[m - 1]);
      }
      if (lo > m) lo = m;
    }
    const x = close[t];
    // upper bound in the sorted levels: first level > x is the resistance, the last one < x the support
    if (nanLevels || Number.isNaN(x)) {
      lo = 0;
      let hi = m;
      while (lo < hi) {
        const mid = (lo + hi) >> 1;
        if (sorted[mid] <= x) lo = mid + 1;
        else hi = mid;
      }
    } else {
      while (lo < m && sorted[lo] <= x) lo++;
      while (lo > 0 && sorted[lo - 1] > x) lo--;
    }
    const res = lo < m ? sorted[lo] : Number.POSITIVE_INFINITY;
    let k = lo - 1;
    while (k >= 0 && sorted[k] === x) k--;
    const sup = k >= 0 ? sorted[k] : Number.NEGATIVE_INFINITY;
    const r = res === Number.POSITIVE_INFINITY ? Number.NaN : res;
    const s = sup === Number.NEGATIVE_INFINITY ? Number.NaN : sup;
    resistance[t] = r;
    support[t] = s;
    resistanceDistance[t] = ((r - x) / x) * 100;
    supportDistance[t] = ((x - s) / x) * 100;
  }
}

/**
 * Keeps `sorted` (m values, ascending) equal to the multiset of pivot prices: removes `evicted` when
 * `full` (the store overwrote it), then inserts `added`. Returns the new count.
 */
function replaceLevel(
  sorted: Float64Array,
  m: number,
  full: boolean,
  evicted: number,
  added: number,
): number {
  let n = m;
  if (full) {
    let p = 0;
    while (sorted[p] !== evicted) p++;
    for (; p < n - 1; p++) sorted[p] = sorted[p + 1];
    n--;
  }
  let q = n;
  while (q > 0 && sorted[q - 1] > added) {
    sorted[q] = sorted[q - 1];
    q--;
  }
  sorted[q] = added;
  return n + 1;
}

/** Full rebuild, for the NaN case that the in-place update cannot order like a sort. */
function sortLevels(
  ph: Float64Array,
  nh: number,
  pl: Float64Array,
  nl: number,
  sorted: Float64Array,
): number {
  let m = 0;
  const mh = Math.min(nh, MAX_PIVOTS);
  const ml = Math.min(nl, MAX_PIVOTS);
  for (let k = 0; k < mh; k++) sorted[m++] = ph[k];
  for (let k = 0; k < ml; k++) sorted[m++] = pl[k];
  sorted.subarray(0, m).sort();
  return m;
}
