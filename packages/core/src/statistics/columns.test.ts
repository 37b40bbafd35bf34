import { describe, expect, it } from 'vitest';
import { loadKlines } from '../../test-support/data.js';
import { type FieldName, SCREENER_FIELDS } from '../screener/fields.js';
import { columnOf, computeSeries } from '../screener/series.js';
import { sliceColumns } from '../series/columns.js';
import { computableAlone, SeriesBuffer } from './columns.js';

const ALONE = SCREENER_FIELDS.map((f) => f.name).filter((n) => computableAlone([n]));

describe('SeriesBuffer', () => {
  it('computes each column it can compute alone bit for bit as computeSeries, also in a reused buffer', () => {
    const hours = loadKlines('BTCUSDT-1h-spot.csv');
    const other = sliceColumns(hours, 3000, 5000);
    const target = sliceColumns(hours, 0, 1500);
    const whole = computeSeries(target, '1h');
    expect(ALONE.length).toBeGreaterThan(30);
    for (const name of ALONE) {
      const buffer = new SeriesBuffer();
      // a longer market first: whatever it leaves behind must not show
      buffer.fill(other, '1h', new Set(ALONE));
      const s = buffer.fill(target, '1h', new Set([name as FieldName]));
      const got = [...columnOf(s, name)];
      const want = [...columnOf(whole, name)];
      expect(got.length, name).toBe(want.length);
      expect(
        got.every((v, i) => Object.is(v, want[i])),
        name,
      ).toBe(true);
    }
  }, 60_000);

  it('falls back to the whole series for a column it cannot compute alone', () => {
    expect(computableAlone(['pattern' as FieldName])).toBe(false);
    const c = sliceColumns(loadKlines('BTCUSDT-1h-spot.csv'), 0, 300);
    const s = new SeriesBuffer().fill(c, '1h', new Set(['pattern' as FieldName, 'rsi' as FieldName]));
    expect([...columnOf(s, 'rsi' as FieldName)]).toEqual([
      ...columnOf(computeSeries(c, '1h'), 'rsi' as FieldName),
    ]);
  });
});
