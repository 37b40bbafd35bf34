import { describe, expect, it } from 'vitest';
import { histogram, type TradeForTotals, totalsOf } from './totals.js';

const trade = (o: Partial<TradeForTotals>): TradeForTotals => ({
  symbol: 'BTCUSDT',
  result: 'win',
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
  const t = totalsOf(trades, { side: 'long', takeProfit: 3, stoploss: 2, feePercent: 0 });

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

  it('subtracts the fee twice per closed trade from the net figures', () => {
    const f = totalsOf(trades, { side: 'long', takeProfit: 3, stoploss: 2, feePercent: 0.1 });
    expect(f.netExpectancyPercent).toBeCloseTo(0.3, 12);
    expect(f.expectancyPercent).toBe(0.5);
    expect(f.totalReturnPercent).toBeCloseTo((1.028 * 0.978 * 1.028 * 0.978 - 1) * 100, 9);
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
    const s = totalsOf([trade({ lowestPercent: -12, highestPercent: 6 })], {
      side: 'short',
      takeProfit: 3,
      stoploss: 2,
      feePercent: 0,
    });
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
      },
      { symbol: 'ETHUSDT', trades: 2, wins: 1, losses: 0, open: 1, winRate: 1, expectancyPercent: 3 },
    ]);
  });

  it('has no rates without closed trades', () => {
    const none = totalsOf([trade({ result: 'open' })], {
      side: 'long',
      takeProfit: 3,
      stoploss: 2,
      feePercent: 0,
    });
    expect(none).toMatchObject({
      winRate: null,
      expectancyPercent: null,
      profitFactor: null,
      maxDrawdownPercent: 0,
    });
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
