import { bollingerBatch } from '../indicators/bollinger.js';
import { GREEN, RED } from '../indicators/candle-stats.js';
import { dmiBatch } from '../indicators/dmi.js';
import { emaBatch } from '../indicators/ema.js';
import { ICHIMOKU_DEFAULT, ichimokuBatch } from '../indicators/ichimoku.js';
import { levelsBatch } from '../indicators/levels.js';
import { macdBatch } from '../indicators/macd.js';
import { rsiBatch } from '../indicators/rsi.js';
import { smaBatch } from '../indicators/sma.js';
import { superTrendBatch } from '../indicators/supertrend.js';
import { vwapAnchorFor, vwapBatch } from '../indicators/vwap.js';
import type { IntervalCode } from '../intervals.js';
import { PATTERN_COLUMNS } from '../patterns/catalog.js';
import { patternsBatch } from '../patterns/compute.js';
import type { CandleColumns } from '../types.js';
import { allocateIndicatorColumns, COLUMN_NAMES, type IndicatorColumns } from './columns.js';
import * as P from './params.js';

export interface ComputeOptions {
  /** candle interval; decides the VWAP session (UTC day intraday, week for 1d, month for 1w). Default '1h'. */
  interval?: IntervalCode;
  /**
   * Output columns to overwrite instead of allocating (same length as the input). Reusing them halves the
   * time on large inputs: fresh large arrays cost page faults.
   */
  out?: IndicatorColumns;
}

// work arrays per output set, so repeated calls with the same `out` allocate nothing
const scratchOf = new WeakMap<IndicatorColumns, Float64Array[]>();

/**
 * Every catalogue column over whole candle columns. Values are aligned with the input and NaN during
 * each column's warm-up (INDICATOR_CATALOG[name].warmup candles). No value reads a later candle.
 */
export function computeIndicators(c: CandleColumns, options: ComputeOptions = {}): IndicatorColumns {
  const n = c.close.length;
  const out = options.out && options.out.rsi.length === n ? options.out : allocateIndicatorColumns(n);
  let scratch = scratchOf.get(out);
  if (!scratch) {
    scratch = Array.from({ length: 8 }, () => new Float64Array(n));
    scratchOf.set(out, scratch);
  }
  const { open, high, low, close, volume } = c;

  rsiBatch(close, P.RSI_PERIOD, out.rsi);
  smaBatch(out.rsi, P.RSI_MA_PERIOD, out.rsiMa, P.RSI_PERIOD);
  macdBatch(close, P.MACD_FAST, P.MACD_SLOW, P.MACD_SIGNAL, {
    macd: out.macd,
    signal: out.macdSignal,
    histogram: out.macdHistogram,
  });
  smaBatch(close, 9, out.sma9);
  smaBatch(close, 20, out.sma20);
  smaBatch(close, 52, out.sma52);
  emaBatch(close, 9, out.ema9);
  emaBatch(close, 12, out.ema12);
  emaBatch(close, 20, out.ema20);
  emaBatch(close, 26, out.ema26);
  emaBatch(close, 52, out.ema52);
  emaBatch(close, 100, out.ema100);
  emaBatch(close, 200, out.ema200);
  bollingerBatch(close, P.BB_PERIOD, P.BB_DEVIATIONS, {
    upper: out.bbUpper,
    middle: out.bbMiddle,
    lower: out.bbLower,
    width: out.bbWidth,
    percent: out.bbPercent,
  });
  ichimokuBatch(
    high,
    low,
    ICHIMOKU_DEFAULT,
    {
      conversion: out.ichimokuConversion,
      base: out.ichimokuBase,
      spanA: out.ichimokuSpanA,
      spanB: out.ichimokuSpanB,
      cloud: out.ichimokuCloud,
    },
    { hi: scratch[0], lo: scratch[1], tmp: scratch[2] },
  );
  dmiBatch(high, low, close, P.DMI_PERIOD, { plus: out.diPlus, minus: out.diMinus, adx: out.adx });
  vwapBatch(c.time, high, low, close, volume, vwapAnchorFor(options.interval ?? '1h'), out.vwap);
  superTrendBatch(high, low, close, P.SUPERTREND_PERIOD, P.SUPERTREND_FACTOR, {
    line: out.superTrend,
    signal: out.superTrendSignal,
  });
  smaBatch(volume, 9, out.volumeSma9);
  smaBatch(volume, 20, out.volumeSma20);
  candleFacts(c, out);
  levelsBatch(high, low, close, {
    support: out.supportPrice,
    resistance: out.resistancePrice,
    supportDistance: out.supportDistance,
    resistanceDistance: out.resistanceDistance,
  });
  patternsBatch(
    open,
    high,
    low,
    close,
    out.pattern,
    PATTERN_COLUMNS.map((name) => out[name]),
    scratch.slice(3, 8),
  );
  return out;
}

/**
 * Colour, runs, volume change and dollar volume: the rules of indicators/candle-stats.ts, inlined into one
 * pass (runs of closes above/below an average are NaN, and restart, while the average warms up).
 */
function candleFacts(c: CandleColumns, out: IndicatorColumns): void {
  const { open, close, volume, quoteVolume } = c;
  const { color, consecutiveUp, consecutiveDown, volumeChange, dollarVolume, ema20, ema200 } = out;
  const above20 = out.consecutiveAboveEma20;
  const below20 = out.consecutiveBelowEma20;
  const above200 = out.consecutiveAboveEma200;
  const below200 = out.consecutiveBelowEma200;
  let up = 0;
  let down = 0;
  let a20 = 0;
  let b20 = 0;
  let a200 = 0;
  let b200 = 0;
  let pv = 0;
  for (let i = 0; i < close.length; i++) {
    const o = open[i];
    const x = close[i];
    const vol = volume[i];
    color[i] = x >= o ? GREEN : RED;
    const q = quoteVolume[i];
    dollarVolume[i] = Number.isNaN(q) ? vol * x : q;
    volumeChange[i] = pv > 0 ? (vol / pv) * 100 : Number.NaN;
    pv = vol;
    up = x > o ? up + 1 : 0;
    down = x < o ? down + 1 : 0;
    consecutiveUp[i] = up;
    consecutiveDown[i] = down;
    const e20 = ema20[i];
    if (Number.isNaN(e20)) {
      a20 = b20 = 0;
      above20[i] = below20[i] = Number.NaN;
    } else {
      a20 = x > e20 ? a20 + 1 : 0;
      b20 = x < e20 ? b20 + 1 : 0;
      above20[i] = a20;
      below20[i] = b20;
    }
    const e200 = ema200[i];
    if (Number.isNaN(e200)) {
      a200 = b200 = 0;
      above200[i] = below200[i] = Number.NaN;
    } else {
      a200 = x > e200 ? a200 + 1 : 0;
      b200 = x < e200 ? b200 + 1 : 0;
      above200[i] = a200;
      below200[i] = b200;
    }
  }
}

/** Names of all output columns, in catalogue order. */
export const OUTPUT_COLUMNS = COLUMN_NAMES;
