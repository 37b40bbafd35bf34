import { describe, expect, it } from 'vitest';
import { simulateMarket } from './simulate.js';
import type { LowerCandles, PriceColumns, SimulationOptions } from './types.js';

const H = 3_600_000;
const M15 = 15 * 60_000;
const M5 = 5 * 60_000;
const T0 = Date.UTC(2024, 0, 1);

/** Candles from [open, high, low] rows, one hour apart (close is not read by the simulator). */
function candles(rows: [number, number, number][], step = H, start = T0): PriceColumns {
  return {
    time: rows.map((_, i) => start + i * step),
    open: rows.map((r) => r[0]),
    high: rows.map((r) => r[1]),
    low: rows.map((r) => r[2]),
  };
}
const signalsAt = (n: number, ...at: number[]) =>
  Uint8Array.from({ length: n }, (_, i) => (at.includes(i) ? 1 : 0));
const opts = (o: Partial<SimulationOptions> = {}): SimulationOptions => ({
  side: 'long',
  takeProfit: 3,
  stoploss: 2,
  sameCandle: 'stopLossFirst',
  durationMs: H,
  ...o,
});

describe('simulateMarket', () => {
  it('enters at the open of the candle after the signal', () => {
    const c = candles([
      [100, 101, 99],
      [200, 201, 199],
      [200, 207, 199],
    ]);
    const [t] = simulateMarket(c, signalsAt(3, 0), opts());
    expect(t.signalTime).toBe(T0);
    expect(t.entryTime).toBe(T0 + H);
    expect(t.entryPrice).toBe(200);
    expect(t.takeProfitPrice).toBeCloseTo(206);
    expect(t.stoplossPrice).toBeCloseTo(196);
  });

  it('takes no trade on a signal at the last candle', () => {
    const c = candles([
      [100, 101, 99],
      [100, 101, 99],
    ]);
    expect(simulateMarket(c, signalsAt(2, 1), opts())).toEqual([]);
  });

  it('wins on the first candle whose high reaches the take-profit, with length and excursions', () => {
    const c = candles([
      [100, 100, 100],
      [100, 101, 99],
      [100, 102, 98.5],
      [101, 103.5, 100],
      [103, 110, 90],
    ]);
    const [t] = simulateMarket(c, signalsAt(5, 0), opts());
    expect(t.result).toBe('win');
    expect(t.resultTime).toBe(T0 + 3 * H);
    expect(t.length).toBe(3);
    expect(t.lowestPercent).toBeCloseTo(-1.5);
    expect(t.highestPercent).toBeCloseTo(3.5);
    expect(t.ambiguous).toBe(false);
    expect(t.resolvedBy).toBeNull();
    // closed at the take-profit itself: the exact target, not a price recomputed from it
    expect(t.exitPrice).toBe(t.takeProfitPrice);
    expect(t.returnPercent).toBe(3);
  });

  it('loses on the first candle whose low reaches the stop-loss, including the entry candle', () => {
    const c = candles([
      [100, 100, 100],
      [100, 101, 97.9],
      [100, 110, 90],
    ]);
    const [t] = simulateMarket(c, signalsAt(3, 0), opts());
    expect(t.result).toBe('lost');
    expect(t.resultTime).toBe(T0 + H);
    expect(t.length).toBe(1);
    expect(t.exitPrice).toBe(t.stoplossPrice);
    expect(t.returnPercent).toBe(-2);
  });

  it('exits at the open of a candle that opens below the stop-loss: a loss worse than the stop', () => {
    const c = candles([
      [100, 100, 100],
      [100, 101, 99], // entry 100: take-profit 103, stop-loss 98
      [95, 96, 94], // gaps through the stop
    ]);
    const [t] = simulateMarket(c, signalsAt(3, 0), opts());
    expect(t).toMatchObject({ result: 'lost', exitPrice: 95, resultTime: T0 + 2 * H, length: 2 });
    expect(t.returnPercent).toBeCloseTo(-5, 12);
    expect(t.ambiguous).toBe(false);
  });

  it('exits at the open of a candle that opens above the take-profit: a win better than the target', () => {
    const c = candles([
      [100, 100, 100],
      [100, 102, 99],
      [104, 106, 103.5],
    ]);
    const [t] = simulateMarket(c, signalsAt(3, 0), opts());
    expect(t).toMatchObject({ result: 'win', exitPrice: 104, resultTime: T0 + 2 * H });
    expect(t.returnPercent).toBeCloseTo(4, 12);
  });

  it('decides a candle opening beyond one level at its open even when it reaches the other level too', () => {
    // opens under the stop-loss, then rallies through the take-profit: the stop was hit first, at the open
    const down = candles([
      [100, 100, 100],
      [100, 101, 99],
      [97, 104, 96],
    ]);
    for (const sameCandle of ['stopLossFirst', 'takeProfitFirst', 'lowerInterval'] as const)
      expect(simulateMarket(down, signalsAt(3, 0), opts({ sameCandle }))[0]).toMatchObject({
        result: 'lost',
        exitPrice: 97,
        ambiguous: false,
        resolvedBy: null,
      });
    // opens above the take-profit, then falls through the stop-loss: the target was hit first
    const up = candles([
      [100, 100, 100],
      [100, 101, 99],
      [103.5, 104, 97],
    ]);
    expect(simulateMarket(up, signalsAt(3, 0), opts())[0]).toMatchObject({
      result: 'win',
      exitPrice: 103.5,
      ambiguous: false,
    });
  });

  it('books a candle opening exactly at a level at that level', () => {
    const c = candles([
      [100, 100, 100],
      [100, 101, 99],
      [98, 99, 97],
    ]);
    const [t] = simulateMarket(c, signalsAt(3, 0), opts());
    expect(t).toMatchObject({ result: 'lost', exitPrice: 98, returnPercent: -2 });
  });

  it('mirrors the gap rule for a short: above the stop-loss or below the take-profit exits at the open', () => {
    const stopped = candles([
      [100, 100, 100],
      [100, 101, 99], // entry 100: take-profit 97, stop-loss 102
      [104, 105, 103],
    ]);
    const [lost] = simulateMarket(stopped, signalsAt(3, 0), opts({ side: 'short' }));
    expect(lost).toMatchObject({ result: 'lost', exitPrice: 104 });
    expect(lost.returnPercent).toBeCloseTo(-4, 12);
    const won = candles([
      [100, 100, 100],
      [100, 101, 99],
      [95, 96, 94],
    ]);
    const [win] = simulateMarket(won, signalsAt(3, 0), opts({ side: 'short' }));
    expect(win).toMatchObject({ result: 'win', exitPrice: 95 });
    expect(win.returnPercent).toBeCloseTo(5, 12);
  });

  it('counts a level touched exactly as reached', () => {
    const c = candles([
      [100, 100, 100],
      [100, 103, 99],
    ]);
    expect(simulateMarket(c, signalsAt(2, 0), opts())[0].result).toBe('win');
  });

  const both = candles([
    [100, 100, 100],
    [100, 104, 97],
  ]);
  it('decides a candle reaching both levels as a loss under stopLossFirst', () => {
    const [t] = simulateMarket(both, signalsAt(2, 0), opts());
    expect(t).toMatchObject({
      result: 'lost',
      ambiguous: true,
      resolvedBy: 'stopLossFirst',
      resolvedInterval: null,
      exitPrice: t.stoplossPrice,
      returnPercent: -2,
    });
  });

  it('decides it as a win under takeProfitFirst', () => {
    const [t] = simulateMarket(both, signalsAt(2, 0), opts({ sameCandle: 'takeProfitFirst' }));
    expect(t).toMatchObject({
      result: 'win',
      ambiguous: true,
      resolvedBy: 'takeProfitFirst',
      returnPercent: 3,
    });
  });

  const lower = (rows: [number, number, number][], step: number, start: number, interval: '15m' | '5m') =>
    ({ interval, durationMs: step, candles: candles(rows, step, start) }) satisfies LowerCandles;

  it('looks inside the candle with the nearest lower interval under lowerInterval', () => {
    // 15m inside the 1h entry candle: the high reaches 103 in the second quarter, the low 98 in the third
    const q = lower(
      [
        [100, 101, 99],
        [101, 104, 100],
        [103, 103, 97],
        [98, 99, 98],
      ],
      M15,
      T0 + H,
      '15m',
    );
    const [t] = simulateMarket(both, signalsAt(2, 0), opts({ sameCandle: 'lowerInterval', lowers: [q] }));
    expect(t).toMatchObject({
      result: 'win',
      ambiguous: true,
      resolvedBy: 'lowerInterval',
      resolvedInterval: '15m',
      exitPrice: t.takeProfitPrice,
    });
  });

  it('exits at the open of the lower candle that decides when it opens beyond the level', () => {
    // 15m inside the 1h entry candle: the third quarter opens at 97.5, under the stop-loss (98), and
    // the last one reaches the take-profit
    const q = lower(
      [
        [100, 101, 99],
        [99.5, 100, 98.5],
        [97.5, 99, 97],
        [98, 104, 98],
      ],
      M15,
      T0 + H,
      '15m',
    );
    const [t] = simulateMarket(both, signalsAt(2, 0), opts({ sameCandle: 'lowerInterval', lowers: [q] }));
    expect(t).toMatchObject({
      result: 'lost',
      ambiguous: true,
      resolvedBy: 'lowerInterval',
      resolvedInterval: '15m',
      exitPrice: 97.5,
    });
    expect(t.returnPercent).toBeCloseTo(-2.5, 12);
  });

  it('recurses into a still lower interval when the lower candle reaches both, and falls back to stop-loss', () => {
    const q = lower(
      [
        [100, 104, 97],
        [100, 100, 100],
      ],
      M15,
      T0 + H,
      '15m',
    );
    // 5m inside the first quarter: stop-loss in the second five minutes, take-profit only in the third
    const f = lower(
      [
        [100, 101, 99],
        [100, 101, 97.5],
        [99, 104, 99],
      ],
      M5,
      T0 + H,
      '5m',
    );
    const decided = simulateMarket(
      both,
      signalsAt(2, 0),
      opts({ sameCandle: 'lowerInterval', lowers: [q, f] }),
    );
    expect(decided[0]).toMatchObject({ result: 'lost', resolvedBy: 'lowerInterval', resolvedInterval: '5m' });
    const undecided = simulateMarket(
      both,
      signalsAt(2, 0),
      opts({ sameCandle: 'lowerInterval', lowers: [q] }),
    );
    expect(undecided[0]).toMatchObject({ result: 'lost', ambiguous: true, resolvedBy: 'fallbackStopLoss' });
  });

  it('falls back to stop-loss first where no lower candles are stored for the candle', () => {
    const elsewhere = lower([[100, 104, 97]], M15, T0 + 10 * H, '15m');
    const [t] = simulateMarket(
      both,
      signalsAt(2, 0),
      opts({ sameCandle: 'lowerInterval', lowers: [elsewhere] }),
    );
    expect(t).toMatchObject({ result: 'lost', resolvedBy: 'fallbackStopLoss', resolvedInterval: null });
  });

  it('holds one position at a time: signals before the deciding candle are skipped, one on it is taken', () => {
    const c = candles([
      [100, 100, 100], // 0 signal
      [100, 101, 99], // 1 entry; signal skipped (position open)
      [100, 101, 99], // 2 signal skipped
      [100, 103, 99], // 3 deciding (win); signal taken here
      [103, 103, 103], // 4 entry of the second trade
      [103, 103, 100.9], // 5 loss (103 * 0.98 = 100.94)
    ]);
    const trades = simulateMarket(c, signalsAt(6, 0, 1, 2, 3), opts());
    expect(trades.map((t) => [t.signalIndex, t.result, t.exitIndex])).toEqual([
      [0, 'win', 3],
      [3, 'lost', 5],
    ]);
  });

  it('reports a trade not decided by the last candle as open and takes no later signal', () => {
    const c = candles([
      [100, 100, 100],
      [100, 101, 99],
      [100, 102, 99],
      [100, 102, 99],
    ]);
    const trades = simulateMarket(c, signalsAt(4, 0, 2), opts());
    expect(trades).toHaveLength(1);
    expect(trades[0]).toMatchObject({
      result: 'open',
      resultTime: T0 + 3 * H,
      length: 3,
      exitPrice: null,
      returnPercent: null,
    });
  });

  it('mirrors the levels for a short: take-profit below, stop-loss above', () => {
    const c = candles([
      [100, 100, 100],
      [100, 101, 99],
      [100, 101.5, 96.9],
      [100, 100, 100],
      [100, 102.1, 99],
    ]);
    const trades = simulateMarket(c, signalsAt(5, 0, 3), opts({ side: 'short' }));
    expect(trades[0]).toMatchObject({
      result: 'win',
      takeProfitPrice: 97,
      stoplossPrice: 102,
      resultTime: T0 + 2 * H,
    });
    expect(trades[1]).toMatchObject({ result: 'lost', resultTime: T0 + 4 * H, length: 1 });
    // both levels in one candle: stop-loss (above) first
    const both2 = candles([
      [100, 100, 100],
      [100, 103, 96],
    ]);
    expect(simulateMarket(both2, signalsAt(2, 0), opts({ side: 'short' }))[0]).toMatchObject({
      result: 'lost',
      ambiguous: true,
    });
  });

  it('ignores signals before signalFrom (the period start)', () => {
    const c = candles([
      [100, 100, 100],
      [100, 103, 99],
      [100, 100, 100],
      [100, 103, 99],
    ]);
    const trades = simulateMarket(c, signalsAt(4, 0, 2), opts({ signalFrom: 1 }));
    expect(trades.map((t) => t.signalIndex)).toEqual([2]);
  });
});
