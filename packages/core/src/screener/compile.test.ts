import { describe, expect, it } from 'vitest';
import { loadKlines } from '../../test-support/data.js';
import { sliceColumns } from '../series/columns.js';
import { compileFilters, conjunctionsReading, evaluatePlan, explainMatch, MarketSet } from './compile.js';
import { fieldId } from './fields.js';
import { GatheredMarkets, type MarketAt } from './gather.js';
import { columnOf } from './series.js';
import { marketFromCandles, randomFilters, withColumns } from './test-support.js';

const rsiLow = { field: 'rsi', operator: 'isLessThan', value: 30 };
const trend = { field: 'adx', operator: 'isGreaterThan', value: 25 };

describe('compileFilters', () => {
  it('shares identical conditions and condition sets across filters', () => {
    const plan = compileFilters([
      { id: 'a', interval: '1h', conditionList: [rsiLow, trend] },
      // the same conditions in another order, one value as a numeric string
      { id: 'b', interval: '1h', conditionList: [{ ...trend, value: '25' }, rsiLow] },
      // the filter's own interval named explicitly is the same column
      { id: 'c', interval: 'H1', conditionList: [{ ...rsiLow, interval: '1h' }] },
      { id: 'd', interval: '4h', conditionList: [rsiLow, { anyOf: [trend, rsiLow] }] },
      { id: 'e', interval: '4h', conditionList: [{ anyOf: [rsiLow, trend] }, rsiLow] },
    ]);
    expect(plan.conditionCount).toBe(11);
    expect(plan.kernelCount).toBe(4);
    const h1 = plan.intervals.get('1h')!;
    expect(h1.kernels.map((k) => k.key)).toEqual(['rsi@1h|isLessThan|#30', 'adx@1h|isGreaterThan|#25']);
    expect(h1.conjunctions.length).toBe(2);
    expect(h1.filters.map((f) => f.conjunction)).toEqual([0, 0, 1]);
    const h4 = plan.intervals.get('4h')!;
    expect(h4.groups.length).toBe(1);
    expect(h4.conjunctions.length).toBe(1);
  });

  it('leaves out filters that no longer validate, with their errors', () => {
    const plan = compileFilters([
      { id: 1, interval: '1h', conditionList: [rsiLow] },
      { id: 2, interval: '2h', conditionList: [rsiLow] },
      { id: 3, interval: '1h', conditionList: [rsiLow, { field: 'gone', operator: 'equals', value: 1 }] },
    ]);
    expect(plan.intervals.get('1h')!.filters.map((f) => f.id)).toEqual([1]);
    expect(plan.rejected.map((r) => [r.id, r.errors[0].code, r.errors[0].index])).toEqual([
      [2, 'unknownInterval', null],
      [3, 'unknownField', 1],
    ]);
  });
});

describe('MarketSet', () => {
  it('reads positions from the bits, the 32nd of a word included', () => {
    const set = new MarketSet(Int32Array.of(1 | (1 << 31), 0, 1 << 5));
    expect(set.toArray()).toEqual([0, 31, 69]);
    expect(set.size).toBe(3);
    expect([set.has(31), set.has(30), set.has(69), set.has(64)]).toEqual([true, false, true, false]);
  });
});

