import { sessionOf, type VwapAnchor } from '../indicators/vwap.js';
import type { IndicatorValues } from './columns.js';
import {
  DMI_ADX,
  DMI_MINUS,
  DMI_PLUS,
  DMI_SUMDX,
  DMI_TR,
  EPS,
  HM,
  ICH,
  R_HIGH,
  R_LOW,
  R_SPANA,
  R_SPANB,
  SPM,
  ST_ATR,
  ST_DIR,
  ST_LOWER,
  ST_STARTED,
  ST_UPPER,
  VWAP_PV,
  VWAP_SESSION,
  VWAP_VOL,
} from './state-layout.js';

// Streaming steps of the trend indicators on high, low and close (Ichimoku, DMI, VWAP, SuperTrend). Each
// takes the flat state d (engine/state-layout.ts), the candle number i (candles before this one) and
// primitives, and writes its columns into v; the candle is already in the rings at slot i & HM.
// pc, ph, pl: the previous close, high and low (meaningless at i = 0).

/**
 * Ichimoku 9/26/52: conversion and base are the mid of the 9- and 26-candle high-low ranges; span A
 * (their mean) and span B (mid of the 52-candle range) are shown 26 candles after they were computed;
 * cloud 1 when span A >= span B, else 2. Each window's extreme is kept with the candle it came from
 * and the window is rescanned only once that candle has left it.
 */
export function ichimokuStep(d: number[], i: number, high: number, low: number, v: IndicatorValues): void {
  const hi9 = windowMax(d, ICH, 9, i, high);
  const hi26 = windowMax(d, ICH + 2, 26, i, high);
  const hi52 = windowMax(d, ICH + 4, 52, i, high);
  const lo9 = windowMin(d, ICH + 6, 9, i, low);
  const lo26 = windowMin(d, ICH + 8, 26, i, low);
  const lo52 = windowMin(d, ICH + 10, 52, i, low);
  const conv = i >= 8 ? (hi9 + lo9) / 2 : Number.NaN;
  const base = i >= 25 ? (hi26 + lo26) / 2 : Number.NaN;
  const rawB = i >= 51 ? (hi52 + lo52) / 2 : Number.NaN;
  const rawA = (conv + base) / 2;
  const shownA = i >= 26 && i - 26 >= 25 ? d[R_SPANA + ((i - 26) & SPM)] : Number.NaN;
  const shownB = i >= 26 && i - 26 >= 51 ? d[R_SPANB + ((i - 26) & SPM)] : Number.NaN;
  d[R_SPANA + (i & SPM)] = !Number.isNaN(rawA) ? rawA : 0;
  d[R_SPANB + (i & SPM)] = !Number.isNaN(rawB) ? rawB : 0;
  v.ichimokuConversion = conv;
  v.ichimokuBase = base;
  v.ichimokuSpanA = shownA;
  v.ichimokuSpanB = shownB;
  v.ichimokuCloud = !Number.isNaN(shownA) && !Number.isNaN(shownB) ? (shownA >= shownB ? 1 : 2) : Number.NaN;
}

/**
 * Highest high of the last n candles (candle i's high x already in the ring), from the extreme kept at
 * d[at] and the candle it came from at d[at + 1]; rescans the ring (newest first) when that candle left
 * the window. Ties keep the newest candle, which lives longest.
 */
function windowMax(d: number[], at: number, n: number, i: number, x: number): number {
  const pos = d[at + 1];
  if (i - pos >= n) {
    let m = x;
    let p = i;
    const from = Math.max(i - n + 1, 0);
    for (let k = i - 1; k >= from; k--) {
      const y = d[R_HIGH + (k & HM)];
      if (y > m) {
        m = y;
        p = k;
      }
    }
    d[at] = m;
    d[at + 1] = p;
    return m;
  }
  const m = d[at];
  if (x >= m) {
    d[at] = x;
    d[at + 1] = i;
    return x;
  }
  return m;
}

/** Lowest low of the last n candles, as windowMax. */
function windowMin(d: number[], at: number, n: number, i: number, x: number): number {
  const pos = d[at + 1];
  if (i - pos >= n) {
    let m = x;
    let p = i;
    const from = Math.max(i - n + 1, 0);
    for (let k = i - 1; k >= from; k--) {
      const y = d[R_LOW + (k & HM)];
      if (y < m) {
        m = y;
        p = k;
      }
    }
    d[at] = m;
    d[at + 1] = p;
    return m;
  }
  const m = d[at];
  if (x <= m) {
    d[at] = x;
    d[at + 1] = i;
    return x;
  }
  return m;
}

/**
 * DMI 14 with Wilder's smoothing as TA-Lib's C code: candle 0 only sets the previous values, the next
 * 13 moves and true ranges are summed, smoothing starts at candle 14 (first +DI, -DI) and ADX is the
 * mean of the first 14 DX at candle 27, then Wilder-smoothed. A tie of up and down move counts for
 * neither; a DX with +DI + -DI ~ 0 is skipped.
 */
