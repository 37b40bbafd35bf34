import { describe, expect, it } from 'vitest';
import { type ConditionError, MAX_CONDITIONS, validateConditions } from './conditions.js';

const errorsOf = (list: unknown): readonly ConditionError[] => {
  const r = validateConditions(list);
  if (r.ok) throw new Error('expected errors');
  return r.errors;
};

describe('validateConditions', () => {
  it('normalises numeric strings, code names, pattern aliases, intervals and lists', () => {
    const r = validateConditions([
      { field: 'rsi', operator: 'isLessThan', value: ' 30.5 ' },
      { field: 'color', operator: 'equals', value: 'Green' },
      { field: 'superTrendSignal', operator: 'in', value: ['down', '1', -1] },
      { field: 'pattern', operator: 'contains', value: 'hammer_inverter' },
      { field: 'ema200', interval: 'H4', operator: 'isLessThan', value: { field: 'close' } },
      { field: 'patternDoji', operator: 'equals', value: true },
      { field: 'consecutiveUp', operator: 'notIn', value: [3, '1', 1] },
    ]);
    expect(r).toEqual({
      ok: true,
      conditions: [
        { field: 'rsi', operator: 'isLessThan', value: 30.5 },
        { field: 'color', operator: 'equals', value: 1 },
        { field: 'superTrendSignal', operator: 'in', value: [-1, 1] },
        { field: 'pattern', operator: 'contains', value: 'invertedHammer' },
        { field: 'ema200', interval: '4h', operator: 'isLessThan', value: { field: 'close' } },
        { field: 'patternDoji', operator: 'equals', value: 1 },
        { field: 'consecutiveUp', operator: 'notIn', value: [1, 3] },
      ],
    });
  });

  it('accepts anyOf groups and reports an error inside one with its member position', () => {
    const good = validateConditions([
      {
        anyOf: [
          { field: 'rsi', operator: 'isLessThan', value: 30 },
          { field: 'adx', operator: 'isGreaterThan', value: 25 },
        ],
      },
    ]);
    expect(good.ok).toBe(true);
    expect(
      errorsOf([
        { field: 'rsi', operator: 'isLessThan', value: 30 },
        {
          anyOf: [
            { field: 'rsi', operator: 'isLessThan', value: 30 },
            { field: 'nope', operator: 'equals', value: 1 },
          ],
        },
      ]),
    ).toEqual([{ index: 1, member: 1, code: 'unknownField', message: 'unknown field "nope"' }]);
    expect(errorsOf([{ anyOf: [] }])[0]).toMatchObject({ index: 0, code: 'emptyGroup' });
    expect(errorsOf([{ anyOf: [{ anyOf: [] }] }])[0]).toMatchObject({
      index: 0,
      member: 0,
      code: 'invalidCondition',
    });
  });

  it('names the index of every bad condition', () => {
    const errors = errorsOf([
      { field: 'rsi', operator: 'isLessThan', value: 30 },
      { field: 'rsi2', operator: 'isLessThan', value: 30 },
      { field: 'rsi', operator: 'isBetween', value: 30 },
      { field: 'rsi', operator: 'contains', value: 'doji' },
      { field: 'rsi', operator: 'isLessThan', value: 'thirty' },
      { field: 'rsi', interval: '2h', operator: 'isLessThan', value: 30 },
      { field: 'pattern', operator: 'contains', value: 'teacup' },
      { field: 'close', operator: 'isGreaterThan', value: { field: 'rsi' } },
      { field: 'color', operator: 'equals', value: 3 },
      'rsi < 30',
    ]);
    expect(errors.map((e) => [e.index, e.code])).toEqual([
      [1, 'unknownField'],
      [2, 'unknownOperator'],
      [3, 'operatorNotAllowed'],
      [4, 'invalidValue'],
      [5, 'unknownInterval'],
      [6, 'unknownPattern'],
      [7, 'incompatibleField'],
      [8, 'invalidValue'],
      [9, 'invalidCondition'],
    ]);
    for (const e of errors) expect(e.message.length).toBeGreaterThan(0);
  });

  it('rejects operators that do not fit the value kind', () => {
    const notAllowed = [
      { field: 'close', operator: 'in', value: [1, 2] }, // a list on a continuous price
      { field: 'color', operator: 'crossesAbove', value: 1 }, // a code does not cross
      { field: 'color', operator: 'isGreaterThan', value: 1 },
      { field: 'patternHammer', operator: 'isGreaterThan', value: 0 },
      { field: 'pattern', operator: 'equals', value: 2 }, // the bit set is read by contains only
    ];
    for (const c of notAllowed) expect(errorsOf([c])[0].code).toBe('operatorNotAllowed');
  });

  it('rejects values of the wrong type for the operator', () => {
    const wrong = [
      { field: 'rsi', operator: 'isLessThan', value: [30] },
      { field: 'rsi', operator: 'isLessThan', value: '' },
      { field: 'rsi', operator: 'isLessThan', value: 'Infinity' },
      { field: 'rsi', operator: 'isLessThan', value: true },
      { field: 'consecutiveUp', operator: 'in', value: 3 },
      { field: 'consecutiveUp', operator: 'in', value: [] },
      { field: 'pattern', operator: 'contains', value: 5 },
      { field: 'patternHammer', operator: 'equals', value: 2 },
      { field: 'rsi', operator: 'isLessThan' },
    ];
    for (const c of wrong) expect(errorsOf([c])[0]).toMatchObject({ index: 0 });
    expect(wrong.map((c) => errorsOf([c])[0].code)).toEqual([
      'invalidValue',
      'invalidValue',
      'invalidValue',
      'invalidValue',
      'invalidValue',
      'invalidValue',
      'invalidValue',
      'invalidValue',
      'invalidCondition',
    ]);
  });

  it('compares fields of the same value kind only, on any interval', () => {
    expect(
      validateConditions([
        { field: 'close', operator: 'crossesAbove', value: { field: 'ema200', interval: '1d' } },
      ]).ok,
    ).toBe(true);
    expect(
      validateConditions([{ field: 'rsi', operator: 'isGreaterThan', value: { field: 'rsiMa' } }]).ok,
    ).toBe(true);
    expect(
      validateConditions([{ field: 'color', operator: 'equals', value: { field: 'color', interval: '1d' } }])
        .ok,
    ).toBe(true);
    expect(
      errorsOf([{ field: 'color', operator: 'equals', value: { field: 'superTrendSignal' } }])[0].code,
    ).toBe('incompatibleField');
    expect(
      errorsOf([{ field: 'close', operator: 'isGreaterThan', value: { field: 'ema200', interval: '3h' } }])[0]
        .code,
    ).toBe('unknownInterval');
    expect(
      errorsOf([{ field: 'close', operator: 'isGreaterThan', value: { field: 'ema201' } }])[0].code,
    ).toBe('unknownField');
  });

  it('rejects a list that is not a list, is empty or is too long', () => {
    expect(errorsOf({})[0]).toMatchObject({ index: null, code: 'invalidList' });
    expect(errorsOf([])[0]).toMatchObject({ index: null, code: 'emptyList' });
    const many = Array.from({ length: MAX_CONDITIONS + 1 }, () => ({
      field: 'rsi',
      operator: 'isLessThan',
      value: 30,
    }));
    expect(errorsOf(many)[0]).toMatchObject({ index: null, code: 'tooManyConditions' });
  });
});
