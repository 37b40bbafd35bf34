import { describe, expect, it } from 'vitest';
import { loadKlines, REAL_SERIES } from '../../test-support/data.js';
import { candleAt } from '../series/columns.js';
import { computeIndicators } from './batch.js';
import { COLUMN_NAMES, emptyIndicatorValues } from './columns.js';
import { createIndicatorState, type IndicatorState, updateIndicatorState } from './state.js';

function same(a: number, b: number): boolean {
  return Object.is(a, b) || (Number.isNaN(a) && Number.isNaN(b));
}

describe.each(REAL_SERIES)('streaming equals batch on $name', (series) => {
  const candles = loadKlines(series.klines);
  const n = candles.time.length;
  const batch = computeIndicators(candles, { interval: series.interval });

  it('gives identical values for every column at every candle', () => {
    const state = createIndicatorState({ interval: series.interval });
    const v = emptyIndicatorValues();
    const mismatches: string[] = [];
    for (let i = 0; i < n; i++) {
      updateIndicatorState(state, candleAt(candles, i), v);
      for (const name of COLUMN_NAMES) {
        if (!same(v[name], batch[name][i]) && mismatches.length < 5)
          mismatches.push(`${name}[${i}]: streaming ${v[name]} batch ${batch[name][i]}`);
      }
    }
    expect(mismatches).toEqual([]);
  });

  it('continues identically after a JSON round trip of the state', () => {
    let state: IndicatorState = createIndicatorState({ interval: series.interval });
    const half = Math.floor(n / 2);
    for (let i = 0; i < half; i++) updateIndicatorState(state, candleAt(candles, i));
    const json = JSON.stringify(state);
    expect(json).not.toContain('null');
    state = JSON.parse(json);
    const v = emptyIndicatorValues();
    let mismatches = 0;
    for (let i = half; i < n; i++) {
      updateIndicatorState(state, candleAt(candles, i), v);
      for (const name of COLUMN_NAMES) if (!same(v[name], batch[name][i])) mismatches++;
    }
    expect(mismatches).toBe(0);
  });
});

describe('indicator state', () => {
  it('stays small once warmed up', () => {
    const candles = loadKlines('ETHUSDT-4h-futures.csv');
    const state = createIndicatorState({ interval: '4h' });
    for (let i = 0; i < 1000; i++) updateIndicatorState(state, candleAt(candles, i));
    expect(JSON.stringify(state).length).toBeLessThan(16_000);
  });

  it('reuses output buffers passed back to computeIndicators', () => {
    const candles = loadKlines('BTCUSDT-1h-2025-01.csv');
    const first = computeIndicators(candles);
    const again = computeIndicators(candles, { out: first });
    expect(again).toBe(first);
    const fresh = computeIndicators(candles);
    for (const name of COLUMN_NAMES) expect(Array.from(again[name])).toEqual(Array.from(fresh[name]));
  });

  it('returns NaN for every column before the first candle warms it up and a number once warm', () => {
    const candles = loadKlines('BTCUSDT-1d-spot.csv');
    const out = computeIndicators(candles, { interval: '1d' });
    expect(out.rsi[13]).toBeNaN();
    expect(out.rsi[14]).not.toBeNaN();
    expect(out.ema200[198]).toBeNaN();
    expect(out.ema200[199]).not.toBeNaN();
    expect(out.ichimokuSpanB[76]).toBeNaN();
    expect(out.ichimokuSpanB[77]).not.toBeNaN();
  });
});
