/**
 * Ichimoku (9, 26, 52) as it stands at each candle. The leading spans are plotted 26 candles ahead, so the
 * cloud a trader sees at candle t was computed at t - 26: spanA[t] = (conversion + base)/2 at t - 26 and
 * spanB[t] = mid of the 52-candle range at t - 26. Nothing here reads a later candle. Cloud: 1 green when
 * span A >= span B, 2 red otherwise.
 */
export interface IchimokuParams {
  conversion: number;
  base: number;
  spanB: number;
  displacement: number;
}

export const ICHIMOKU_DEFAULT: IchimokuParams = { conversion: 9, base: 26, spanB: 52, displacement: 26 };

export interface IchimokuOutputs {
  conversion: Float64Array;
  base: Float64Array;
  spanA: Float64Array;
  spanB: Float64Array;
  cloud: Float64Array;
}

/** Work arrays the earlier multi-pass form needed; still accepted, no longer used. */
export interface IchimokuScratch {
  hi: Float64Array;
  lo: Float64Array;
  tmp: Float64Array;
}

export function ichimokuBatch(
  high: Float64Array,
  low: Float64Array,
  p: IchimokuParams,
  out: IchimokuOutputs,
  _scratch?: IchimokuScratch,
): IchimokuOutputs {
  const len = high.length;
  midRange(high, low, p.conversion, out.conversion);
  midRange(high, low, p.base, out.base);
  // raw span B at t is written into the spanB output, then shifted by the displacement in place
  midRange(high, low, p.spanB, out.spanB);
  const d = p.displacement;
  const sA = out.spanA;
  const sB = out.spanB;
  const conv = out.conversion;
  const base = out.base;
  const cloud = out.cloud;
  // walk down so that raw span B at t - d is read before the shifted value overwrites it
  for (let t = len - 1; t >= d; t--) {
    const a = (conv[t - d] + base[t - d]) / 2;
    const b = sB[t - d];
    sA[t] = a;
    sB[t] = b;
    cloud[t] = a >= b ? 1 : a < b ? 2 : Number.NaN;
  }
  const head = Math.min(d, len);
  sA.fill(Number.NaN, 0, head);
  sB.fill(Number.NaN, 0, head);
  cloud.fill(Number.NaN, 0, head);
  return out;
}

// suffix extremes of the previous block, grown to the longest window seen
let sufHi = new Float64Array(64);
let sufLo = new Float64Array(64);

/**
 * (max + min) / 2 of high and low over the last n candles, in one forward pass: van Herk / Gil-Werman
 * blocks of n candles with the prefix extreme kept in a register and, at each block end, the suffix
 * extremes of the finished block written backward into a small buffer; a window straddling two blocks
 * is max(suffix of the previous block, prefix of this one). The running scans rarely change their
 * extreme (predictable branches); one unpredictable Math.max/min per window and side remains.
 */
function midRange(high: Float64Array, low: Float64Array, n: number, out: Float64Array): void {
  const len = high.length;
  if (sufHi.length < n) {
    sufHi = new Float64Array(n);
    sufLo = new Float64Array(n);
  }
  const sh = sufHi;
  const sl = sufLo;
  let blockStart = 0;
  let pre = len > 0 ? high[0] : 0;
  let preLo = len > 0 ? low[0] : 0;
  for (let i = 0; i < len; i++) {
    const h = high[i];
    const l = low[i];
    if (i === blockStart + n) {
      // the block [blockStart, i) is complete: its suffix extremes, for the windows that start inside it
      let m = high[i - 1];
      let ml = low[i - 1];
      sh[n - 1] = m;
      sl[n - 1] = ml;
      for (let k = n - 2; k >= 0; k--) {
        const x = high[blockStart + k];
        if (x > m) m = x;
        sh[k] = m;
        const y = low[blockStart + k];
        if (y < ml) ml = y;
        sl[k] = ml;
      }
      blockStart = i;
      pre = h;
      preLo = l;
    } else if (i > 0) {
      if (h > pre) pre = h;
      if (l < preLo) preLo = l;
    }
    if (i < n - 1) {
      out[i] = Number.NaN;
    } else if (i === blockStart + n - 1) {
      out[i] = (pre + preLo) / 2;
    } else {
      const j = i + 1 - blockStart; // window start, as an offset into the previous block
      out[i] = (Math.max(sh[j], pre) + Math.min(sl[j], preLo)) / 2;
    }
  }
}
