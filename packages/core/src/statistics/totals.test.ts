import { describe, expect, it } from 'vitest';
import { histogram, netReturnOf, type TradeForTotals, totalsOf } from './totals.js';

/** A closed trade returns +3 (a win) or -2 (a loss) unless told: the levels of take-profit 3, stop-loss 2. */
const trade = (o: Partial<TradeForTotals>): TradeForTotals => ({
  symbol: 'BTCUSDT',
  result: 'win',
  returnPercent: o.result === 'open' ? null : o.result === 'lost' ? -2 : 3,
  ambiguous: false,
  length: 2,
  lowestPercent: -1,
  highestPercent: 3,
  entryTime: 0,
  resultTime: 0,
  ...o,
});

describe('totalsOf', () => {
  const trades = [
    trade({ resultTime: 1, highestPercent: 6, lowestPercent: -0.5, length: 4 }),
    trade({ result: 'lost', resultTime: 2, lowestPercent: -2, highestPercent: 1, ambiguous: true }),
    trade({ result: 'win', resultTime: 3, ambiguous: true, symbol: 'ETHUSDT' }),
    trade({ result: 'lost', resultTime: 4, lowestPercent: -11, highestPercent: 0 }),
    trade({ result: 'open', resultTime: 5, symbol: 'ETHUSDT' }),
  ];
  const t = totalsOf(trades, { side: 'long', feePercent: 0 });

  it('counts wins, losses, open and ambiguous trades, with the win rate band over the ambiguous ones', () => {
    expect(t).toMatchObject({ trades: 5, wins: 2, losses: 2, open: 1, ambiguous: 2 });
    expect(t.winRate).toBe(0.5);
    expect(t.winRateLow).toBe(0.25);
    expect(t.winRateHigh).toBe(0.75);
  });

  it('computes averages, profit factor, expectancy and average length over closed trades', () => {
    expect(t.avgWinPercent).toBe(3);
    expect(t.avgLossPercent).toBe(-2);
    expect(t.profitFactor).toBe(1.5);
    expect(t.expectancyPercent).toBe(0.5);
    expect(t.netExpectancyPercent).toBe(0.5);
    expect(t.avgLength).toBe(2.5);
  });

  it('compounds the equity in result-date order and measures its largest drawdown', () => {
    const e = [1.03, 1.03 * 0.98, 1.03 * 0.98 * 1.03, 1.03 * 0.98 * 1.03 * 0.98];
    expect(t.equity.map((p) => p.equity)).toEqual(e.map((v) => expect.closeTo(v, 12)));
    // each loss falls 2 % from a new peak
    expect(t.maxDrawdownPercent).toBeCloseTo(2, 9);
    expect(t.totalReturnPercent).toBeCloseTo((e[3] - 1) * 100, 9);
  });

  it('charges the fee on the entry value and on the exit value of each closed trade', () => {
    const f = totalsOf(trades, { side: 'long', feePercent: 0.1 });
    // a win: 0.1 % of the entry and 0.1 % of the exit worth 1.03 of it; a loss: of an exit worth 0.98
    const win = 3 - 0.1 * (1 + 1.03);
    const loss = -2 - 0.1 * (1 + 0.98);
    expect(win).toBeCloseTo(2.797, 12);
    expect(loss).toBeCloseTo(-2.198, 12);
    expect(f.netExpectancyPercent).toBeCloseTo((2 * win + 2 * loss) / 4, 12);
    expect(f.expectancyPercent).toBe(0.5);
    expect(f.totalReturnPercent).toBeCloseTo(
      ((1 + win / 100) * (1 + loss / 100) * (1 + win / 100) * (1 + loss / 100) - 1) * 100,
      9,
    );
    expect(f.markets[0].netExpectancyPercent).toBeCloseTo((win + 2 * loss) / 3, 12);
    // the figures before fees do not move
    expect(f).toMatchObject({ avgWinPercent: 3, avgLossPercent: -2, profitFactor: 1.5 });
  });

  it('leaves every figure as it was with no fee', () => {
    expect(t.netExpectancyPercent).toBe(t.expectancyPercent);
    expect(t.markets.map((m) => m.netExpectancyPercent)).toEqual(t.markets.map((m) => m.expectancyPercent));
    expect(t.totalReturnPercent).toBeCloseTo((1.03 * 0.98 * 1.03 * 0.98 - 1) * 100, 12);
  });

  it('averages the returns of gap exits as they were filled', () => {
    const gapped = [
      trade({ returnPercent: 4.5, resultTime: 1 }), // opened above the take-profit
      trade({ resultTime: 2 }),
      trade({ result: 'lost', returnPercent: -6, resultTime: 3 }), // opened under the stop-loss
      trade({ result: 'lost', resultTime: 4 }),
    ];
    const g = totalsOf(gapped, { side: 'long', feePercent: 0 });
    expect(g.avgWinPercent).toBe(3.75);
    expect(g.avgLossPercent).toBe(-4);
    expect(g.profitFactor).toBe(7.5 / 8);
    expect(g.expectancyPercent).toBe(-0.125);
    expect(g.totalReturnPercent).toBeCloseTo((1.045 * 1.03 * 0.94 * 0.98 - 1) * 100, 9);
  });

  it('buckets closed trades by how far the price ran for and against the position', () => {
    expect(t.buckets[0]).toEqual({
      threshold: 5,
      runUpCount: 1,
      runUpShare: 0.25,
      drawdownCount: 1,
      drawdownShare: 0.25,
    });
    expect(t.buckets[1]).toMatchObject({ threshold: 10, runUpCount: 0, drawdownCount: 1 });
    expect(t.buckets[2]).toMatchObject({ threshold: 15, runUpCount: 0, drawdownCount: 0 });
    // a short gains when the price falls: its lowest price is the favourable excursion
    const s = totalsOf([trade({ lowestPercent: -12, highestPercent: 6 })], { side: 'short', feePercent: 0 });
    expect(s.buckets[1]).toMatchObject({ runUpCount: 1, drawdownCount: 0 });
    expect(s.buckets[0]).toMatchObject({ runUpCount: 1, drawdownCount: 1 });
  });

  it('breaks the totals down per market', () => {
    expect(t.markets).toEqual([
      {
        symbol: 'BTCUSDT',
        trades: 3,
        wins: 1,
        losses: 2,
        open: 0,
        winRate: 1 / 3,
        expectancyPercent: -1 / 3,
        netExpectancyPercent: -1 / 3,
      },
      {
        symbol: 'ETHUSDT',
        trades: 2,
        wins: 1,
        losses: 0,
        open: 1,
        winRate: 1,
        expectancyPercent: 3,
        netExpectancyPercent: 3,
      },
    ]);
  });

  it('has no rates without closed trades', () => {
    const none = totalsOf([trade({ result: 'open' })], { side: 'long', feePercent: 0 });
    expect(none).toMatchObject({
      winRate: null,
      expectancyPercent: null,
      profitFactor: null,
      maxDrawdownPercent: 0,
    });
  });
});

