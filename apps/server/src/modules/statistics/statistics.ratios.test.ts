import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { ensureFirstAdministrator } from '../auth/auth.service';
import { bearer, tokenOf } from '../auth/auth.test-helpers';
import { listCandles } from '../market/candle.repository';
import { upsertLongShort } from '../market/market.repository';

/** Statistics read the stored top-trader ratios the way live screening does (the candle's own, else none). */
describe('statistics over the top-trader ratio fields', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp({ MARKET_EXCHANGES: '' }, { startJobs: false });
    await t.deps.market.start();
    await ensureFirstAdministrator(t.deps);
    admin = await tokenOf(t, 'admin@example.com', 'admin-password-123');
  });
  afterAll(async () => {
    await t.close();
  });

  it('signals exactly on the candles whose stored ratio holds', async () => {
    const candles = await listCandles(
      t.deps.db,
      { exchangeId: 1, dataType: 3, symbol: 'BTCUSDT', interval: '1h' },
      { limit: 400 },
    );
    const early = candles[0].time;
    const later = candles[200].time;
    await upsertLongShort(t.deps.db, [
      {
        exchangeId: 1,
        dataType: 3,
        symbol: 'BTCUSDT',
        period: '1h',
        time: early,
        positionRatio: 2.5,
        accountRatio: 1,
      },
      {
        exchangeId: 1,
        dataType: 3,
        symbol: 'BTCUSDT',
        period: '1h',
        time: later,
        positionRatio: 2.6,
        accountRatio: 1,
      },
      // the hour before: not the candle's ratio, and below the threshold anyway
      {
        exchangeId: 1,
        dataType: 3,
        symbol: 'BTCUSDT',
        period: '1h',
        time: later + 3_600_000,
        positionRatio: 1.2,
        accountRatio: 1,
      },
    ]);
    const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
      t.app.inject({
        method,
        url: `/api/core${url}`,
        headers: bearer(admin),
        ...(payload ? { payload } : {}),
      });
    const filter = await call('POST', '/filters', {
      name: 'crowded longs',
      conditionList: [{ field: 'topTraderPositionRatio', operator: 'isGreaterThan', value: 2 }],
      takeProfits: [3],
      stoplosses: [2],
      exchangeId: 1,
      dataType: 3,
      interval: '1h',
    });
    expect(filter.statusCode, filter.body).toBe(201);
    const started = await call('POST', '/statistics', {
      filterId: filter.json().data.filterId,
      symbols: ['BTCUSDT', 'ETHUSDT'],
    });
    expect(started.statusCode, started.body).toBe(202);
    await t.deps.jobs.start();
    await t.deps.jobs.drain(60_000);
    await t.deps.jobs.stop();
    const { statisticId } = started.json().data;
    const trades = (
      await call('GET', `/statistics/${statisticId}/trades?interval=1h&takeProfit=3&stoploss=2`)
    ).json();
    const signals = trades.data.map((x: { symbol: string; signalDate: number }) => [x.symbol, x.signalDate]);
    expect(signals[0]).toEqual(['BTCUSDT', early]);
    expect(signals.every(([s, d]: [string, number]) => s === 'BTCUSDT' && (d === early || d === later))).toBe(
      true,
    );
    expect((await call('GET', `/statistics/${statisticId}`)).json().data.markets).toBe(2);
  });
});
