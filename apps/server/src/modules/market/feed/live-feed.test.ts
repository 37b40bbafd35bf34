import type { Candle } from '@bitdata/core';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type WebSocket, WebSocketServer } from 'ws';
import { createTestDatabase, type TestDatabase } from '../../../../test/harness';
import { migrateToLatest } from '../../../bootstrap/modules';
import { countCandles, listCandles, upsertCandles } from '../candle.repository';
import { createCcxtAdapter } from '../exchanges/ccxt-adapter';
import { EXCHANGE_SPECS } from '../exchanges/exchange-specs';
import {
  binanceFuturesExchangeInfo,
  binanceKlinesFrom,
  type FixtureServer,
  fixture,
  startFixtureServer,
} from '../fixtures/fixture-server';
import type { SeriesId } from '../market.types';
import { SeriesStore } from '../store/series-store';
import { createCandlePipeline } from './candle-pipeline';
import { createFeedStatusBoard } from './feed-status';
import { createExchangeFeed, type ExchangeFeed } from './live-feed';
import { listSeedFiles, readSeedCandles } from './seed';

const HOUR = 3_600_000;
const spec = EXCHANGE_SPECS.find((s) => s.key === 'binance-future')!;
const series: SeriesId = { exchangeId: 1, dataType: 3, symbol: 'BTCUSDT', interval: '1h' };

async function until(check: () => boolean | Promise<boolean>, what: string, ms = 15_000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe('live feed over a websocket that drops mid-stream', () => {
  // real Binance USD-M BTCUSDT hourly candles from the bundled history
  const file = listSeedFiles().find(
    (f) => f.dataType === 3 && f.symbol === 'BTCUSDT' && f.interval === '1h',
  )!;
  const candles: Candle[] = readSeedCandles(file.file).slice(-40);
  let now = candles[10].time; // candles 0..9 are closed at start
  const closeThrough = (i: number) => {
    now = candles[i].time + HOUR + 1;
  };

  let t: TestDatabase;
  let rest: FixtureServer;
  let wss: WebSocketServer;
  let sockets: WebSocket[] = [];
  let subscribes = 0;
  let feed: ExchangeFeed;
  const seen: number[] = [];
  const store = new SeriesStore(100);
  let pipeline: ReturnType<typeof createCandlePipeline>;

  const push = (i: number, closed: boolean) => {
    const c = candles[i];
    const k = {
      t: c.time,
      T: c.time + HOUR - 1,
      s: 'BTCUSDT',
      i: '1h',
      o: String(c.open),
      h: String(c.high),
      l: String(c.low),
      c: String(c.close),
      v: String(c.volume),
      q: String(c.quoteVolume),
      x: closed,
    };
    for (const s of sockets)
      s.send(JSON.stringify({ stream: 'btcusdt@kline_1h', data: { e: 'kline', E: now, s: 'BTCUSDT', k } }));
  };

  beforeAll(async () => {
    t = await createTestDatabase();
    await migrateToLatest(t.handle.db);
    rest = await startFixtureServer({
      '/fapi/v1/exchangeInfo': () => binanceFuturesExchangeInfo(['BTC']),
      '/fapi/v1/ticker/24hr': () => [fixture('futures-ticker-24hr.docs-example.json')],
      '/fapi/v1/klines': binanceKlinesFrom(candles, HOUR, () => now),
    });
    wss = new WebSocketServer({ port: 0, host: '127.0.0.1' });
    await new Promise((r) => wss.once('listening', r));
    wss.on('connection', (socket) => {
      socket.on('message', (m) => {
        if (String(m).includes('SUBSCRIBE')) {
          sockets.push(socket);
          subscribes++;
        }
      });
    });
    const port = (wss.address() as { port: number }).port;
    const logger = pino({ level: 'silent' });
    const status = createFeedStatusBoard();
    pipeline = createCandlePipeline({
      store,
      logger,
      persist: (rows) => upsertCandles(t.handle.db, t.handle.dialect, rows),
      publish: () => undefined,
      deliver: (events) => {
        for (const e of events) seen.push(e.candle.time);
      },
      backfill: (s, from, to) => feed.backfill(s, from, to),
    });
    feed = createExchangeFeed({
      spec,
      createAdapter: (s) => createCcxtAdapter(s, { restOrigin: rest.origin, now: () => now }),
      db: t.handle.db,
      logger,
      now: () => now,
      pipeline,
      store,
      status,
      intervals: ['1h'],
      topN: 5,
      backfillCandles: 10,
      streamUrl: `ws://127.0.0.1:${port}/stream`,
      stream: { initialBackoffMs: 50, maxBackoffMs: 200, heartbeatMs: 5_000 },
    });
  });
  afterAll(async () => {
    await feed?.stop();
    await pipeline?.stop();
    wss.close();
    await rest.close();
    await t.drop();
  });

  it('backfills the candles closed during the outage: none missing, none duplicated', async () => {
    feed.start();
    await until(() => subscribes === 1, 'the first subscription');
    expect(store.get(series)?.ring.length).toBe(10);

    push(10, false);
    closeThrough(10);
    push(10, true);
    closeThrough(11);
    push(11, true);
    await until(() => seen.length === 2, 'live candles 10 and 11');

    // the link dies; four hours pass without a message
    for (const s of sockets) s.terminate();
    sockets = [];
    closeThrough(15);
    await until(() => subscribes === 2, 'the reconnection');
    await until(() => seen.length === 6, 'the catch-up of candles 12..15');

    // back live, with a repeat, a stale duplicate and two candles in the wrong order
    closeThrough(17);
    push(16, true);
    push(17, true);
    push(17, true);
    push(15, true);
    closeThrough(19);
    push(19, true);
    push(18, true);
    await until(() => seen.length === 10, 'candles 16..19');
    await pipeline.flush();

    const expected = candles.slice(10, 20).map((c) => c.time);
    expect(seen).toEqual(expected);
    expect(await countCandles(t.handle.db, series)).toBe(20);
    const stored = await listCandles(t.handle.db, series, { limit: 100 });
    expect(stored.map((c) => c.time)).toEqual(candles.slice(0, 20).map((c) => c.time));
    expect(stored[15]).toMatchObject({
      open: candles[15].open,
      close: candles[15].close,
      quoteVolume: candles[15].quoteVolume,
    });
    const ring = store.get(series)!.ring.columns().time;
    for (let i = 1; i < ring.length; i++) expect(ring[i] - ring[i - 1]).toBe(HOUR);
  });
});
