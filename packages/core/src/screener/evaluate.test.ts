import { describe, expect, it } from 'vitest';
import { loadKlines } from '../../test-support/data.js';
import type { IntervalCode } from '../intervals.js';
import { PATTERNS } from '../patterns/catalog.js';
import { type ValidItem, validateConditions } from './conditions.js';
import { evaluateAt, evaluateSeries } from './evaluate.js';
import { type FieldName, SCREENER_FIELDS } from './fields.js';
import { columnOf, computeSeries, type MarketData, seriesData } from './series.js';

const H = 3_600_000;
const T0 = Date.UTC(2024, 0, 1);
const NaN_ = Number.NaN;

function valid(list: unknown): readonly ValidItem[] {
  const r = validateConditions(list);
  if (!r.ok) throw new Error(JSON.stringify(r.errors));
  return r.conditions;
}

/** A 1h series of hand-written columns (open times every hour from T0). */
function hourly(columns: Partial<Record<FieldName, number[]>>): MarketData {
  const n = Object.values(columns)[0]?.length ?? 0;
  const cols: Partial<Record<FieldName, Float64Array>> = {};
  for (const [k, v] of Object.entries(columns)) cols[k as FieldName] = Float64Array.from(v);
  return {
    '1h': seriesData(
      Float64Array.from({ length: n }, (_, i) => T0 + i * H),
      cols,
    ),
  };
}

const signal = (list: unknown, market: MarketData, interval: IntervalCode = '1h') => [
  ...evaluateSeries(valid(list), market, interval),
];

describe('each operator on hand-built columns', () => {
  const m = hourly({ rsi: [NaN_, 25, 30, 35, 30] });
  const cases: [string, number[]][] = [
    ['equals', [0, 0, 1, 0, 1]],
    ['isNotEquals', [0, 1, 0, 1, 0]],
    ['isGreaterThan', [0, 0, 0, 1, 0]],
    ['isGreaterThanOrEqual', [0, 0, 1, 1, 1]],
    ['isLessThan', [0, 1, 0, 0, 0]],
    ['isLessThanOrEqual', [0, 1, 1, 0, 1]],
  ];
  for (const [operator, expected] of cases) {
    it(`${operator} 30`, () => {
      expect(signal([{ field: 'rsi', operator, value: 30 }], m)).toEqual(expected);
      // a string that parses as a number is that number
      expect(signal([{ field: 'rsi', operator, value: '30' }], m)).toEqual(expected);
    });
  }

  it('in and notIn on a count, never on a missing value', () => {
    const c = hourly({ consecutiveUp: [NaN_, 0, 1, 2, 3] });
    expect(signal([{ field: 'consecutiveUp', operator: 'in', value: [1, 3] }], c)).toEqual([0, 0, 1, 0, 1]);
    expect(signal([{ field: 'consecutiveUp', operator: 'notIn', value: [1, 3] }], c)).toEqual([
      0, 1, 0, 1, 0,
    ]);
  });

  it('equals and in on codes, by value or name', () => {
    const c = hourly({ color: [1, 2, 1], superTrendSignal: [NaN_, -1, 1] });
    expect(signal([{ field: 'color', operator: 'equals', value: 'green' }], c)).toEqual([1, 0, 1]);
    expect(signal([{ field: 'color', operator: 'isNotEquals', value: 1 }], c)).toEqual([0, 1, 0]);
    expect(signal([{ field: 'superTrendSignal', operator: 'in', value: ['up'] }], c)).toEqual([0, 0, 1]);
    expect(signal([{ field: 'superTrendSignal', operator: 'notIn', value: ['up'] }], c)).toEqual([0, 1, 0]);
  });

  it('contains tests the pattern named by any alias in the bit set', () => {
    const bit = (id: string) => 2 ** PATTERNS.find((p) => p.id === id)!.bit;
    const c = hourly({ pattern: [NaN_, 0, bit('hammer'), bit('hammer') + bit('doji'), bit('doji')] });
    expect(signal([{ field: 'pattern', operator: 'contains', value: 'hammerdown' }], c)).toEqual([
      0, 0, 1, 1, 0,
    ]);
    expect(signal([{ field: 'pattern', operator: 'contains', value: 'Hammer' }], c)).toEqual([0, 0, 1, 1, 0]);
    expect(signal([{ field: 'pattern', operator: 'contains', value: 'doji' }], c)).toEqual([0, 0, 0, 1, 1]);
  });

  it('equals on a pattern flag with true/false or 0/1', () => {
    const c = hourly({ patternHammer: [NaN_, 0, 1] });
    expect(signal([{ field: 'patternHammer', operator: 'equals', value: true }], c)).toEqual([0, 0, 1]);
    expect(signal([{ field: 'patternHammer', operator: 'equals', value: 0 }], c)).toEqual([0, 1, 0]);
  });

  it('ANDs the list and ORs an anyOf group', () => {
    const c = hourly({ rsi: [20, 20, 50, 50], adx: [10, 30, 10, 30] });
    const low = { field: 'rsi', operator: 'isLessThan', value: 30 };
    const trend = { field: 'adx', operator: 'isGreaterThan', value: 25 };
    expect(signal([low, trend], c)).toEqual([0, 1, 0, 0]);
    expect(signal([{ anyOf: [low, trend] }], c)).toEqual([1, 1, 0, 1]);
  });
});

