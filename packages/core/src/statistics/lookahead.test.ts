import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { validateConditions } from '../screener/conditions.js';
import { evaluateSeries } from '../screener/evaluate.js';
import { computeSeries } from '../screener/series.js';
import { aggregateCandles } from '../screener/test-support.js';
import { columnsFromRows, sliceColumns } from '../series/columns.js';
import type { CandleColumns } from '../types.js';
import { simulateMarket } from './simulate.js';
import type { SameCandleRule, Side } from './types.js';

const M15 = 15 * 60_000;
const H = 3_600_000;
const START = Date.UTC(2024, 0, 1);

/** 15m candles of a random walk (wide enough that 1h candles often reach both levels). */
const quartersArb = fc
  .array(
    // integers in basis points: fast-check's doubles lean to tiny values, which make flat walks
    fc.record({
      ret: fc.integer({ min: -300, max: 300 }).map((x) => x / 10_000),
      up: fc.integer({ min: 0, max: 200 }).map((x) => x / 10_000),
      down: fc.integer({ min: 0, max: 200 }).map((x) => x / 10_000),
    }),
    { minLength: 200, maxLength: 800 },
  )
  .map((steps): CandleColumns => {
    let price = 100;
    return columnsFromRows(
      steps.map((s, i) => {
        const open = price;
        const close = open * (1 + s.ret);
        price = close;
        return [
          START + i * M15,
          open,
          Math.max(open, close) * (1 + s.up),
          Math.min(open, close) * (1 - s.down),
          close,
          1,
        ];
      }),
    );
  });

/** The whole pipeline on the data known before `end`: indicators, the filter's signals, the trades. */
function tradesUntil(
  quarters: CandleColumns,
  end: number,
  threshold: number,
  side: Side,
  sameCandle: SameCandleRule,
  tp: number,
  sl: number,
) {
  const q = quarters.time.findIndex((t) => t >= end);
  const known = sliceColumns(quarters, 0, q < 0 ? quarters.time.length : q);
  const hours = aggregateCandles(known, H);
  // a last hour still forming at `end` is not a closed candle
  const closed =
    hours.time.length && hours.time[hours.time.length - 1] + H > end
      ? hours.time.length - 1
      : hours.time.length;
  const candles = sliceColumns(hours, 0, closed);
  const checked = validateConditions([{ field: 'rsi', operator: 'isLessThan', value: threshold }]);
  if (!checked.ok) throw new Error('bad condition');
  const signals = evaluateSeries(checked.conditions, { '1h': computeSeries(candles, '1h') }, '1h');
  return simulateMarket(candles, signals, {
    side,
    takeProfit: tp,
    stoploss: sl,
    sameCandle,
    durationMs: H,
    lowers: [{ interval: '15m', durationMs: M15, candles: known }],
  });
}

describe('no lookahead', () => {
  it('truncating the candles after time t never changes a trade whose result date is before t', () => {
    let compared = 0;
    fc.assert(
      fc.property(
        quartersArb,
        fc.integer({ min: 0, max: 1000 }).map((x) => x / 1000),
        fc.integer({ min: 35, max: 65 }),
        fc.constantFrom<Side>('long', 'short'),
        fc.constantFrom<SameCandleRule>('stopLossFirst', 'takeProfitFirst', 'lowerInterval'),
        fc.constantFrom(1, 2, 3),
        fc.constantFrom(1, 2),
        (quarters, cut, threshold, side, rule, tp, sl) => {
          const last = quarters.time[quarters.time.length - 1] + M15;
          const whole = tradesUntil(quarters, last, threshold, side, rule, tp, sl);
          const t = START + Math.floor(((last - START) * cut) / H) * H;
          const truncated = tradesUntil(quarters, t, threshold, side, rule, tp, sl);
          const before = whole.filter((x) => x.result !== 'open' && x.resultTime < t);
          compared += before.length;
          expect(truncated.filter((x) => x.result !== 'open' && x.resultTime < t)).toEqual(before);
          // and the truncated run saw no trade the whole run does not have
          expect(truncated.length).toBeGreaterThanOrEqual(before.length);
        },
      ),
      { numRuns: 120 },
    );
    // the property held over real trades, not over empty lists (about 900 to 1,500 in 120 runs)
    expect(compared).toBeGreaterThan(400);
    // 120 runs of the whole pipeline: seconds on a machine shared by many test runs
  }, 60_000);
});
