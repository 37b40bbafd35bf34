import type { IntervalCode } from '../intervals.js';

/**
 * Incremental state of the whole catalogue for one market and interval: one flat number array with fixed
 * offsets (below), so an update touches a few contiguous cache lines instead of ~30 small objects whose
 * fractional fields each live in a separate heap box. Plain numbers only, never NaN, so JSON.stringify /
 * JSON.parse restores it exactly after a restart (the parsed object is a valid state as is).
 *
 * The batch functions in indicators/*.ts and patterns/compute.ts (through computeIndicators) are the
 * reference: every value of the streaming form (engine/state.ts and the steps in engine/state-*.ts) must
 * equal theirs bit for bit, so each rule repeats their floating-point operations in the same order.
 * engine/streaming.test.ts compares every column at every candle on the real series (properties.test.ts
 * on random candles), and engine/output-checksum.test.ts pins the batch columns themselves. Only the
 * bookkeeping differs: the candle history (open, high, low, close, volume) is kept once in rings of 64 / 32
 * slots indexed by candle number & mask, shared by every indicator that needs past candles (SMAs,
 * Bollinger, Ichimoku, levels, patterns, previous close/high/low/volume), and ring positions are never
 * taken modulo a length (the array holds doubles, whose modulo is a slow library call).
 */
export interface IndicatorState {
  version: 2;
  interval: IntervalCode;
  /** every number of the state at the offsets of STATE_LAYOUT */
  data: number[];
}

export interface StateOptions {
  /** candle interval; decides the VWAP session. Default '1h'. */
  interval?: IntervalCode;
}

// ---- layout -------------------------------------------------------------------------------------
export const H = 64; // candle history ring (power of two, > 52 + 1)
export const HM = H - 1;
export const V = 32; // volume ring (> 20)
export const VM = V - 1;
export const RM = 16; // RSI values for their average (> 14)
export const RMM = RM - 1;
export const SP = 32; // displaced Ichimoku spans (> 26)
export const SPM = SP - 1;
export const MAX_PIVOTS = 10;
export const PIVOT_SPAN = 5;
export const RESYNC = 4096; // Bollinger exact recomputation period (as bollinger.ts)
export const EPS = 1e-8; // TA-Lib's TA_IS_ZERO

export const COUNT = 0;
// RSI 14: gain, loss; its SMA 14: count, sum
export const RSI_GAIN = 1;
export const RSI_LOSS = 2;
export const RSIMA_COUNT = 3;
export const RSIMA_SUM = 4;
// MACD 12/26/9
export const MACD_FASTSUM = 5;
export const MACD_SLOWSUM = 6;
export const MACD_FAST = 7;
export const MACD_SLOW = 8;
export const MACD_SIGCOUNT = 9;
export const MACD_SIG = 10;
// SMA 9/20/52 running sums, volume SMA 9/20
export const SMA9 = 11;
export const SMA20 = 12;
export const SMA52 = 13;
export const VSMA9 = 14;
export const VSMA20 = 15;
// 7 EMAs 9, 12, 20, 26, 52, 100, 200 (seed sum, then the average)
export const EMA = 16; // .. 22
// Bollinger 20/2
export const BB_SUM = 23;
export const BB_MEAN = 24;
export const BB_M2 = 25;
// DMI 14
export const DMI_PLUS = 26;
export const DMI_MINUS = 27;
export const DMI_TR = 28;
export const DMI_SUMDX = 29;
export const DMI_ADX = 30;
// VWAP
export const VWAP_SESSION = 31;
export const VWAP_PV = 32;
export const VWAP_VOL = 33;
// SuperTrend 10/3 (ATR with bar 0's range)
export const ST_ATR = 34;
export const ST_STARTED = 35;
export const ST_UPPER = 36;
export const ST_LOWER = 37;
export const ST_DIR = 38;
// runs
export const RUN_UP = 39;
export const RUN_DOWN = 40;
export const RUN_A20 = 41;
export const RUN_B20 = 42;
export const RUN_A200 = 43;
export const RUN_B200 = 44;
// levels: number of pivots stored (kept in [0, 2 * MAX_PIVOTS))
export const LV_NH = 45;
export const LV_NL = 46;
// rings
export const R_OPEN = 48;
export const R_HIGH = R_OPEN + H;
export const R_LOW = R_HIGH + H;
export const R_CLOSE = R_LOW + H;
export const R_VOL = R_CLOSE + H;
export const R_RSI = R_VOL + V;
export const R_SPANA = R_RSI + RM;
export const R_SPANB = R_SPANA + SP;
export const R_PH = R_SPANB + SP;
export const R_PL = R_PH + MAX_PIVOTS;
// Ichimoku: extreme and its candle number for each window and side (highs 9, 26, 52, then lows)
export const ICH = R_PL + MAX_PIVOTS;
// pattern averages (body, range, range of 5) of the previous candle, then of the one before
export const PAT_AVG = ICH + 12;
export const SIZE = PAT_AVG + 6;

export function createIndicatorState(options: StateOptions = {}): IndicatorState {
  // built by push from a fraction so that V8 stores the numbers unboxed (double elements) from the start
  const data: number[] = [];
  for (let k = 0; k < SIZE; k++) data.push(0.5);
  data.fill(0);
  data[VWAP_SESSION] = -1e15;
  data[ST_DIR] = -1;
  for (let k = 0; k < 6; k++) data[ICH + 2 * k + 1] = -1e9; // no extreme yet: the first update scans
  return { version: 2, interval: options.interval ?? '1h', data };
}