describe('crosses', () => {
  it('crossesAbove and crossesBelow a level: previous candle on the other side (or on it), this one across', () => {
    const m = hourly({ rsi: [NaN_, 25, 30, 35, 28, 31, 30] });
    expect(signal([{ field: 'rsi', operator: 'crossesAbove', value: 30 }], m)).toEqual([0, 0, 0, 1, 0, 1, 0]);
    expect(signal([{ field: 'rsi', operator: 'crossesBelow', value: 30 }], m)).toEqual([0, 0, 0, 0, 1, 0, 0]);
  });

  it('a field crossing another field', () => {
    const m = hourly({ macd: [NaN_, -1, -1, 2, 3, 1, 1], macdSignal: [0, 0, 0, 0, 2, 2, NaN_] });
    expect(signal([{ field: 'macd', operator: 'crossesAbove', value: { field: 'macdSignal' } }], m)).toEqual([
      0, 0, 0, 1, 0, 0, 0,
    ]);
    expect(signal([{ field: 'macd', operator: 'crossesBelow', value: { field: 'macdSignal' } }], m)).toEqual([
      0, 0, 0, 0, 0, 1, 0,
    ]);
  });
});

describe('field against field', () => {
  it('compares two columns candle by candle, false where either is warming up', () => {
    const m = hourly({ close: [10, 11, 12, 9], ema200: [NaN_, 10, 12, 10] });
    expect(signal([{ field: 'close', operator: 'isGreaterThan', value: { field: 'ema200' } }], m)).toEqual([
      0, 1, 0, 0,
    ]);
    expect(signal([{ field: 'close', operator: 'equals', value: { field: 'ema200' } }], m)).toEqual([
      0, 0, 1, 0,
    ]);
    expect(signal([{ field: 'close', operator: 'isNotEquals', value: { field: 'ema200' } }], m)).toEqual([
      0, 1, 0, 1,
    ]);
  });

  it('reports the operand values of the live form', () => {
    const m = hourly({ rsi: [40, 28.4], close: [10, 11], ema200: [10.5, 10.5] });
    const e = evaluateAt(
      valid([
        { field: 'rsi', operator: 'isLessThan', value: 30 },
        { field: 'close', operator: 'crossesAbove', value: { field: 'ema200' } },
      ]),
      m,
      '1h',
      1,
    );
    expect(e.matched).toBe(true);
    expect(e.readings).toEqual([
      { index: 0, condition: { field: 'rsi', operator: 'isLessThan', value: 30 }, matched: true, left: 28.4 },
      {
        index: 1,
        condition: { field: 'close', operator: 'crossesAbove', value: { field: 'ema200' } },
        matched: true,
        left: 11,
        right: 10.5,
        leftPrevious: 10,
        rightPrevious: 10.5,
      },
    ]);
    expect(evaluateAt(valid([{ field: 'rsi', operator: 'isLessThan', value: 30 }]), m, '1h', 0).matched).toBe(
      false,
    );
  });
});