describe('netReturnOf', () => {
  it('is the return itself with no fee', () => {
    expect(netReturnOf(3, 'long', 0)).toBe(3);
    expect(netReturnOf(-2, 'short', 0)).toBe(-2);
  });

  it('takes the fee of the entry value and of the exit value, for a winning and a losing trade', () => {
    // long 100 -> 103, 0.05 % a side: 0.05 paid on 100 and 0.0515 on 103, per 100 of entry
    expect(netReturnOf(3, 'long', 0.05)).toBeCloseTo(3 - 0.05 - 0.0515, 12);
    // long 100 -> 98: the exit is worth 98
    expect(netReturnOf(-2, 'long', 0.05)).toBeCloseTo(-2 - 0.05 - 0.049, 12);
    // short 100 -> 97 made 3 %: bought back at 97
    expect(netReturnOf(3, 'short', 0.05)).toBeCloseTo(3 - 0.05 - 0.0485, 12);
    // short 100 -> 102 lost 2 %: bought back at 102
    expect(netReturnOf(-2, 'short', 0.05)).toBeCloseTo(-2 - 0.05 - 0.051, 12);
  });
});

describe('histogram', () => {
  it('counts every value once in bins of one round width', () => {
    const values = [-3.2, -1, 0, 0.4, 2.5, 7.9];
    const bins = histogram(values);
    expect(bins.reduce((s, b) => s + b.count, 0)).toBe(values.length);
    const width = bins[0].to - bins[0].from;
    expect(bins.every((b) => Math.abs(b.to - b.from - width) < 1e-9)).toBe(true);
    expect(bins[0].from).toBeLessThanOrEqual(-3.2);
    expect(bins[bins.length - 1].to).toBeGreaterThan(7.9);
  });
});
