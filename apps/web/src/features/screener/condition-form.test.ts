import { describe, expect, it } from 'vitest';
import { comparableFields, emptyRow, toCondition, toRow } from './condition-form';
import { FIELDS } from './test/fixtures';

describe('condition rows', () => {
  it('become wire conditions only when complete', () => {
    expect(toCondition(emptyRow())).toBeNull();
    expect(toCondition({ ...emptyRow(), field: 'rsi', operator: 'isLessThan' })).toBeNull();
    expect(toCondition({ ...emptyRow(), field: 'rsi', operator: 'isLessThan', value: ' 30 ' })).toEqual({
      field: 'rsi',
      operator: 'isLessThan',
      value: 30,
    });
  });

  it('send another field with its interval, a list for in/notIn, and names as text', () => {
    const fieldRow = {
      ...emptyRow(),
      field: 'close',
      interval: '4h' as const,
      operator: 'isGreaterThan' as const,
      mode: 'field' as const,
      value: '12',
      rightField: 'ema200',
      rightInterval: '4h' as const,
    };
    expect(toCondition(fieldRow)).toEqual({
      field: 'close',
      interval: '4h',
      operator: 'isGreaterThan',
      value: { field: 'ema200', interval: '4h' },
    });
    expect(toCondition({ ...emptyRow(), field: 'color', operator: 'in', value: 'green, 2' })).toEqual({
      field: 'color',
      operator: 'in',
      value: ['green', 2],
    });
    // a list operator never takes a field, whatever the toggle said before
    expect(toCondition({ ...fieldRow, operator: 'in', value: '1' })).toMatchObject({ value: [1] });
  });

  it('round-trip through the stored form', () => {
    for (const c of [
      { field: 'rsi', operator: 'isLessThan' as const, value: 70, interval: '1h' as const },
      {
        field: 'close',
        operator: 'crossesAbove' as const,
        value: { field: 'ema200', interval: '4h' as const },
      },
      { field: 'color', operator: 'notIn' as const, value: ['red'] },
    ])
      expect(toCondition(toRow(c))).toEqual(c);
  });

  it('offer on the other side only fields of the same value kind', () => {
    const rsi = FIELDS.find((f) => f.name === 'rsi');
    expect(comparableFields(FIELDS, rsi).map((f) => f.name)).toEqual(['rsi', 'rsiMa']);
    expect(
      comparableFields(
        FIELDS,
        FIELDS.find((f) => f.name === 'close'),
      ).map((f) => f.name),
    ).toEqual(['close', 'ema200']);
  });
});
