import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { referenceRsi } from '../../../test/reference-rsi';
import { bearer, signupVerified, tokenOf } from '../auth/auth.test-helpers';

/**
 * A reference backtest: `rsi isLessThan 30` on Binance futures 1h with take-profit 3 and stop-loss 2.
 * The trades the API stores equal those of an independent implementation of docs/statistics.md written
 * here over the candles API (its own RSI, its own walk through the candles; nothing of the simulator),
 * exit prices and returns after fees included: with no fee and with the default fee per side.
 */

interface ApiCandle {
  time: number;
  open: number;
  high: number;
  low: number;
  close: number;
}

interface RefTrade {
  symbol: string;
  entryDate: number;
  entryPrice: number;
  result: 'win' | 'lost' | 'open';
  resultDate: number | null;
  length: number;
  lowestPricePercent: number;
  highestPricePercent: number;
  ambiguous: boolean;
  exitPrice: number | null;
}

/**
 * The rules, long side: a candle opening beyond a level closes the trade at its open; otherwise at the
 * level its range reaches, stop-loss first when it reaches both.
 */
function referenceTrades(symbol: string, c: ApiCandle[], tp: number, sl: number): RefTrade[] {
  const r = referenceRsi(c.map((x) => x.close));
  const trades: RefTrade[] = [];
  let freeFrom = 0;
  for (let i = 0; i + 1 < c.length; i++) {
    if (i < freeFrom || !(r[i] < 30)) continue;
    const entry = c[i + 1].open;
    const up = entry * (1 + tp / 100);
    const down = entry * (1 - sl / 100);
    let lo = Infinity;
    let hi = -Infinity;
    let decided: RefTrade | null = null;
    for (let j = i + 1; j < c.length && !decided; j++) {
      lo = Math.min(lo, c[j].low);
      hi = Math.max(hi, c[j].high);
      const gap = c[j].open < down || c[j].open > up;
      const win = gap ? c[j].open > up : c[j].high >= up;
      const loss = gap ? c[j].open < down : c[j].low <= down;
      if (win || loss) {
        decided = {
          symbol,
          entryDate: c[i + 1].time,
          entryPrice: entry,
          result: loss ? 'lost' : 'win',
          resultDate: c[j].time,
          length: j - i,
          lowestPricePercent: (lo / entry - 1) * 100,
          highestPricePercent: (hi / entry - 1) * 100,
          ambiguous: win && loss,
          exitPrice: gap ? c[j].open : loss ? down : up,
        };
        freeFrom = j;
      }
    }
    if (!decided) {
      const last = c.length - 1;
      trades.push({
        symbol,
        entryDate: c[i + 1].time,
        entryPrice: entry,
        result: 'open',
        resultDate: null,
        length: last - i,
        lowestPricePercent: (lo / entry - 1) * 100,
        highestPricePercent: (hi / entry - 1) * 100,
        ambiguous: false,
        exitPrice: null,
      });
      break;
    }
    trades.push(decided);
  }
  return trades;
}