export function dmiStep(
  d: number[],
  i: number,
  high: number,
  low: number,
  pc: number,
  ph: number,
  pl: number,
  v: IndicatorValues,
): void {
  if (i === 0) {
    v.diPlus = v.diMinus = v.adx = Number.NaN;
    return;
  }
  const n = 14;
  const up = high - ph;
  const down = pl - low;
  let tr = high - low;
  const a = Math.abs(high - pc);
  if (a > tr) tr = a;
  const b = Math.abs(low - pc);
  if (b > tr) tr = b;
  let minusDm = d[DMI_MINUS];
  let plusDm = d[DMI_PLUS];
  if (i < n) {
    if (down > 0 && up < down) minusDm += down;
    else if (up > 0 && up > down) plusDm += up;
    d[DMI_TR] += tr;
    v.diPlus = v.diMinus = v.adx = Number.NaN;
  } else {
    minusDm -= minusDm / n;
    plusDm -= plusDm / n;
    if (down > 0 && up < down) minusDm += down;
    else if (up > 0 && up > down) plusDm += up;
    const trs = d[DMI_TR];
    const trSum = trs - trs / n + tr;
    d[DMI_TR] = trSum;
    let plus = 0;
    let minus = 0;
    let dx = Number.NaN;
    if (!(trSum > -EPS && trSum < EPS)) {
      minus = 100 * (minusDm / trSum);
      plus = 100 * (plusDm / trSum);
      const sum = minus + plus;
      if (!(sum > -EPS && sum < EPS)) dx = 100 * (Math.abs(minus - plus) / sum);
    }
    v.diPlus = plus;
    v.diMinus = minus;
    if (i < 2 * n - 1) {
      if (!Number.isNaN(dx)) d[DMI_SUMDX] += dx;
      v.adx = Number.NaN;
    } else if (i === 2 * n - 1) {
      if (!Number.isNaN(dx)) d[DMI_SUMDX] += dx;
      const adx = d[DMI_SUMDX] / n;
      d[DMI_ADX] = adx;
      v.adx = adx;
    } else {
      let adx = d[DMI_ADX];
      if (!Number.isNaN(dx)) adx = (adx * (n - 1) + dx) / n;
      d[DMI_ADX] = adx;
      v.adx = adx;
    }
  }
  d[DMI_MINUS] = minusDm;
  d[DMI_PLUS] = plusDm;
}

/**
 * VWAP of the typical price (high + low + close) / 3, reset at each session: the UTC day for intraday
 * intervals, the week for 1d, the month for 1w; the typical price itself while the session has no volume.
 */
export function vwapStep(
  d: number[],
  anchor: VwapAnchor,
  time: number,
  high: number,
  low: number,
  close: number,
  volume: number,
  v: IndicatorValues,
): void {
  const session = sessionOf(time, anchor);
  if (session !== d[VWAP_SESSION]) {
    d[VWAP_SESSION] = session;
    d[VWAP_PV] = 0;
    d[VWAP_VOL] = 0;
  }
  const tp = (high + low + close) / 3;
  const pv = d[VWAP_PV] + tp * volume;
  const vol = d[VWAP_VOL] + volume;
  d[VWAP_PV] = pv;
  d[VWAP_VOL] = vol;
  v.vwap = vol > 0 ? pv / vol : tp;
}

/**
 * SuperTrend 10/3 as TradingView: ATR 10 counting candle 0's range high - low, seeded by the mean of the
 * first 10 true ranges, then Wilder-smoothed. Bands mid ± 3 ATR only tighten while the previous close
 * stays inside them; the first line is a down trend and the trend flips when the close crosses the
 * active band.
 */
export function superTrendStep(
  d: number[],
  i: number,
  high: number,
  low: number,
  close: number,
  pc: number,
  v: IndicatorValues,
): void {
  const n = 10;
  const cnt = i + 1;
  let tr = high - low;
  if (i > 0) {
    const a = Math.abs(high - pc);
    if (a > tr) tr = a;
    const b = Math.abs(low - pc);
    if (b > tr) tr = b;
  }
  let atr = Number.NaN;
  if (cnt < n) d[ST_ATR] += tr;
  else {
    atr = cnt === n ? (d[ST_ATR] + tr) / n : (d[ST_ATR] * (n - 1) + tr) / n;
    d[ST_ATR] = atr;
  }
  if (Number.isNaN(atr)) {
    v.superTrend = v.superTrendSignal = Number.NaN;
    return;
  }
  const mid = (high + low) / 2;
  let upper = mid + 3 * atr;
  let lower = mid - 3 * atr;
  let dir = d[ST_DIR];
  if (d[ST_STARTED] === 0) {
    d[ST_STARTED] = 1;
    dir = -1;
  } else {
    const sLower = d[ST_LOWER];
    const sUpper = d[ST_UPPER];
    if (!(lower > sLower || pc < sLower)) lower = sLower;
    if (!(upper < sUpper || pc > sUpper)) upper = sUpper;
    if (dir === -1) dir = close > upper ? 1 : -1;
    else dir = close < lower ? -1 : 1;
  }
  d[ST_DIR] = dir;
  d[ST_UPPER] = upper;
  d[ST_LOWER] = lower;
  v.superTrend = dir === 1 ? lower : upper;
  v.superTrendSignal = dir;
}
