import { SCREENER_FIELDS } from '@bitdata/core';
import { describe, expect, it } from 'vitest';
import { type ConditionReading, conditionReadingSchema } from './filters';
import { readingText } from './reading-text';

const reading = (over: Partial<ConditionReading>): ConditionReading => ({
  index: 0,
  field: 'rsi',
  operator: 'isLessThan',
  matched: true,
  left: 33.110469,
  ...over,
});
const en = (r: Partial<ConditionReading>) => readingText(reading(r), SCREENER_FIELDS, 'en');
const vi = (r: Partial<ConditionReading>) => readingText(reading(r), SCREENER_FIELDS, 'vi');

describe('why it matched in words', () => {
  it('names the field with its parameters, rounds the value and shows the constant it beat', () => {
    expect(en({ value: 35 })).toBe('RSI(14) 33.11 < 35');
    expect(vi({ value: 35 })).toBe('RSI(14) 33,11 < 35');
  });

  it('writes each comparison with its sign, and the opposite sign when it did not hold', () => {
    const cases: [ConditionReading['operator'], boolean, number, string][] = [
      ['isLessThan', true, 33.11, 'RSI(14) 33.11 < 35'],
      ['isLessThan', false, 41.5, 'RSI(14) 41.5 ≥ 35'],
      ['isLessThanOrEqual', true, 35, 'RSI(14) 35 ≤ 35'],
      ['isLessThanOrEqual', false, 41.5, 'RSI(14) 41.5 > 35'],
      ['isGreaterThan', true, 41.5, 'RSI(14) 41.5 > 35'],
      ['isGreaterThan', false, 35, 'RSI(14) 35 ≤ 35'],
      ['isGreaterThanOrEqual', true, 35, 'RSI(14) 35 ≥ 35'],
      ['isGreaterThanOrEqual', false, 20.004, 'RSI(14) 20 < 35'],
      ['equals', true, 35, 'RSI(14) 35 = 35'],
      ['isNotEquals', true, 36.125, 'RSI(14) 36.13 ≠ 35'],
      ['isNotEquals', false, 35, 'RSI(14) 35 = 35'],
    ];
    for (const [operator, matched, left, text] of cases) {
      expect(en({ operator, matched, left, value: 35 }), `${operator} ${matched}`).toBe(text);
    }
  });

  it('compares a price with another field by name and value, in each language’s separators', () => {
    const r: Partial<ConditionReading> = {
      field: 'close',
      operator: 'isGreaterThan',
      left: 71160.53,
      rightField: 'ema200',
      right: 69800.21,
    };
    expect(en(r)).toBe('Close 71,160.5 > EMA(200) 69,800.2');
    expect(vi(r)).toBe('Giá đóng 71.160,5 > EMA(200) 69.800,2');
    const tf: Partial<ConditionReading> = {
      ...r,
      interval: '4h',
      rightField: 'low',
      rightInterval: '4h',
      right: 70012.4,
    };
    expect(en(tf)).toBe('Close (4h) 71,160.5 > Low (4h) 70,012.4');
  });

  it('rounds prices by magnitude, percentages with %, volumes compact, counts whole', () => {
    const close = (left: number) => en({ field: 'close', operator: 'isGreaterThan', left, value: 0 });
    expect(close(3512.4249)).toBe('Close 3,512.42 > 0');
    expect(close(1.234567)).toBe('Close 1.2346 > 0');
    expect(close(0.5234567)).toBe('Close 0.5235 > 0');
    expect(close(0.0000123)).toBe('Close 0.0000123 > 0');
    expect(en({ field: 'supportDistance', left: 1.2345, value: 2 })).toBe('Distance to support 1.23% < 2%');
    expect(vi({ field: 'supportDistance', left: 1.2345, value: 2 })).toBe(
      'Khoảng cách tới hỗ trợ 1,23% < 2%',
    );
    expect(en({ field: 'volume', operator: 'isGreaterThan', left: 1234567, value: 1e6 })).toBe(
      'Volume 1.23M > 1M',
    );
    expect(en({ field: 'consecutiveUp', operator: 'isGreaterThanOrEqual', left: 4, value: 3 })).toBe(
      'Up candles in a row 4 ≥ 3',
    );
  });

  it('calls a code by its name in the reader’s language', () => {
    expect(en({ field: 'color', operator: 'equals', left: 1, value: 1 })).toBe('Colour: green');
    expect(vi({ field: 'color', operator: 'equals', left: 1, value: 1 })).toBe('Màu nến: xanh');
    expect(en({ field: 'color', operator: 'isNotEquals', left: 1, value: 2 })).toBe('Colour: green, not red');
    expect(vi({ field: 'color', operator: 'equals', matched: false, left: 2, value: 1 })).toBe(
      'Màu nến: đỏ, không phải xanh',
    );
    expect(en({ field: 'superTrendSignal', operator: 'in', left: -1, value: [-1] })).toBe(
      'SuperTrend(10,3) direction: down',
    );
    expect(en({ field: 'patternHammer', operator: 'equals', left: 1, value: 1 })).toBe('Hammer: yes');
    expect(vi({ field: 'patternHammer', operator: 'equals', left: 1, value: 1 })).toBe('Nến búa: có');
  });

  it('names the pattern a candle has, or lacks', () => {
    const r = { field: 'pattern', operator: 'contains', left: 32, pattern: 'patternHammer' } as const;
    expect(en(r)).toBe('Patterns: Hammer');
    expect(vi(r)).toBe('Mô hình nến: Nến búa');
    expect(en({ ...r, matched: false, left: 0 })).toBe('Patterns: no Hammer');
  });

  it('says what crossed what, with the values now', () => {
    expect(en({ operator: 'crossesAbove', left: 31.256, leftPrevious: 29, value: 30 })).toBe(
      'RSI(14) crossed above 30: 31.26',
    );
    expect(vi({ operator: 'crossesAbove', left: 31.256, leftPrevious: 29, value: 30 })).toBe(
      'RSI(14) cắt lên 30: 31,26',
    );
    const cross = {
      field: 'ema9',
      operator: 'crossesAbove',
      left: 69850.24,
      right: 69800.11,
      rightField: 'ema20',
    } as const;
    expect(en(cross)).toBe('EMA(9) crossed above EMA(20): 69,850.2 > 69,800.1');
    expect(en({ ...cross, operator: 'crossesBelow', matched: false })).toBe(
      'EMA(9) did not cross below EMA(20): 69,850.2 > 69,800.1',
    );
    expect(vi({ ...cross, operator: 'crossesBelow', matched: false })).toBe(
      'EMA(9) không cắt xuống EMA(20): 69.850,2 > 69.800,1',
    );
  });

  it('reads a list as one of, or none of, its values', () => {
    const r: Partial<ConditionReading> = {
      field: 'consecutiveUp',
      operator: 'in',
      left: 4,
      value: [3, 4, 5],
    };
    expect(en(r)).toBe('Up candles in a row 4, one of 3, 4, 5');
    expect(vi(r)).toBe('Nến tăng liên tiếp 4, thuộc 3, 4, 5');
    expect(en({ ...r, operator: 'notIn', left: 2 })).toBe('Up candles in a row 2, none of 3, 4, 5');
  });

  it('says when a value is missing', () => {
    expect(en({ left: null, value: 35, matched: false })).toBe('RSI(14): no value');
    expect(vi({ left: null, value: 35, matched: false })).toBe('RSI(14): chưa có giá trị');
    const r = {
      field: 'close',
      operator: 'isGreaterThan',
      left: 100,
      right: null,
      rightField: 'ema200',
    } as const;
    expect(en({ ...r, matched: false })).toBe('Close 100, EMA(200): no value');
  });

  it('reads the readings stored before they said what they compare with', () => {
    const stored = { index: 0, field: 'rsi', operator: 'isLessThan', matched: true, left: 34.6912 };
    const parsed = conditionReadingSchema.parse(stored);
    expect(readingText(parsed, SCREENER_FIELDS, 'en')).toBe('RSI(14): 34.69');
    expect(en({ field: 'close', operator: 'isGreaterThan', left: 71160.53, right: 69800.21 })).toBe(
      'Close 71,160.5 > 69,800.2',
    );
    expect(en({ field: 'color', operator: 'equals', left: 1 })).toBe('Colour: green');
    expect(en({ field: 'pattern', operator: 'contains', left: 32 })).toBe('Patterns: yes');
    expect(en({ operator: 'crossesAbove', left: 31.256 })).toBe('RSI(14) crossed above: 31.26');
    // a field the catalogue no longer has keeps its stored name
    expect(readingText(reading({ field: 'gone', value: 2, left: 1.5 }), SCREENER_FIELDS, 'en')).toBe(
      'gone 1.5 < 2',
    );
  });

  it('keeps what a new reading compares with through the wire schema', () => {
    const sent = reading({ value: 35, rightField: 'ema200', rightInterval: '4h', pattern: 'patternDoji' });
    expect(conditionReadingSchema.parse(sent)).toEqual(sent);
    expect(conditionReadingSchema.parse(reading({ operator: 'in', value: [1, 2] })).value).toEqual([1, 2]);
  });
});
