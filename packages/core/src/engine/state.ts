import { vwapAnchorFor } from '../indicators/vwap.js';
import type { Candle } from '../types.js';
import { emptyIndicatorValues, type IndicatorValues } from './columns.js';
import { bollingerStep, macdStep, movingAveragesStep, rsiStep } from './state-averages.js';
import {
  COUNT,
  createIndicatorState,
  HM,
  type IndicatorState,
  R_CLOSE,
  R_HIGH,
  R_LOW,
  R_OPEN,
  type StateOptions,
} from './state-layout.js';
import { levelsStep, runsStep, volumeStep } from './state-levels.js';
import { patternsStep } from './state-patterns.js';
import { dmiStep, ichimokuStep, superTrendStep, vwapStep } from './state-trend.js';

/**
 * Streaming form of the indicator engine. The state (one flat number array with fixed offsets, its
 * creation and what it serialises to) is in engine/state-layout.ts; the update rules, grouped by
 * responsibility, are in engine/state-averages.ts (RSI, MACD, SMAs, EMAs, Bollinger), state-trend.ts
 * (Ichimoku, DMI, VWAP, SuperTrend), state-levels.ts (volume, colour, runs, support and resistance) and
 * state-patterns.ts. Every step is a module-level function of the flat array and primitives, writing
 * into the values object: nothing is allocated per candle.
 */
export { createIndicatorState, type IndicatorState, type StateOptions };

/**
 * Feeds one closed candle (in time order) and returns the latest value of every column, equal to the
 * batch form's value at that candle. Mutates `state`. Pass `out` to reuse a values object.
 */
export function updateIndicatorState(
  state: IndicatorState,
  candle: Candle,
  out: IndicatorValues = emptyIndicatorValues(),
): IndicatorValues {
  const { time, open, high, low, close, volume } = candle;
  const d = state.data;
  if (d === undefined)
    throw new Error('indicator state from an older version: recreate it with createIndicatorState');
  const v = out;
  const i = d[COUNT];
  d[COUNT] = i + 1;
  const slot = i & HM;
  const prevSlot = (i - 1) & HM;
  const pc = d[R_CLOSE + prevSlot]; // previous close, high, low (meaningless at i = 0)
  const ph = d[R_HIGH + prevSlot];
  const pl = d[R_LOW + prevSlot];
  d[R_OPEN + slot] = open;
  d[R_HIGH + slot] = high;
  d[R_LOW + slot] = low;
  d[R_CLOSE + slot] = close;

  rsiStep(d, i, close, pc, v);
  macdStep(d, i, close, v);
  movingAveragesStep(d, i, close, v);
  bollingerStep(d, i, close, v);
  ichimokuStep(d, i, high, low, v);
  dmiStep(d, i, high, low, pc, ph, pl, v);
  vwapStep(d, vwapAnchorFor(state.interval), time, high, low, close, volume, v);
  superTrendStep(d, i, high, low, close, pc, v);
  volumeStep(d, i, volume, close, candle.quoteVolume ?? Number.NaN, v);
  runsStep(d, open, close, v); // after the EMAs: reads v.ema20 and v.ema200
  levelsStep(d, i, close, v);
  patternsStep(d, i, v);
  return v;
}