describe('evaluatePlan', () => {
  const hours = loadKlines('BTCUSDT-1h-spot.csv');
  // 40 markets: windows of 30 days of real candles at different dates, half of them with futures ratios
  const markets: MarketAt[] = Array.from({ length: 40 }, (_, m) => {
    const start = m * 24 * 7;
    const data = marketFromCandles(sliceColumns(hours, start, start + 720), '1h', ['4h', '1d']);
    if (m % 2 === 0) {
      const n = data['1h']!.time.length;
      const ratio = Float64Array.from({ length: n }, (_, i) => 1 + Math.sin(i / 7 + m));
      data['1h'] = withColumns(data['1h']!, { topTraderPositionRatio: ratio });
    }
    // most markets at their newest candle, some at an earlier one (a replayed close)
    return m % 5 === 0 ? { data, index: 500 + m } : { data };
  });

  it('matches exactly the markets each filter matches on its own', () => {
    const filters = randomFilters(400, 7, ['4h', '1d']).map((f) => ({ ...f, interval: '1h' }));
    const plan = compileFilters(filters);
    expect(plan.rejected).toEqual([]);
    expect(plan.kernelCount).toBeLessThan(plan.conditionCount);
    const matches = new Map(
      evaluatePlan(plan, '1h', markets).matches.map((x) => [x.id, x.markets.toArray()]),
    );
    let matched = 0;
    for (const f of plan.intervals.get('1h')!.filters) {
      const expected = markets.flatMap((m, i) => (explainMatch(f, m).matched ? [i] : []));
      expect(matches.get(f.id) ?? [], `filter ${f.id}`).toEqual(expected);
      matched += expected.length;
    }
    // the data set must make the comparison meaningful: some filters match, most do not
    expect(matched).toBeGreaterThan(100);
    expect(matches.size).toBeLessThan(400);
  });

  it('runs each distinct condition at most once per close, however many filters use it', () => {
    const filters = Array.from({ length: 1000 }, (_, id) => ({
      id,
      interval: '1h',
      conditionList: [
        [rsiLow, { ...rsiLow, value: 40 }, { field: 'rsi', operator: 'crossesAbove', value: 30 }][id % 3],
        { field: 'close', operator: 'isGreaterThan', value: id % 50 },
      ],
    }));
    const plan = compileFilters(filters);
    expect(plan.kernelCount).toBe(53);
    const { matches, kernelsRun } = evaluatePlan(plan, '1h', markets);
    expect(kernelsRun).toBeLessThanOrEqual(53);
    expect(matches.length).toBeGreaterThan(0);
    for (const r of matches) {
      const f = plan.intervals.get('1h')!.filters[r.id];
      expect(r.markets.toArray()).toEqual(markets.flatMap((m, i) => (explainMatch(f, m).matched ? [i] : [])));
    }
  });

  it('stops a condition set at the first condition no market meets', () => {
    const never = { field: 'rsi', operator: 'isLessThan', value: -1 };
    const filters = Array.from({ length: 50 }, (_, id) => ({
      id,
      interval: '1h',
      conditionList: [never, { field: 'close', operator: 'isGreaterThan', value: id }],
    }));
    const { matches, kernelsRun } = evaluatePlan(compileFilters(filters), '1h', markets);
    expect(matches).toEqual([]);
    expect(kernelsRun).toBe(1);
  });

  it('runs many thresholds on one column together, exact at the thresholds themselves and on NaN', () => {
    // thresholds equal to market values (the boundary of each operator), below all, above all, repeated
    const rsiNow = markets.map((m) => columnOf(m.data['1h']!, 'rsi')[m.index ?? 719]);
    const thresholds = [...rsiNow.slice(0, 12), -1, 0, 100, 101, rsiNow[3] + 1e-9];
    const operators = ['isLessThan', 'isLessThanOrEqual', 'isGreaterThan', 'isGreaterThanOrEqual'];
    const filters = operators.flatMap((operator, o) =>
      thresholds.map((value, t) => ({
        id: o * 100 + t,
        interval: '1h',
        conditionList: [{ field: 'rsi', operator, value }],
      })),
    );
    // half the markets have no RSI yet: NaN meets no threshold
    const warming = markets.map((m, i) => (i % 2 ? { data: m.data, index: 5 } : m));
    const plan = compileFilters(filters);
    expect(plan.intervals.get('1h')!.families.length).toBe(4);
    const matches = new Map(
      evaluatePlan(plan, '1h', warming).matches.map((x) => [x.id, x.markets.toArray()]),
    );
    for (const f of plan.intervals.get('1h')!.filters) {
      const expected = warming.flatMap((m, i) => (explainMatch(f, m).matched ? [i] : []));
      expect(matches.get(f.id) ?? [], JSON.stringify(f.conditions)).toEqual(expected);
    }
  });

  it('gives the same answer for markets gathered one by one as they come, past its first room', () => {
    const plan = compileFilters(randomFilters(300, 3, ['4h', '1d']).map((f) => ({ ...f, interval: '1h' })));
    const p = plan.intervals.get('1h')!;
    const gathered = new GatheredMarkets(p, 4); // grows from 4 to 64 slots on the way
    for (const m of markets) gathered.add(m);
    const sets = (r: ReturnType<typeof evaluatePlan>) => r.matches.map((x) => [x.id, x.markets.toArray()]);
    expect(sets(evaluatePlan(plan, '1h', gathered))).toEqual(sets(evaluatePlan(plan, '1h', markets)));
    expect(() =>
      evaluatePlan(compileFilters([{ id: 1, interval: '1h', conditionList: [rsiLow] }]), '1h', gathered),
    ).toThrow(/another plan/);
  });

  it('evaluates a window of the markets gathered as those markets alone, read in place', () => {
    const plan = compileFilters(randomFilters(300, 4, ['4h', '1d']).map((f) => ({ ...f, interval: '1h' })));
    const gathered = new GatheredMarkets(plan.intervals.get('1h')!, 4);
    const sets = (r: ReturnType<typeof evaluatePlan>) => r.matches.map((x) => [x.id, x.markets.toArray()]);
    for (const m of markets.slice(0, 10)) gathered.add(m);
    const early = sets(evaluatePlan(plan, '1h', gathered.window(3, 10)));
    // more markets added after it (the vectors grow): the same markets give the same answer
    for (const m of markets.slice(10)) gathered.add(m);
    expect(early).toEqual(sets(evaluatePlan(plan, '1h', markets.slice(3, 10))));
    expect(sets(evaluatePlan(plan, '1h', gathered.window(25, 40)))).toEqual(
      sets(evaluatePlan(plan, '1h', markets.slice(25, 40))),
    );
    expect(early.length).toBeGreaterThan(0);
  });

  it('reads again the columns written into a series after its market was gathered', () => {
    const ratioAbove = { field: 'topTraderPositionRatio', operator: 'isGreaterThan', value: 1 };
    const plan = compileFilters([
      { id: 'r', interval: '1h', conditionList: [ratioAbove, { ...trend, value: 0 }] },
    ]);
    // copies of two markets' 1h series, the ratio column filled only after they are added
    const copies = [0, 2].map((i) => {
      const s = markets[i].data['1h']!;
      return {
        data: { ...markets[i].data, '1h': { ...s, values: s.values.slice() } },
        index: markets[i].index,
      };
    });
    const gathered = new GatheredMarkets(plan.intervals.get('1h')!);
    for (const m of copies) {
      const s = m.data['1h'];
      s.values.fill(
        Number.NaN,
        fieldId('topTraderPositionRatio') * s.stride,
        (fieldId('topTraderPositionRatio') + 1) * s.stride,
      );
      gathered.add(m);
    }
    expect(evaluatePlan(plan, '1h', gathered).matches).toEqual([]);
    for (const m of copies) {
      const s = m.data['1h'];
      s.values.fill(
        2,
        fieldId('topTraderPositionRatio') * s.stride,
        (fieldId('topTraderPositionRatio') + 1) * s.stride,
      );
    }
    gathered.refresh(new Set([fieldId('topTraderPositionRatio')]));
    const expected = copies.flatMap((m, i) =>
      explainMatch(plan.intervals.get('1h')!.filters[0], m).matched ? [i] : [],
    );
    expect(expected.length).toBeGreaterThan(0);
    expect(evaluatePlan(plan, '1h', gathered).matches.map((x) => x.markets.toArray())).toEqual([expected]);
  });

  it('evaluates only the condition sets asked for; the others match no market', () => {
    const plan = compileFilters(randomFilters(300, 5, ['4h', '1d']).map((f) => ({ ...f, interval: '1h' })));
    const p = plan.intervals.get('1h')!;
    const whole = evaluatePlan(plan, '1h', markets).sets;
    const asked = Int32Array.from(p.conjunctions.keys()).filter((c) => c % 3 === 0);
    const part = evaluatePlan(plan, '1h', markets, asked).sets;
    const words = whole.words;
    const rowOf = (s: typeof whole, c: number) => Array.from(s.bits.subarray(c * words, (c + 1) * words));
    let compared = 0;
    for (let c = 0; c < p.conjunctions.length; c++) {
      if (c % 3 === 0) {
        expect(rowOf(part, c), `set ${c}`).toEqual(rowOf(whole, c));
        expect(part.matchedAny[c]).toBe(whole.matchedAny[c]);
        compared += whole.matchedAny[c];
      } else {
        expect(part.matchedAny[c]).toBe(0);
        expect(rowOf(part, c).every((w) => w === 0)).toBe(true);
      }
    }
    expect(compared).toBeGreaterThan(5);
  });

  it('tells the condition sets reading some columns from the others, through groups and right operands', () => {
    const account = { field: 'topTraderAccountRatio', operator: 'isGreaterThan', value: 1 };
    const position = { field: 'topTraderPositionRatio', operator: 'isGreaterThan', value: 1 };
    const against = {
      field: 'topTraderPositionRatio',
      operator: 'isLessThan',
      value: { field: 'topTraderAccountRatio', interval: '4h' },
    };
    const plan = compileFilters([
      { id: 'plain', interval: '1h', conditionList: [rsiLow, trend] },
      { id: 'left', interval: '1h', conditionList: [rsiLow, account] },
      { id: 'group', interval: '1h', conditionList: [trend, { anyOf: [rsiLow, account] }] },
      { id: 'right', interval: '1h', conditionList: [against] },
      { id: 'otherColumn', interval: '1h', conditionList: [position] },
      { id: 'groupPlain', interval: '1h', conditionList: [{ anyOf: [rsiLow, trend] }] },
    ]);
    expect(plan.rejected).toEqual([]);
    const p = plan.intervals.get('1h')!;
    const { reading, rest } = conjunctionsReading(p, new Set([fieldId('topTraderAccountRatio')]));
    const idsOf = (sets: Int32Array) =>
      p.filters
        .filter((f) => sets.includes(f.conjunction))
        .map((f) => f.id)
        .sort();
    expect(idsOf(reading)).toEqual(['group', 'left', 'right']);
    expect(idsOf(rest)).toEqual(['groupPlain', 'otherColumn', 'plain']);
    expect(reading.length + rest.length).toBe(p.conjunctions.length);
  });

  it('says nothing for an interval without filters or without markets', () => {
    const plan = compileFilters([{ id: 1, interval: '1h', conditionList: [rsiLow] }]);
    expect(evaluatePlan(plan, '4h', markets).matches).toEqual([]);
    expect(evaluatePlan(plan, '1h', []).matches).toEqual([]);
  });
});
