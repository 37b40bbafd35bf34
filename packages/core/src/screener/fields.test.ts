import { describe, expect, it } from 'vitest';
import { COLUMN_NAMES } from '../engine/columns.js';
import { CANDLE_FIELDS, FUTURES_FIELDS, findField, OPERATORS, SCREENER_FIELDS } from './fields.js';

describe('screener fields', () => {
  it('lists every catalogue column, the candle fields and the two futures ratios once', () => {
    const names = SCREENER_FIELDS.map((f) => f.name);
    expect(new Set(names).size).toBe(names.length);
    expect(names.sort()).toEqual([...COLUMN_NAMES, ...CANDLE_FIELDS, ...FUTURES_FIELDS].sort());
  });

  it('gives every field texts in both languages and at least one operator', () => {
    for (const f of SCREENER_FIELDS) {
      expect(f.name_en && f.name_vi && f.description_en && f.description_vi, f.name).toBeTruthy();
      expect(f.operators.length, f.name).toBeGreaterThan(0);
      for (const op of f.operators) expect(OPERATORS).toContain(op);
    }
  });

  it('offers contains on the pattern set only, lists on counts and codes, crosses on numbers and counts', () => {
    for (const f of SCREENER_FIELDS) {
      expect(f.operators.includes('contains'), f.name).toBe(f.name === 'pattern');
      expect(f.operators.includes('in'), f.name).toBe(f.kind === 'count' || f.kind === 'code');
      expect(f.operators.includes('crossesAbove'), f.name).toBe(f.kind === 'number' || f.kind === 'count');
    }
    expect(findField('rsi')?.kind).toBe('number');
    expect(findField('consecutiveAboveEma200')?.kind).toBe('count');
    expect(findField('patternHammer')?.kind).toBe('flag');
    expect(findField('topTraderAccountRatio')).toMatchObject({ group: 'futures', kind: 'number' });
    expect(findField('color')?.codes).toEqual({ green: 1, red: 2 });
    expect(findField('superTrendSignal')?.codes).toEqual({ up: 1, down: -1 });
    expect(findField('RSI')).toBeUndefined();
  });
});
