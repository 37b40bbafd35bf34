import { evaluateAt, seriesData, validateConditions } from '@bitdata/core';
import { describe, expect, it } from 'vitest';
import { readingDto } from './filter-dto';

describe('readings on the wire', () => {
  it('carry what each condition compares with: a constant, a list, another field, a pattern', () => {
    const checked = validateConditions([
      { field: 'rsi', operator: 'isLessThan', value: '35' },
      { field: 'color', operator: 'in', value: ['red', 'green'] },
      { field: 'close', operator: 'isGreaterThan', value: { field: 'ema200', interval: '4h' } },
      { field: 'pattern', operator: 'contains', value: 'hammer' },
    ]);
    if (!checked.ok) throw new Error(JSON.stringify(checked.errors));
    // one 1h candle with the columns the first two conditions read; the others unknown
    const market = { '1h': seriesData([0], { rsi: [33.11], color: [1] }) };
    const readings = evaluateAt(checked.conditions, market, '1h', 0).readings.map(readingDto);
    expect(readings[0]).toMatchObject({
      field: 'rsi',
      operator: 'isLessThan',
      matched: true,
      left: 33.11,
      value: 35,
    });
    expect(readings[1]).toMatchObject({ field: 'color', operator: 'in', matched: true, value: [1, 2] });
    expect(readings[2]).toMatchObject({ field: 'close', rightField: 'ema200', rightInterval: '4h' });
    expect(readings[2]).not.toHaveProperty('value');
    expect(readings[3]).toMatchObject({ field: 'pattern', operator: 'contains', pattern: 'patternHammer' });
  });
});
