import { describe, expect, it } from 'vitest';
import { loadKlines, loadReference, REFERENCE_SERIES } from '../test-support/data.js';
import { computeIndicators } from './engine/batch.js';
import { atrBatch } from './indicators/dmi.js';

/**
 * TA-Lib equality on real candles. The reference files print 10 decimals, so a value can only be checked to
 * half a unit of that last decimal (5e-11) on top of the 1e-9 relative tolerance: that matters only for
 * MACD values that cross zero.
 */
const REL = 1e-9;
const PRINT = 5e-11;

const PAIRS: [string, string][] = [
  ['sma_20', 'sma20'],
  ['ema_20', 'ema20'],
  ['rsi_14', 'rsi'],
  ['macd_12_26_9', 'macd'],
  ['macd_signal_12_26_9', 'macdSignal'],
  ['macd_hist_12_26_9', 'macdHistogram'],
  ['bb_upper_20_2', 'bbUpper'],
  ['bb_middle_20_2', 'bbMiddle'],
  ['bb_lower_20_2', 'bbLower'],
  ['adx_14', 'adx'],
  ['plus_di_14', 'diPlus'],
  ['minus_di_14', 'diMinus'],
];

function worst(ours: Float64Array, ref: Float64Array): { checked: number; bad: number; firstBad: string } {
  let checked = 0;
  let bad = 0;
  let firstBad = '';
  for (let i = 0; i < ref.length; i++) {
    const r = ref[i];
    if (Number.isNaN(r)) continue; // TA-Lib's warm-up
    checked++;
    const o = ours[i];
    const ok = Math.abs(o - r) <= REL * Math.max(Math.abs(o), Math.abs(r)) + PRINT;
    if (!ok) {
      bad++;
      if (!firstBad) firstBad = `index ${i}: ours ${o}, TA-Lib ${r}`;
    }
  }
  return { checked, bad, firstBad };
}

describe.each(REFERENCE_SERIES)('TA-Lib equality on $name', (series) => {
  const candles = loadKlines(series.klines);
  const ref = loadReference(series.talib);
  const ours = computeIndicators(candles, { interval: series.interval });

  it('uses reference rows aligned with the candles', () => {
    expect(ref.open_time.length).toBe(candles.time.length);
    expect(Array.from(ref.open_time)).toEqual(Array.from(candles.time));
  });

  it.each(PAIRS)('%s equals TA-Lib within 1e-9 relative after warm-up', (refName, ourName) => {
    const r = worst(ours[ourName as keyof typeof ours], ref[refName]);
    expect(r.checked).toBeGreaterThan(candles.time.length - 60);
    expect(r.firstBad).toBe('');
  });

  it('starts each TA-Lib column at the same candle as TA-Lib (MACD line earlier, with the same values)', () => {
    for (const [refName, ourName] of PAIRS) {
      const first = ref[refName].findIndex((x) => !Number.isNaN(x));
      const ourFirst = ours[ourName as keyof typeof ours].findIndex((x) => !Number.isNaN(x));
      if (ourName === 'macd') expect(ourFirst).toBe(25);
      else expect(ourFirst).toBe(first);
    }
  });

  it('atr_14 equals TA-Lib within 1e-9 relative after warm-up', () => {
    const atr = atrBatch(candles.high, candles.low, candles.close, 14, new Float64Array(candles.time.length));
    const r = worst(atr, ref.atr_14);
    expect(r.checked).toBeGreaterThan(candles.time.length - 20);
    expect(r.firstBad).toBe('');
  });
});
