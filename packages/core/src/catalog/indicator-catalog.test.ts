import { describe, expect, it } from 'vitest';
import { loadKlines } from '../../test-support/data.js';
import { computeIndicators } from '../engine/batch.js';
import { COLUMN_NAMES } from '../engine/columns.js';
import { INDICATOR_CATALOG } from './indicator-catalog.js';

describe('indicator catalogue', () => {
  it('has exactly one entry per output column, in column order', () => {
    expect(INDICATOR_CATALOG.map((d) => d.name)).toEqual([...COLUMN_NAMES]);
  });

  it('gives every entry non-empty texts in both languages', () => {
    for (const d of INDICATOR_CATALOG) {
      for (const t of [d.name_en, d.name_vi, d.description_en, d.description_vi])
        expect(t.trim().length).toBeGreaterThan(2);
    }
  });

  it('writes the Vietnamese texts with Vietnamese diacritics', () => {
    const vi = /[ăâđêôơưàáảãạằắẳẵặầấẩẫậèéẻẽẹềếểễệìíỉĩịòóỏõọồốổỗộờớởỡợùúủũụừứửữựỳýỷỹỵ]/i;
    for (const d of INDICATOR_CATALOG) expect(vi.test(d.description_vi), d.name).toBe(true);
  });

  it('states the warm-up: NaN before it and a value at it on real candles', () => {
    const c = loadKlines('BTCUSDT-1d-spot.csv');
    const out = computeIndicators(c, { interval: '1d' });
    for (const d of INDICATOR_CATALOG) {
      const col = out[d.name];
      if (d.warmup > 0) expect(col[d.warmup - 1], d.name).toBeNaN();
      // levels need a pivot on the right side of the close, which the data may not offer at once
      if (d.group !== 'levels') expect(col[d.warmup], d.name).not.toBeNaN();
      else
        expect(
          Array.from(col.subarray(d.warmup, d.warmup + 100)).some((x) => !Number.isNaN(x)),
          d.name,
        ).toBe(true);
    }
  });
});
