import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { listCandles } from '../market/candle.repository';
import type { SeriesId } from '../market/market.types';
import { clearSeriesCache, seriesUpTo } from './market-data';

describe('the series the screener computes from stored candles', () => {
  let t: TestApp;
  const btc: SeriesId = { exchangeId: 1, dataType: 3, symbol: 'BTCUSDT', interval: '1h' };
  beforeAll(async () => {
    t = await createTestApp({ MARKET_EXCHANGES: '' }, { startJobs: false });
    await t.deps.market.start();
  });
  afterAll(() => t.close());

  it('is computed once for the requests asking for it at the same time, then kept', async () => {
    const last = (await listCandles(t.deps.db, btc, { limit: 1 }))[0].time;
    clearSeriesCache();
    // many members reading matches just after a close ask for the same new series together
    const asked = await Promise.all(Array.from({ length: 5 }, () => seriesUpTo(t.deps.db, btc, '1h', last)));
    expect(new Set(asked).size).toBe(1);
    const time = asked[0]?.time;
    expect(time?.[(time?.length ?? 0) - 1]).toBe(last);
    expect(await seriesUpTo(t.deps.db, btc, '1h', last)).toBe(asked[0]);
  });

  it('is computed again once forgotten, and for a series that has no candle there is none', async () => {
    const last = (await listCandles(t.deps.db, btc, { limit: 1 }))[0].time;
    const before = await seriesUpTo(t.deps.db, btc, '1h', last);
    clearSeriesCache();
    const after = await seriesUpTo(t.deps.db, btc, '1h', last);
    expect(after).not.toBe(before);
    expect(after?.values).toEqual(before?.values);
    expect(await seriesUpTo(t.deps.db, { ...btc, symbol: 'NOSUCHUSDT' }, '1h', last)).toBeNull();
  });
});