describe('multi-timeframe', () => {
  // 1h candles 08:00..13:00; 4h candles 04:00 (closed at 08:00), 08:00 (closed at 12:00), 12:00 (forming)
  const hours = Float64Array.from([8, 9, 10, 11, 12, 13], (h) => T0 + h * H);
  const market = (forming: number): MarketData => ({
    '1h': seriesData(hours, { close: Float64Array.from([100, 100, 100, 100, 100, 100]) }),
    '4h': seriesData(
      Float64Array.from([4, 8, 12], (h) => T0 + h * H),
      { ema200: Float64Array.from([105, 95, forming]) },
    ),
  });
  const above = [{ field: 'close', operator: 'isGreaterThan', value: { field: 'ema200', interval: '4h' } }];

  it('reads only the last closed 4h candle: a forming candle that would flip the result is ignored', () => {
    // 08:00..10:00 close before 12:00: the 04:00 candle (105); 11:00 closes at 12:00 with the 08:00 one (95)
    const expected = [0, 0, 0, 1, 1, 1];
    expect(signal(above, market(95))).toEqual(expected);
    expect(signal(above, market(200))).toEqual(expected);
    expect(evaluateAt(valid(above), market(200), '1h', 5).readings[0]).toMatchObject({
      matched: true,
      right: 95,
    });
  });

  it('a condition on the other interval itself, and nothing without that series', () => {
    const cond = [{ field: 'ema200', interval: '4h', operator: 'isLessThan', value: 100 }];
    expect(signal(cond, market(50))).toEqual([0, 0, 0, 1, 1, 1]);
    const { '4h': _, ...only1h } = market(50);
    expect(signal(cond, only1h)).toEqual([0, 0, 0, 0, 0, 0]);
  });
});

describe('warm-up', () => {
  const candles = loadKlines('BTCUSDT-1h-2025-01.csv');
  const market: MarketData = {
    '1h': computeSeries(candles, '1h'),
  };

  it('every condition on a warm-up NaN is false, even isNotEquals and notIn', () => {
    for (const f of SCREENER_FIELDS) {
      // the futures ratios of this spot market are NaN throughout: never true
      const col = columnOf(market['1h']!, f.name);
      const first = col.findIndex((v) => !Number.isNaN(v));
      const list =
        f.kind === 'patternSet'
          ? { field: f.name, operator: 'contains', value: 'doji' }
          : f.kind === 'flag'
            ? { field: f.name, operator: 'isNotEquals', value: 1 }
            : f.kind === 'code'
              ? { field: f.name, operator: 'notIn', value: [Object.values(f.codes!)[0]] }
              : { field: f.name, operator: 'isNotEquals', value: -123456789 };
      const s = signal([list], market);
      expect(
        s.slice(0, first).every((x) => x === 0),
        f.name,
      ).toBe(true);
      for (let i = 0; i < s.length; i++) if (Number.isNaN(col[i])) expect(s[i], `${f.name}[${i}]`).toBe(0);
    }
  });

  it('the first RSI value is the first candle that can match', () => {
    const s = signal([{ field: 'rsi', operator: 'isGreaterThan', value: -1 }], market);
    expect(s.indexOf(1)).toBe(14);
    expect(
      signal([{ field: 'topTraderPositionRatio', operator: 'isGreaterThan', value: -1 }], market),
    ).not.toContain(1);
  });
});
