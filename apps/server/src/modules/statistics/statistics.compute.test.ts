import { type CandleColumns, columnsFromRows, validateConditions } from '@bitdata/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { readCandleColumns, readCandles, readSeries, type SeriesId } from '../market/series.service';
import { backtestMarket, type Pair } from './backtest';
import { computeInThread } from './statistics.compute';

/**
 * The run's fast paths against the ones they replaced, on the real candles bundled with the server
 * (Binance futures, stored by the market runtime's first start): columns read straight from SQL in
 * short chunks equal the candle objects of the candles API's read, and the backtest computed in a job
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

  /** The new read in chunks of `size`, as the runner pages a long history. */
  async function inChunks(s: SeriesId, size: number): Promise<CandleColumns> {
    const parts: CandleColumns[] = [];
    for (let from = 0; ; ) {
      const chunk = await readCandleColumns(t.deps, s, { from, limit: size });
      parts.push(chunk);
      if (chunk.time.length < size) break;
      from = chunk.time[chunk.time.length - 1] + 1;
    }
    const joined = {} as Record<keyof CandleColumns, Float64Array>;
    for (const k of Object.keys(parts[0]) as (keyof CandleColumns)[])
      joined[k] = Float64Array.from(parts.flatMap((p) => [...p[k]]));
    return joined;
  }

  it('reads the same candles as columns, chunk after chunk, and stops at `to`', async () => {
    expect(series.length).toBeGreaterThan(0);
    for (const s of series) {
      const old = await asObjects(s);
      expect(old.time.length).toBeGreaterThan(1000);
      expect(await inChunks(s, 777)).toEqual(old);
      const to = old.time[500];
      const upTo = await readCandleColumns(t.deps, s, { from: old.time[100], to, limit: 10_000 });
      expect([...upTo.time]).toEqual([...old.time.subarray(100, 501)]);
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
        const market = { symbol: s.symbol, candles: await inChunks(s, 2000), others: {}, lowers: [] };
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
