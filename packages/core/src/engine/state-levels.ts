import { GREEN, RED } from '../indicators/candle-stats.js';
import type { IndicatorValues } from './columns.js';
import { smaOf } from './state-averages.js';
import {
  HM,
  LV_NH,
  LV_NL,
  MAX_PIVOTS,
  PIVOT_SPAN,
  R_HIGH,
  R_LOW,
  R_PH,
  R_PL,
  R_VOL,
  RUN_A20,
  RUN_A200,
  RUN_B20,
  RUN_B200,
  RUN_DOWN,
  RUN_UP,
  VM,
  VSMA9,
  VSMA20,
} from './state-layout.js';

// Streaming steps of the candle facts (volume, colour, runs) and of the support and resistance levels.
// Each takes the flat state d (engine/state-layout.ts), the candle number i (candles before this one) and
// primitives, and writes its columns into v.

/**
 * Volume SMAs 9/20, the change from the previous volume in percent, and the dollar volume (the quote
 * volume when the candle has one, NaN if not, else volume * close). Stores the volume in its ring.
 */
export function volumeStep(
  d: number[],
  i: number,
  volume: number,
  close: number,
  quoteVolume: number,
  v: IndicatorValues,
): void {
  const pv = d[R_VOL + ((i - 1) & VM)];
  d[R_VOL + (i & VM)] = volume;
  v.volumeSma9 = smaOf(d, VSMA9, R_VOL, VM, 9, i, volume);
  v.volumeSma20 = smaOf(d, VSMA20, R_VOL, VM, 20, i, volume);
  v.volumeChange = i === 0 ? Number.NaN : pv > 0 ? (volume / pv) * 100 : Number.NaN;
  v.dollarVolume = !Number.isNaN(quoteVolume) ? quoteVolume : volume * close;
}

/**
 * Colour and runs: up counts candles closing above their open, down below; close == open ends both.
 * Then the closes in a row above and below the EMA 20 and EMA 200 (v.ema20 and v.ema200 of this candle,
 * already set), NaN while the average warms up.
 */
export function runsStep(d: number[], open: number, close: number, v: IndicatorValues): void {
  v.color = close >= open ? GREEN : RED;
  const up = close > open ? d[RUN_UP] + 1 : 0;
  const down = close < open ? d[RUN_DOWN] + 1 : 0;
  d[RUN_UP] = up;
  d[RUN_DOWN] = down;
  v.consecutiveUp = up;
  v.consecutiveDown = down;
  runsVs(d, RUN_A20, close, v.ema20);
  runsVs(d, RUN_A200, close, v.ema200);
  const w20 = !Number.isNaN(v.ema20);
  const w200 = !Number.isNaN(v.ema200);
  v.consecutiveAboveEma20 = w20 ? d[RUN_A20] : Number.NaN;
  v.consecutiveBelowEma20 = w20 ? d[RUN_B20] : Number.NaN;
  v.consecutiveAboveEma200 = w200 ? d[RUN_A200] : Number.NaN;
  v.consecutiveBelowEma200 = w200 ? d[RUN_B200] : Number.NaN;
}

/**
 * Closes in a row strictly above (d[at]) and strictly below (d[at + 1]) an average; both reset to 0 while
 * the average warms up (the caller shows them as NaN then).
 */
function runsVs(d: number[], at: number, close: number, avg: number): void {
  if (Number.isNaN(avg)) {
    d[at] = 0;
    d[at + 1] = 0;
    return;
  }
  d[at] = close > avg ? d[at] + 1 : 0;
  d[at + 1] = close < avg ? d[at + 1] + 1 : 0;
}

/**
 * Support and resistance from swing pivots. The candle PIVOT_SPAN back is confirmed as a swing high when
 * its high is strictly above the PIVOT_SPAN highs before it and at least the PIVOT_SPAN highs after it
 * (lows mirrored), so no later candle is read. The last MAX_PIVOTS of each kind are the levels:
 * resistance is the lowest strictly above the close, support the highest strictly below (NaN if none),
 * with their distances as positive percents of the close.
 */
export function levelsStep(d: number[], i: number, close: number, v: IndicatorValues): void {
  const w = 2 * PIVOT_SPAN + 1;
  if (i + 1 >= w) {
    const j = i - PIVOT_SPAN; // the candidate, in the middle of the last w candles
    const ch = d[R_HIGH + (j & HM)];
    const cl = d[R_LOW + (j & HM)];
    let isHigh = true;
    let isLow = true;
    for (let k = i - w + 1; k <= i; k++) {
      if (k === j) continue;
      const hh = d[R_HIGH + (k & HM)];
      const ll = d[R_LOW + (k & HM)];
      if (k < j) {
        if (hh >= ch) isHigh = false;
        if (ll <= cl) isLow = false;
      } else {
        if (hh > ch) isHigh = false;
        if (ll < cl) isLow = false;
      }
    }
    if (isHigh) {
      let nh = d[LV_NH];
      d[R_PH + (nh >= MAX_PIVOTS ? nh - MAX_PIVOTS : nh)] = ch;
      nh++;
      if (nh >= 2 * MAX_PIVOTS) nh -= MAX_PIVOTS;
      d[LV_NH] = nh;
    }
    if (isLow) {
      let nl = d[LV_NL];
      d[R_PL + (nl >= MAX_PIVOTS ? nl - MAX_PIVOTS : nl)] = cl;
      nl++;
      if (nl >= 2 * MAX_PIVOTS) nl -= MAX_PIVOTS;
      d[LV_NL] = nl;
    }
  }
  let res = Number.POSITIVE_INFINITY;
  let sup = Number.NEGATIVE_INFINITY;
  const nh = Math.min(d[LV_NH], MAX_PIVOTS);
  const nl = Math.min(d[LV_NL], MAX_PIVOTS);
  for (let k = 0; k < nh; k++) {
    const p = d[R_PH + k];
    if (p > close && p < res) res = p;
    if (p < close && p > sup) sup = p;
  }
  for (let k = 0; k < nl; k++) {
    const p = d[R_PL + k];
    if (p > close && p < res) res = p;
    if (p < close && p > sup) sup = p;
  }
  const r = res === Number.POSITIVE_INFINITY ? Number.NaN : res;
  const s = sup === Number.NEGATIVE_INFINITY ? Number.NaN : sup;
  v.resistancePrice = r;
  v.supportPrice = s;
  v.resistanceDistance = ((r - close) / close) * 100;
  v.supportDistance = ((close - s) / close) * 100;
}
