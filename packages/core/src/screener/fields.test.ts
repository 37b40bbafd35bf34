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

  it('names every field shortly in both languages, parameters included, and every code value', () => {
    for (const f of SCREENER_FIELDS) expect(f.label_en && f.label_vi, f.name).toBeTruthy();
    expect(findField('rsi')).toMatchObject({ label_en: 'RSI(14)', label_vi: 'RSI(14)' });
    expect(findField('ema200')).toMatchObject({ label_en: 'EMA(200)' });
    expect(findField('close')).toMatchObject({ label_en: 'Close', label_vi: 'Giá đóng' });
    expect(findField('patternHammer')).toMatchObject({ label_en: 'Hammer', label_vi: 'Nến búa' });
    for (const f of SCREENER_FIELDS.filter((x) => x.codes)) {
      expect(Object.keys(f.codeLabels ?? {}), f.name).toEqual(Object.keys(f.codes ?? {}));
      for (const l of Object.values(f.codeLabels ?? {})) expect(l.en && l.vi, f.name).toBeTruthy();
    }
    expect(findField('color')?.codeLabels?.green).toEqual({ en: 'green', vi: 'xanh' });
    expect(findField('rsi')?.codeLabels).toBeUndefined();
  });
});
