import { MARKET_EVENTS, marketChannel } from '@bitdata/contracts';
import type { Candle } from '@bitdata/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestDatabase,
  TEST_DATABASE_URL,
  TEST_ENV,
  TEST_REDIS_URL,
  type TestDatabase,
  tempDir,
} from '../../../test/harness';
import { waitFor } from '../../../test/wait';
import type { AppInstance } from '../../app';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import type { AppDeps } from '../../platform/app-deps';
import { listCandles, upsertCandles } from './candle.repository';
import { candleDto } from './feed/candle-dto';
import { ANSWER_LIMITS } from './market.cache';
import { listTickers, upsertTickers } from './market.repository';
import type { SeriesId } from './market.types';

const HOUR = 3_600_000;

/**
 * The market answers kept in memory (market.cache.ts) over the seeded history, with a clock the tests
 * move: a kept answer is served until its data changes, and never hides a closed candle.
 */
describe('market answers in memory', () => {
  let app: AppInstance;
  let deps: AppDeps;
  let database: TestDatabase;
  const clock = { t: Date.now(), now: () => clock.t };

  beforeAll(async () => {
    const dataDir = tempDir();
    database = await createTestDatabase(dataDir);
    const config = loadConfig({
      ...TEST_ENV,
      DATA_DIR: dataDir,
      MARKET_EXCHANGES: '',
      ...(database.databaseUrl ? { DATABASE_URL: database.databaseUrl } : {}),
      // with Redis the announcement travels as it does between instances
      ...(TEST_REDIS_URL ? { REDIS_URL: TEST_REDIS_URL } : {}),
    });
    ({ app, deps } = await buildApp(config, { database: database.handle, clock }));
    await app.ready();
    await deps.market.start();
  });
  afterAll(async () => {
    await app.close();
    if (TEST_DATABASE_URL) await database.drop();
  });

  const get = async (url: string) => {
    const r = await app.inject({ method: 'GET', url: `/api/core${url}` });
    expect(r.statusCode, url).toBe(200);
    return { body: r.body, data: r.json().data };
  };
  const lastTime = (candles: Array<{ time: number }>) => candles[candles.length - 1].time;
  const next = (c: Candle): Candle => ({ ...c, time: c.time + HOUR, open: c.close, close: c.close * 1.01 });

  it('shows a closed candle in the next candles and detail read of the process running the feed', async () => {
    const series: SeriesId = { exchangeId: 1, dataType: 3, symbol: 'BTCUSDT', interval: '1h' };
    const stored = await listCandles(deps.db, series, { limit: 1000 });
    await deps.market.pipeline.prime(series, stored, false);
    const url = '/markets/1/3/BTCUSDT/candles?interval=1h&limit=500';
    const before = await get(url);
    // the candles the store holds answer exactly as SQL did
    expect(before.data.candles).toEqual(stored.slice(-500).map(candleDto));
    expect((await get(url)).body).toBe(before.body);

    const closed = next(stored[stored.length - 1]);
    await deps.market.pipeline.ingestClosed(series, [closed], 'live');
    const after = await get(url);
    expect(lastTime(after.data.candles)).toBe(closed.time);
    expect(after.data.candles).toHaveLength(500);
    expect((await get('/markets/1/3/BTCUSDT?interval=1h')).data.candle.time).toBe(closed.time);
  });

  it('shows a candle announced on the realtime hub once another instance has written it to SQL', async () => {
    const series: SeriesId = { exchangeId: 1, dataType: 3, symbol: 'ETHUSDT', interval: '1h' };
    const url = '/markets/1/3/ETHUSDT/candles?interval=1h&limit=100';
    const before = await get(url);
    const newest = before.data.candles[before.data.candles.length - 1];
    const closed = next({ ...newest, quoteVolume: newest.quoteVolume ?? Number.NaN });

    // the ingest instance announces the candle first and writes it with its next flush
    const channel = marketChannel(series.exchangeId, series.dataType, series.symbol, series.interval);
    const heard: unknown[] = [];
    // listeners hear an event in the order they subscribed: the answers' listener came first
    const off = deps.realtime.subscribe(channel, (e) => heard.push(e));
    await deps.realtime.ready();
    await deps.realtime.publish({
      channel,
      type: MARKET_EVENTS.closed,
      data: { ...candleDto(closed), origin: 'live' },
    });
    await waitFor(() => heard.length === 1, 'the closed candle event');
    off();
    expect(lastTime((await get(url)).data.candles)).toBe(newest.time);
    await upsertCandles(deps.db, deps.dialect, [{ ...series, candle: closed }]);
    // what was computed before the flush is recomputed once the announced change has settled
    clock.t += ANSWER_LIMITS.settleMs;
    expect(lastTime((await get(url)).data.candles)).toBe(closed.time);
  });

  it('serves a kept list until its time is up when a change comes unannounced', async () => {
    const url = '/markets?exchange=1&dataType=3&pageSize=25';
    const before = await get(url);
    const [ticker] = await listTickers(deps.db, { exchangeId: 1, dataType: 3, symbols: ['SOLUSDT'] });
    // written by another instance's ticker refresh: no event reaches this one
    await upsertTickers(deps.db, [{ ...ticker, quoteVolume: 1e15 }], clock.now());
    expect((await get(url)).body).toBe(before.body);
    clock.t += ANSWER_LIMITS.ttlMs;
    const after = await get(url);
    expect(after.data[0].symbol).toBe('SOLUSDT');
    expect(after.data[0].ticker.quoteVolume).toBe(1e15);
  });

  it('answers the same body for the same query written in another order', async () => {
    const a = await get('/markets?dataType=3&exchange=1&pageSize=25');
    const b = await get('/markets?pageSize=25&exchange=1&dataType=3&page=1');
    expect(a.body).toBe(b.body);
  });
});
