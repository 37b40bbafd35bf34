import { INDICATOR_CATALOG } from '@bitdata/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { ensureFirstAdministrator } from '../auth/auth.service';
import { bearer, tokenOf } from '../auth/auth.test-helpers';
import { saveFeedStatus } from './market.repository';

/** API over the seeded bundled history, with no exchange feed (MARKET_EXCHANGES empty: no internet). */
describe('market API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ MARKET_EXCHANGES: '' }, { startJobs: false });
    await t.deps.market.start();
  });
  afterAll(async () => {
    await t.close();
  });
  const get = (url: string) => t.app.inject({ method: 'GET', url: `/api/core${url}` });

  it('lists the reference data for the pickers', async () => {
    const r = await get('/market-reference');
    expect(r.statusCode).toBe(200);
    const d = r.json().data;
    expect(d.exchanges).toEqual([
      { id: 1, code: 'binance', name: 'Binance' },
      { id: 2, code: 'okx', name: 'OKX' },
    ]);
    expect(
      d.dataTypes.filter((x: { selectable: boolean }) => x.selectable).map((x: { id: number }) => x.id),
    ).toEqual([1, 3]);
    expect(d.intervals.map((i: { id: string; code: string }) => `${i.id}:${i.code}`)).toEqual([
      'M3:3m',
      'M5:5m',
      'M15:15m',
      'H1:1h',
      'H4:4h',
      'Day:1d',
      'Week:1w',
    ]);
    expect(d.quoteCurrency).toBe('USDT');
  });

  it('lists at least 20 markets with 1h candles, paged and sorted by 24 h volume', async () => {
    const r = await get('/markets?dataType=3&pageSize=25');
    expect(r.statusCode).toBe(200);
    const body = r.json();
    expect(body.total).toBe(20);
    expect(body.data.filter((m: { intervals: string[] }) => m.intervals.includes('1h'))).toHaveLength(20);
    const volumes = body.data.map((m: { ticker: { quoteVolume: number } }) => m.ticker.quoteVolume);
    expect(volumes).toEqual([...volumes].sort((a, b) => b - a));
    expect(body.data[0]).toMatchObject({
      exchange: 'Binance',
      dataType: 3,
      symbol: 'BTCUSDT',
      // the week is built from the daily candles (no weekly series is bundled)
      intervals: ['1h', '4h', '1d', '1w'],
    });
    const page2 = (await get('/markets?dataType=3&pageSize=5&page=2')).json();
    expect(page2.data.map((m: { symbol: string }) => m.symbol)).toEqual(
      body.data.slice(5, 10).map((m: { symbol: string }) => m.symbol),
    );
  });

  it('searches by name and sorts by change', async () => {
    const r = (await get('/markets?search=btc')).json();
    expect(
      r.data.map((m: { dataType: number; symbol: string }) => `${m.dataType}:${m.symbol}`).sort(),
    ).toEqual(['1:BTCUSDT', '3:BTCUSDT']);
    const byChange = (await get('/markets?sort=change&order=asc&pageSize=100')).json().data;
    const changes = byChange.map((m: { ticker: { changePercent: number } }) => m.ticker.changePercent);
    expect(changes).toEqual([...changes].sort((a, b) => a - b));
  });

  it('returns up to 1500 candles of a market in ascending time', async () => {
    const r = await get('/markets/1/3/BTCUSDT/candles?interval=1h&limit=1500');
    expect(r.statusCode).toBe(200);
    const { candles, interval } = r.json().data;
    expect(interval).toBe('1h');
    expect(candles).toHaveLength(1500);
    for (let i = 1; i < candles.length; i++) expect(candles[i].time - candles[i - 1].time).toBe(3_600_000);
    const c = candles[0];
    expect(c.color).toBe(c.close >= c.open ? 1 : 2);
    expect(c.quoteVolume).toBeGreaterThan(0);
    const window = (
      await get(`/markets/1/3/BTCUSDT/candles?interval=1h&from=${candles[10].time}&to=${candles[19].time}`)
    ).json().data;
    expect(window.candles.map((x: { time: number }) => x.time)).toEqual(
      candles.slice(10, 20).map((x: { time: number }) => x.time),
    );
  });

  it('builds the week from the stored daily candles, UTC Monday weeks, and says so', async () => {
    const daily = (await get('/markets/1/3/BTCUSDT/candles?interval=1d&limit=1500')).json().data;
    expect(daily.builtFrom).toBeNull();
    const r = await get('/markets/1/3/BTCUSDT/candles?interval=1w&limit=20');
    expect(r.statusCode).toBe(200);
    const weekly = r.json().data;
    expect(weekly).toMatchObject({ interval: '1w', builtFrom: '1d' });
    expect(weekly.candles).toHaveLength(20);
    // each week against its seven daily candles, read from the daily answer
    for (const w of weekly.candles) {
      expect(new Date(w.time).getUTCDay()).toBe(1);
      const days = daily.candles.filter(
        (d: { time: number }) => d.time >= w.time && d.time < w.time + 7 * 86_400_000,
      );
      expect(days).toHaveLength(7);
      expect(w.open).toBe(days[0].open);
      expect(w.close).toBe(days[6].close);
      expect(w.high).toBe(Math.max(...days.map((d: { high: number }) => d.high)));
      expect(w.low).toBe(Math.min(...days.map((d: { low: number }) => d.low)));
      expect(w.volume).toBeCloseTo(
        days.reduce((s: number, d: { volume: number }) => s + d.volume, 0),
        6,
      );
    }
    const detail = (await get('/markets/1/3/BTCUSDT?interval=1w')).json().data;
    const last = weekly.candles[weekly.candles.length - 1];
    expect(detail.candle).toMatchObject({ time: last.time, close: last.close });
    expect(detail.indicators.ema20).toEqual(expect.any(Number));
  });

  it('answers 404 for an unknown market and 400 for a bad interval, limit or id', async () => {
    const unknown = await get('/markets/1/3/NOPEUSDT/candles?interval=1h');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toMatchObject({ code: 'NOT_FOUND', key: 'notFound' });
    for (const url of [
      '/markets/1/3/BTCUSDT/candles?interval=2h',
      '/markets/1/3/BTCUSDT/candles?interval=1h&limit=1501',
      '/markets/1/3/BTCUSDT/candles?interval=1h&from=abc',
      '/markets/x/3/BTCUSDT/candles',
      '/markets/1/9/BTCUSDT',
      '/markets?sort=price',
    ]) {
      const r = await get(url);
      expect(r.statusCode, url).toBe(400);
      expect(r.json().error.code, url).toBe('VALIDATION');
      expect(Array.isArray(r.json().error.details), url).toBe(true);
    }
    expect((await get('/markets/1/3/NOPEUSDT?interval=1h')).statusCode).toBe(404);
  });

  it('shows a market with its latest candle and every catalogue column by name', async () => {
    const r = await get('/markets/1/3/ETHUSDT?interval=4h');
    expect(r.statusCode).toBe(200);
    const d = r.json().data;
    expect(d.market).toMatchObject({ symbol: 'ETHUSDT', dataType: 3, intervals: ['1h', '4h', '1d', '1w'] });
    expect(d.candle.time).toBeGreaterThan(0);
    expect(Object.keys(d.indicators).sort()).toEqual(INDICATOR_CATALOG.map((x) => x.name).sort());
    expect(d.indicators.rsi).toBeGreaterThan(0);
    expect(d.indicators.ema200).toBeGreaterThan(0);
  });

  it('serves tickers, the BTC/ETH overview and the top 10 by volume in millions', async () => {
    const tickers = (await get('/markets/tickers?dataType=1')).json().data;
    expect(tickers.length).toBeGreaterThanOrEqual(10);
    const overview = (await get('/markets/overview')).json().data;
    expect(overview.map((o: { base: string }) => o.base)).toEqual(['BTC', 'ETH']);
    expect(overview[0].sparkline).toHaveLength(24);
    const top = (await get('/markets/top-volume')).json().data;
    expect(top).toHaveLength(10);
    const millions = top.map((x: { quoteVolumeMillions: number }) => x.quoteVolumeMillions);
    expect(millions).toEqual([...millions].sort((a, b) => b - a));
    expect(millions[0]).toBeGreaterThan(100);
  });

  it('reports the market check in /health to operators and keeps the feed status for them', async () => {
    await ensureFirstAdministrator(t.deps);
    const admin = await tokenOf(t, 'admin@example.com', 'admin-password-123');
    const h = (await t.app.inject({ method: 'GET', url: '/api/core/health', headers: bearer(admin) })).json()
      .data;
    expect(h.checks.market.status).toBeDefined();
    expect((await get('/market-status')).statusCode).toBe(401);
  });
  it("lists each feed's history: its stored intervals and the week built from the daily candles", async () => {
    // three feeds known to the status table: Binance spot and futures (bundled), OKX spot (nothing stored)
    for (const [exchangeId, dataType] of [
      [1, 1],
      [1, 3],
      [2, 1],
    ]) {
      await saveFeedStatus(
        t.deps.db,
        {
          exchangeId,
          dataType,
          state: 'offline',
          source: 'seed',
          lastCandleTime: null,
          lastMessageAt: null,
          detail: null,
          replayTime: null,
        },
        Date.now(),
      );
    }
    const r = await get('/market-feeds');
    expect(r.statusCode).toBe(200);
    const history = Object.fromEntries(
      r
        .json()
        .data.map((f: { exchangeId: number; dataType: number; history: unknown[] }) => [
          `${f.exchangeId}:${f.dataType}`,
          f.history,
        ]),
    );
    const stored = (interval: string, markets: number) => ({ interval, markets, builtFrom: null });
    // the bundle: 10 spot pairs on 4h and 1d, BTC and ETH on 1h too; 20 futures pairs on 1h, 4h and 1d.
    // No 3m, 5m or 15m candles and no weekly series: the week is every daily market's, built from 1d.
    expect(history).toEqual({
      '1:1': [
        stored('1h', 2),
        stored('4h', 10),
        stored('1d', 10),
        { interval: '1w', markets: 10, builtFrom: '1d' },
      ],
      '1:3': [
        stored('1h', 20),
        stored('4h', 20),
        stored('1d', 20),
        { interval: '1w', markets: 20, builtFrom: '1d' },
      ],
      '2:1': [],
    });
  });
});
