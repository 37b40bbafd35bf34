import { type CandleColumns, columnsFromRows, validateConditions } from '@bitdata/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { readCandleHistory, readCandles, readSeries, type SeriesId } from '../market/series.service';
import { backtestMarket, type Pair } from './backtest';
import { computeInThread } from './statistics.compute';

/**
 * The run's fast paths against the ones they replaced, on the real candles bundled with the server
 * (Binance futures, stored by the market runtime's first start): the history read as columns (from the
 * rows the first time, from the candle blocks it keeps the second) equals the candle objects of the
 * candles API's read, and the backtest computed in a job
 * thread gives the very trades of the same backtest on this thread.
 */

const PAIRS: Pair[] = [
  { takeProfit: 2, stoploss: 1 },
  { takeProfit: 3, stoploss: 2 },
  { takeProfit: 5, stoploss: 3 },
];

describe('statistics fast paths on the bundled candles', () => {
  let t: TestApp;
  let series: SeriesId[];
  beforeAll(async () => {
    t = await createTestApp({ MARKET_EXCHANGES: '' }, { startJobs: false });
    await t.deps.market.start();
    series = (await readSeries(t.deps, { exchangeId: 1, dataType: 3 })).filter((s) => s.interval === '1h');
  });
  afterAll(async () => {
    await t.close();
  });

  /** The old read: every candle object through readCandles, then columns. */
  async function asObjects(s: SeriesId): Promise<CandleColumns> {
    const rows = await readCandles(t.deps, s, { from: 0, limit: 1_000_000 });
    return columnsFromRows(
      rows.map((c) => [c.time, c.open, c.high, c.low, c.close, c.volume, c.quoteVolume ?? Number.NaN]),
    );
  }

  it('reads the same candles as columns, from the rows and then from the blocks, and stops at `to`', async () => {
    expect(series.length).toBeGreaterThan(0);
    for (const s of series) {
      const old = await asObjects(s);
      expect(old.time.length).toBeGreaterThan(1000);
      expect(await readCandleHistory(t.deps, s, null)).toEqual(old);
      const blocks = await t.deps.db
        .selectFrom('market_candle_blocks')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      expect(Number(blocks.n)).toBeGreaterThan(0);
      expect(await readCandleHistory(t.deps, s, null)).toEqual(old);
      const to = old.time[500];
      const upTo = await readCandleHistory(t.deps, s, to);
      expect([...upTo.time]).toEqual([...old.time.subarray(0, 501)]);
      expect([...upTo.close]).toEqual([...old.close.subarray(0, 501)]);
    }
  });

  it('computes the same trades in a job thread as on this thread', async () => {
    const checked = validateConditions([
      { field: 'rsi', operator: 'isLessThan', value: 40 },
      { field: 'close', operator: 'isGreaterThan', value: { field: 'ema200' } },
    ]);
    if (!checked.ok) throw new Error(JSON.stringify(checked.errors));
    const compute = computeInThread(new AbortController().signal);
    try {
      let trades = 0;
      for (const s of series) {
        const market = {
          symbol: s.symbol,
          candles: await readCandleHistory(t.deps, s, null),
          others: {},
          lowers: [],
        };
        for (const side of ['long', 'short'] as const) {
          const settings = {
            interval: s.interval,
            conditions: checked.conditions,
            pairs: PAIRS,
            side,
            sameCandle: 'stopLossFirst' as const,
            from: null,
          };
          const here = backtestMarket(market, settings);
          expect(await compute.compute({ market, settings })).toEqual(here);
          trades += here.results.reduce((sum, r) => sum + r.trades.length, 0);
        }
      }
      expect(trades).toBeGreaterThan(100);
    } finally {
      await compute.close();
    }
  });
});
