import { averagesAt, detectPatterns, PATTERN_LOOKBACK, type PatternInputs } from './detect.js';

const WINDOW = PATTERN_LOOKBACK + 1;

const BLOCK = 4096;
// bit sets of one block, read back by the per-column loops while still in L1
const blockBits = new Int32Array(BLOCK);

/**
 * Batch patterns: `bits` gets the bit set per candle (NaN for the first PATTERN_LOOKBACK candles, whose
 * averages are not known yet), `columns[k]` 0/1 for pattern k. `scratch` holds five work arrays (the
 * first three are used). One pass per block of candles derives bodies, ranges, the averages and the bit
 * sets; then each column's slice of the block is written sequentially.
 */
export function patternsBatch(
  open: Float64Array,
  high: Float64Array,
  low: Float64Array,
  close: Float64Array,
  bits: Float64Array,
  columns: Float64Array[],
  scratch?: Float64Array[],
): void {
  const len = close.length;
  const w = scratch ?? Array.from({ length: 3 }, () => new Float64Array(len));
  const avgBody = w[0];
  const avgRange = w[1];
  const avgRange5 = w[2];
  const x: PatternInputs = { open, high, low, close, avgBody, avgRange, avgRange5 };
  const warm = Math.min(PATTERN_LOOKBACK, len);
  bits.fill(Number.NaN, 0, warm);
  for (let k = 0; k < columns.length; k++) columns[k].fill(Number.NaN, 0, warm);
  // the last 10 bodies and ranges, oldest first (b0, r0 = candle i - 10)
  let b0 = 0;
  let b1 = 0;
  let b2 = 0;
  let b3 = 0;
  let b4 = 0;
  let b5 = 0;
  let b6 = 0;
  let b7 = 0;
  let b8 = 0;
  let b9 = 0;
  let r0 = 0;
  let r1 = 0;
  let r2 = 0;
  let r3 = 0;
  let r4 = 0;
  let r5 = 0;
  let r6 = 0;
  let r7 = 0;
  let r8 = 0;
  let r9 = 0;
  const nCols = columns.length;
  for (let start = 0; start < len; start += BLOCK) {
    const end = Math.min(start + BLOCK, len);
    for (let i = start; i < end; i++) {
      if (i >= 10) {
        // same sums, in the same order (oldest first), as averagesAt (which the streaming form uses)
        let b = 0;
        let r = 0;
        let q = 0;
        b += b0;
        r += r0;
        b += b1;
        r += r1;
        b += b2;
        r += r2;
        b += b3;
        r += r3;
        b += b4;
        r += r4;
        b += b5;
        r += r5;
        q += r5;
        b += b6;
        r += r6;
        q += r6;
        b += b7;
        r += r7;
        q += r7;
        b += b8;
        r += r8;
        q += r8;
        b += b9;
        r += r9;
        q += r9;
        avgBody[i] = b / 10;
        avgRange[i] = r / 10;
        avgRange5[i] = q / 5;
        if (i >= PATTERN_LOOKBACK) {
          const v = detectPatterns(x, i);
          bits[i] = v;
          blockBits[i - start] = v;
        }
      }
      b0 = b1;
      b1 = b2;
      b2 = b3;
      b3 = b4;
      b4 = b5;
      b5 = b6;
      b6 = b7;
      b7 = b8;
      b8 = b9;
      b9 = Math.abs(close[i] - open[i]);
      r0 = r1;
      r1 = r2;
      r2 = r3;
      r3 = r4;
      r4 = r5;
      r5 = r6;
      r6 = r7;
      r7 = r8;
      r8 = r9;
      r9 = high[i] - low[i];
    }
    const from = Math.max(start, PATTERN_LOOKBACK);
    for (let k = 0; k < nCols; k++) {
      const col = columns[k];
      for (let i = from; i < end; i++) col[i] = (blockBits[i - start] >>> k) & 1;
    }
  }
}

// chronological copy of the window, reused across calls (the streaming form must not allocate per candle)
const win = {
  open: new Float64Array(WINDOW),
  high: new Float64Array(WINDOW),
  low: new Float64Array(WINDOW),
  close: new Float64Array(WINDOW),
  avgBody: new Float64Array(WINDOW),
  avgRange: new Float64Array(WINDOW),
  avgRange5: new Float64Array(WINDOW),
};

/**
 * The streaming detector over candle rings kept elsewhere (the engine's flat state): rings of `size`
 * (a power of two) slots starting at `open`, `high`, `low`, `close` in `ring`, candle t at slot
 * t & (size - 1). The averages of the two previous candles are not summed again: they sit at
 * ring[avg..avg + 5] (body, range, range of 5 for candle i - 1, then for i - 2), written by the previous
 * calls, which must see every candle from the first. Returns the bit set at candle `i`, NaN while warming
 * up; same window, and sums in the same order, as patternsBatch, so both give the same bits.
 */
export function patternsAtRing(
  ring: number[],
  open: number,
  high: number,
  low: number,
  close: number,
  avg: number,
  size: number,
  i: number,
): number {
  if (i < 10) return Number.NaN;
  const mask = size - 1;
  for (let k = 0; k < WINDOW; k++) {
    const p = (i - (WINDOW - 1) + k) & mask; // oldest first (slots before candle 0 are never read)
    win.open[k] = ring[open + p];
    win.high[k] = ring[high + p];
    win.low[k] = ring[low + p];
    win.close[k] = ring[close + p];
  }
  const last = WINDOW - 1;
  averagesAt(win.open, win.high, win.low, win.close, last, win.avgBody, win.avgRange, win.avgRange5);
  win.avgBody[last - 1] = ring[avg];
  win.avgRange[last - 1] = ring[avg + 1];
  win.avgRange5[last - 1] = ring[avg + 2];
  win.avgBody[last - 2] = ring[avg + 3];
  win.avgRange[last - 2] = ring[avg + 4];
  win.avgRange5[last - 2] = ring[avg + 5];
  ring[avg + 3] = ring[avg];
  ring[avg + 4] = ring[avg + 1];
  ring[avg + 5] = ring[avg + 2];
  ring[avg] = win.avgBody[last];
  ring[avg + 1] = win.avgRange[last];
  ring[avg + 2] = win.avgRange5[last];
  if (i < WINDOW - 1) return Number.NaN;
  return detectPatterns(win, last);
}
