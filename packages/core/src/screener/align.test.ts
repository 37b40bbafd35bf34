import { describe, expect, it } from 'vitest';
import { alignClosed, alignSamples, lastClosedIndex } from './align.js';

const H = 3_600_000;
const T0 = Date.UTC(2024, 0, 1);

describe('multi-timeframe alignment', () => {
  // 4h candles opened at 00:00, 04:00, 08:00 and 12:00 (the last still forming until 16:00)
  const fourHours = Float64Array.from([0, 4, 8, 12], (h) => T0 + h * H);

  it('reads the last 4h candle closed at the 1h close, never the forming one', () => {
    // the 1h candle 13:00-14:00 closes at 14:00: the 12:00 4h candle forms until 16:00
    expect(lastClosedIndex(fourHours, 4 * H, T0 + 14 * H)).toBe(2);
    // the 1h candle 11:00-12:00 closes with the 08:00 4h candle
    expect(lastClosedIndex(fourHours, 4 * H, T0 + 12 * H)).toBe(2);
    expect(lastClosedIndex(fourHours, 4 * H, T0 + 12 * H - 1)).toBe(1);
    expect(lastClosedIndex(fourHours, 4 * H, T0 + 16 * H)).toBe(3);
  });

  it('has no value before the first close, nor when the candle due is missing', () => {
    expect(lastClosedIndex(fourHours, 4 * H, T0 + 3 * H)).toBe(-1);
    // at 20:00 the 16:00 candle should have closed; the 12:00 one would be a stale value
    expect(lastClosedIndex(fourHours, 4 * H, T0 + 20 * H)).toBe(-1);
    expect(lastClosedIndex(new Float64Array(0), 4 * H, T0 + 20 * H)).toBe(-1);
  });

  it('aligns a whole series in one pass exactly as candle by candle', () => {
    const hours = Float64Array.from({ length: 24 }, (_, i) => T0 + i * H);
    const idx = alignClosed(hours, H, fourHours, 4 * H);
    expect([...idx]).toEqual([...hours].map((t) => lastClosedIndex(fourHours, 4 * H, t + H)));
    expect([...idx.subarray(0, 8)]).toEqual([-1, -1, -1, 0, 0, 0, 0, 1]);
    // a shorter interval: the 1h candle that closes with the 4h candle
    expect([...alignClosed(fourHours, 4 * H, hours, H)]).toEqual([3, 7, 11, 15]);
  });

  it('aligns ratio samples to candle closes, dropping samples taken after the close or too long before', () => {
    const opens = Float64Array.from([0, 1, 2, 3], (h) => T0 + h * H);
    const times = [T0 + 0.5 * H, T0 + 1 * H, T0 + 1.5 * H, T0 + 3.5 * H];
    const values = [1.1, 1.2, 1.3, 1.4];
    const out = alignSamples(opens, H, times, values);
    expect([...out]).toEqual([1.2, 1.3, Number.NaN, 1.4]);
    expect([...alignSamples(opens, H, times, values, 3 * H)]).toEqual([1.2, 1.3, 1.3, 1.4]);
  });
});
