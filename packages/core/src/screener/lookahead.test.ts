import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PATTERN_IDS } from '../patterns/catalog.js';
import { columnsFromRows, sliceColumns } from '../series/columns.js';
import type { CandleColumns } from '../types.js';
import { alignSamples } from './align.js';
import { validateConditions } from './conditions.js';
import { evaluateAt, evaluateSeries } from './evaluate.js';
import { SCREENER_FIELDS, type ScreenerField } from './fields.js';
import { columnOf, type MarketData } from './series.js';
import { marketFromCandles, withColumns } from './test-support.js';

const H = 3_600_000;
const START = Date.UTC(2024, 0, 1);
const OTHER_INTERVALS = [undefined, '4h', '1d'] as const;

/** Valid 1h candles from a random walk, starting at a UTC midnight. */
const candlesArb = fc
  .array(
    fc.record({
      ret: fc.double({ min: -0.05, max: 0.05, noNaN: true }),
      up: fc.double({ min: 0, max: 0.03, noNaN: true }),
      down: fc.double({ min: 0, max: 0.03, noNaN: true }),
      vol: fc.double({ min: 1, max: 1e4, noNaN: true }),
    }),
    { minLength: 30, maxLength: 260 },
  )
  .map((steps): CandleColumns => {
    let price = 100;
    const rows = steps.map((s, i) => {
      const open = price;
      const close = open * (1 + s.ret);
      price = close;
      return [
        START + i * H,
        open,
        Math.max(open, close) * (1 + s.up),
        Math.min(open, close) * (1 - s.down),
        close,
        s.vol,
      ];
    });
    return columnsFromRows(rows);
  });

/** A condition as numbers to be resolved against the data (so that thresholds fall inside its range). */
const conditionArb = fc.record({
  field: fc.nat(SCREENER_FIELDS.length - 1),
  operator: fc.nat(20),
  interval: fc.nat(OTHER_INTERVALS.length - 1),
  valueInterval: fc.nat(OTHER_INTERVALS.length - 1),
  againstField: fc.boolean(),
  picks: fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { minLength: 1, maxLength: 3 }),
});
type Shape = typeof conditionArb extends fc.Arbitrary<infer T> ? T : never;

/** The shape as a raw condition on `market`: constants taken from the field's own values. */
function resolve(s: Shape, market: MarketData): unknown {
  const f: ScreenerField = SCREENER_FIELDS[s.field];
  const operator = f.operators[s.operator % f.operators.length];
  const interval = OTHER_INTERVALS[s.interval];
  const col = columnOf(market[interval ?? '1h']!, f.name);
  const seen = [...col].filter((v) => !Number.isNaN(v)).sort((a, b) => a - b);
  const at = (q: number) => (seen.length ? seen[Math.floor(q * (seen.length - 1))] : 0);
  let value: unknown;
  if (operator === 'contains') value = PATTERN_IDS[Math.floor(s.picks[0] * (PATTERN_IDS.length - 1))];
  else if (f.kind === 'code') {
    const code = Object.values(f.codes!)[s.picks[0] < 0.5 ? 0 : 1];
    value = operator === 'in' || operator === 'notIn' ? [code] : code;
  } else if (operator === 'in' || operator === 'notIn') value = s.picks.map(at);
  else if (f.kind === 'flag') value = s.picks[0] < 0.5 ? 0 : 1;
  else if (s.againstField) {
    const peers = SCREENER_FIELDS.filter((p) => p.valueKind === f.valueKind && p.codes === f.codes);
    const other = peers[Math.floor(s.picks[0] * (peers.length - 1))].name;
    const otherInterval = OTHER_INTERVALS[s.valueInterval];
    value = otherInterval ? { field: other, interval: otherInterval } : { field: other };
  } else value = at(s.picks[0]);
  return interval ? { field: f.name, interval, operator, value } : { field: f.name, operator, value };
}

/** Ratio samples every 30 minutes; a market cut at a close knows only the samples taken by then. */
function withRatios(market: MarketData, samples: readonly number[], knownUntil: number): MarketData {
  const series = market['1h']!;
  const times = samples.map((_, k) => START + k * (H / 2)).filter((t) => t <= knownUntil);
  const ratio = alignSamples(series.time, H, times, samples);
  return { ...market, '1h': withColumns(series, { topTraderPositionRatio: ratio }) };
}

describe('no lookahead', () => {
  it('evaluating on a truncated series never changes an earlier result', () => {
    fc.assert(
      fc.property(
        candlesArb,
        fc.array(conditionArb, { minLength: 1, maxLength: 3 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.array(fc.double({ min: 0.5, max: 3, noNaN: true }), { minLength: 600, maxLength: 600 }),
        (candles, shapes, cut, samples) => {
          const n = candles.time.length;
          const full = withRatios(marketFromCandles(candles, '1h', ['4h', '1d']), samples, Infinity);
          const checked = validateConditions(shapes.map((s) => resolve(s, full)));
          if (!checked.ok) throw new Error(JSON.stringify(checked.errors));
          const list = checked.conditions;
          const whole = evaluateSeries(list, full, '1h');

          // what was known at the close of candle m - 1: its candles, the 4h and 1d candles forming then
          const m = 1 + Math.floor(cut * (n - 1));
          const closeTime = candles.time[m - 1] + H;
          const cutMarket = withRatios(
            marketFromCandles(sliceColumns(candles, 0, m), '1h', ['4h', '1d']),
            samples,
            closeTime,
          );
          expect([...evaluateSeries(list, cutMarket, '1h')]).toEqual([...whole.subarray(0, m)]);
          // the live form at the newest close agrees with the batch form
          expect(evaluateAt(list, cutMarket, '1h', m - 1).matched).toBe(whole[m - 1] === 1);
        },
      ),
      { numRuns: 150 },
    );
  });
});