describe('statistics against an independent implementation (rsi < 30, Binance futures 1h, tp 3, sl 2)', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp({ MARKET_EXCHANGES: '' }, { startJobs: false });
    await t.deps.market.start();
    await t.deps.jobs.start();
    await signupVerified(t, 'ref@example.com');
    await t.deps.jobs.stop();
    token = await tokenOf(t, 'ref@example.com');
  });
  afterAll(async () => {
    await t.close();
  });

  const get = async (url: string) => {
    const r = await t.app.inject({ method: 'GET', url: `/api/core${url}`, headers: bearer(token) });
    expect(r.statusCode, r.body).toBe(200);
    return r.json();
  };

  /** Every stored 1h candle of a market through the candles API, 1,500 a call. */
  async function allCandles(symbol: string): Promise<ApiCandle[]> {
    const out: ApiCandle[] = [];
    let from = 0;
    for (;;) {
      const page = (await get(`/markets/1/3/${symbol}/candles?interval=1h&from=${from}&limit=1500`)).data
        .candles;
      out.push(...page);
      if (page.length < 1500) return out;
      from = page[page.length - 1].time + 1;
    }
  }

  /** backtesting.py's trade return with `commission = fee / 100`: gross, less the fee on both values. */
  const netOf = (x: RefTrade, fee: number) => {
    if (x.exitPrice === null) return null;
    const ratio = x.exitPrice / x.entryPrice;
    return (ratio - 1) * 100 - fee * (1 + ratio);
  };

  it('stores the trades the rules give, at their exit prices, with no fee and with the default fee', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/core/filters',
      headers: bearer(token),
      payload: {
        name: 'RSI under 30',
        conditionList: [{ field: 'rsi', operator: 'isLessThan', value: 30 }],
        takeProfits: [3],
        stoplosses: [2],
        exchangeId: 1,
        dataType: 3,
        interval: '1h',
      },
    });
    const filterId = created.json().data.filterId;
    /** One run to its end (a member runs one at a time); `fee` absent: the default. */
    const runWith = async (fee?: number) => {
      const started = await t.app.inject({
        method: 'POST',
        url: '/api/core/statistics',
        headers: bearer(token),
        payload: fee === undefined ? { filterId } : { filterId, feePercent: fee },
      });
      expect(started.statusCode, started.body).toBe(202);
      await t.deps.jobs.start();
      await t.deps.jobs.drain(60_000);
      await t.deps.jobs.stop();
      return started.json().data.statisticId as string;
    };
    const runs = [
      { statisticId: await runWith(0), fee: 0 },
      { statisticId: await runWith(), fee: 0.05 },
    ];

    const markets = (await get('/markets?exchange=1&dataType=3&pageSize=100')).data as {
      symbol: string;
      intervals: string[];
    }[];
    const symbols = markets.filter((m) => m.intervals.includes('1h')).map((m) => m.symbol);
    expect(symbols.length).toBe(20);
    const expected: RefTrade[] = [];
    for (const symbol of symbols.sort())
      expected.push(...referenceTrades(symbol, await allCandles(symbol), 3, 2));
    expect(expected.length).toBeGreaterThan(50);
    const closed = expected.filter((x) => x.result !== 'open');
    for (const { statisticId, fee } of runs) {
      const api = await get(
        `/statistics/${statisticId}/trades?interval=1h&takeProfit=3&stoploss=2&pageSize=10000`,
      );
      expect(api.total).toBe(expected.length);
      const got = (api.data as (RefTrade & Record<string, unknown>)[]).sort(
        (a, b) => a.symbol.localeCompare(b.symbol) || a.entryDate - b.entryDate,
      );
      const exact = (x: RefTrade) => ({
        symbol: x.symbol,
        entryDate: x.entryDate,
        entryPrice: x.entryPrice,
        result: x.result,
        resultDate: x.resultDate,
        length: x.length,
        ambiguous: x.ambiguous,
        exitPrice: x.exitPrice,
      });
      expect(got.map(exact)).toEqual(expected.map(exact));
      got.forEach((g, k) => {
        const x = expected[k];
        expect(g.lowestPricePercent).toBeCloseTo(x.lowestPricePercent, 9);
        expect(g.highestPricePercent).toBeCloseTo(x.highestPricePercent, 9);
        const gross = netOf(x, 0);
        const net = netOf(x, fee);
        if (gross === null || net === null) {
          expect([g.returnPercent, g.netReturnPercent]).toEqual([null, null]);
          return;
        }
        expect(g.returnPercent).toBeCloseTo(gross, 9);
        expect(g.netReturnPercent).toBeCloseTo(net, 9);
      });

      const detail = (await get(`/statistics/${statisticId}`)).data;
      expect(detail.feePercent).toBe(fee);
      const totals = detail.results[0];
      const wins = closed.filter((x) => x.result === 'win').length;
      expect(totals).toMatchObject({
        trades: expected.length,
        wins,
        losses: closed.length - wins,
        open: expected.length - closed.length,
        ambiguous: expected.filter((x) => x.ambiguous).length,
      });
      expect(totals.winRate).toBeCloseTo(wins / closed.length, 12);
      const mean = (values: number[]) => values.reduce((sum, v) => sum + v, 0) / values.length;
      expect(totals.expectancyPercent).toBeCloseTo(mean(closed.map((x) => netOf(x, 0) ?? 0)), 9);
      expect(totals.netExpectancyPercent).toBeCloseTo(mean(closed.map((x) => netOf(x, fee) ?? 0)), 9);
    }
  }, 120_000);
});
