import { describe, expect, it } from 'vitest';
import {
  comparableFields,
  conditionItemsOf,
  emptyRow,
  filterFormSchema,
  formDefaults,
  rowsOf,
  toCondition,
  toRow,
} from './condition-form';
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

describe('AND / OR between rows', () => {
  const rsi = { field: 'rsi', operator: 'isLessThan' as const, value: 30 };
  const hammer = { field: 'hammer', operator: 'equals' as const, value: 1 };
  const trend = { field: 'close', operator: 'isGreaterThan' as const, value: { field: 'ema200' } };

  it('makes rows joined by OR one "any of" group, and keeps the row behind each condition', () => {
    const rows = [toRow(rsi), toRow(hammer, 'or'), toRow(trend)];
    expect(conditionItemsOf(rows)).toEqual([
      { item: { anyOf: [rsi, hammer] }, rows: [0, 1] },
      { item: trend, rows: [2] },
    ]);
    // an incomplete row drops out of its group; a group of one is a plain condition
    const typing = [toRow(rsi), { ...emptyRow('or'), field: 'hammer' }, toRow(trend)];
    expect(conditionItemsOf(typing).map((x) => x.item)).toEqual([rsi, trend]);
    // OR on the first row has nothing above it to join
    expect(conditionItemsOf([toRow(rsi, 'or'), toRow(trend)]).map((x) => x.item)).toEqual([rsi, trend]);
  });

  it('reads a stored list with groups back as the same rows', () => {
    const list = [trend, { anyOf: [rsi, hammer] }];
    const rows = rowsOf(list);
    expect(rows.map((r) => r.join)).toEqual(['and', 'and', 'or']);
    expect(conditionItemsOf(rows).map((x) => x.item)).toEqual(list);
  });

  it('refuses a group of more than ten rows on its first row', () => {
    const form = { ...formDefaults(), name: 'wide' };
    const rows = [toRow(trend), ...Array.from({ length: 11 }, (_, k) => toRow(rsi, k === 0 ? 'and' : 'or'))];
    const result = filterFormSchema.safeParse({ ...form, conditions: rows });
    expect(result.success).toBe(false);
    expect(result.error?.issues).toContainEqual(
      expect.objectContaining({ path: ['conditions', 1, 'join'], message: 'conditionGroupInvalid' }),
    );
  });
});
