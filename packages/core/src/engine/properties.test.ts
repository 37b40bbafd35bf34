import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loadKlines } from '../../test-support/data.js';
import { candleAt, columnsFromRows, sliceColumns } from '../series/columns.js';
import type { CandleColumns } from '../types.js';
import { computeIndicators } from './batch.js';
import { COLUMN_NAMES, emptyIndicatorValues } from './columns.js';
import { createIndicatorState, updateIndicatorState } from './state.js';

/** Valid candles from a random walk: positive prices, high >= max(open, close), low <= min(open, close). */
const candlesArb = (min: number, max: number) =>
  fc
    .array(
      fc.record({
        ret: fc.double({ min: -0.08, max: 0.08, noNaN: true }),
        up: fc.double({ min: 0, max: 0.05, noNaN: true }),
        down: fc.double({ min: 0, max: 0.05, noNaN: true }),
        vol: fc.double({ min: 0, max: 1e6, noNaN: true }),
        flat: fc.boolean(),
      }),
      { minLength: min, maxLength: max },
    )
    .map((steps): CandleColumns => {
      let price = 100;
      const rows = steps.map((s, i) => {
        const open = price;
        const close = s.flat ? open : open * (1 + s.ret);
        price = close;
        const high = Math.max(open, close) * (1 + s.up);
        const low = Math.min(open, close) * (1 - s.down);
        return [Date.UTC(2024, 0, 1) + i * 3_600_000, open, high, low, close, s.vol, s.vol * close];
      });
      return columnsFromRows(rows);
    });

const same = (a: number, b: number) => Object.is(a, b) || (Number.isNaN(a) && Number.isNaN(b));

describe('indicator properties on random candles', () => {
  it('keeps RSI within [0, 100]', () => {
    fc.assert(
      fc.property(candlesArb(15, 300), (c) => {
        const { rsi, rsiMa } = computeIndicators(c);
        for (let i = 0; i < rsi.length; i++) {
          if (!Number.isNaN(rsi[i])) expect(rsi[i] >= 0 && rsi[i] <= 100).toBe(true);
          if (!Number.isNaN(rsiMa[i])) expect(rsiMa[i] >= 0 && rsiMa[i] <= 100 + 1e-9).toBe(true);
        }
      }),
      { numRuns: 100 },
    );
  });

  it('orders Bollinger bands lower <= middle <= upper', () => {
    fc.assert(
      fc.property(candlesArb(20, 300), (c) => {
        const { bbLower, bbMiddle, bbUpper } = computeIndicators(c);
        for (let i = 19; i < bbLower.length; i++) {
          expect(bbLower[i] <= bbMiddle[i]).toBe(true);
          expect(bbMiddle[i] <= bbUpper[i]).toBe(true);
        }
      }),
      { numRuns: 100 },
    );
  });

  it('keeps DI and ADX within [0, 100]', () => {
    fc.assert(
      fc.property(candlesArb(30, 200), (c) => {
        const { diPlus, diMinus, adx } = computeIndicators(c);
        for (const col of [diPlus, diMinus, adx])
          for (const x of col) if (!Number.isNaN(x)) expect(x >= 0 && x <= 100 + 1e-9).toBe(true);
      }),
      { numRuns: 50 },
    );
  });

  it('gives streaming values equal to batch values', () => {
    fc.assert(
      fc.property(candlesArb(1, 260), (c) => {
        const batch = computeIndicators(c);
        const state = createIndicatorState();
        const v = emptyIndicatorValues();
        for (let i = 0; i < c.close.length; i++) {
          updateIndicatorState(state, candleAt(c, i), v);
          for (const name of COLUMN_NAMES) if (!same(v[name], batch[name][i])) return false;
        }
        return true;
      }),
      { numRuns: 60 },
    );
  });

  it('never changes an earlier output when later candles are removed (no lookahead)', () => {
    fc.assert(
      fc.property(candlesArb(2, 260), fc.double({ min: 0, max: 1, noNaN: true }), (c, cut) => {
        const n = c.close.length;
        const keep = 1 + Math.floor(cut * (n - 1));
        const full = computeIndicators(c);
        const part = computeIndicators(sliceColumns(c, 0, keep));
        for (const name of COLUMN_NAMES)
          for (let i = 0; i < keep; i++) if (!same(part[name][i], full[name][i])) return false;
        return true;
      }),
      { numRuns: 60 },
    );
  });
});

describe('no lookahead on real candles', () => {
  it('keeps every column of the first k candles when the series is cut after k', () => {
    const c = loadKlines('ETHUSDT-4h-futures.csv');
    const full = computeIndicators(c, { interval: '4h' });
    for (const keep of [1, 13, 27, 60, 78, 200, 201, 1000, 3333]) {
      const part = computeIndicators(sliceColumns(c, 0, keep), { interval: '4h' });
      for (const name of COLUMN_NAMES)
        for (let i = 0; i < keep; i++)
          if (!same(part[name][i], full[name][i])) expect.fail(`${name}[${i}] changed when cut at ${keep}`);
    }
  });
});
