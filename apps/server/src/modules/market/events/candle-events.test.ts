import type { Candle } from '@bitdata/core';
import pino from 'pino';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../../test/harness';
import { sleep, waitFor } from '../../../../test/wait';
import { migrateToLatest } from '../../../bootstrap/modules';
import { listCandles, upsertCandles } from '../candle.repository';
import { createCandlePipeline } from '../feed/candle-pipeline';
import type { CandleClosedEvent, SeriesId } from '../market.types';
import { SeriesStore } from '../store/series-store';
import { type CandleEventsOptions, createCandleEvents } from './candle-events';
import { findSeriesIds, readWatermark } from './watermark.repository';

const HOUR = 3_600_000;
const T0 = 1_767_225_600_000;
const logger = pino({ level: 'silent' });
const btc: SeriesId = { exchangeId: 1, dataType: 3, symbol: 'BTCUSDT', interval: '1h' };
const eth: SeriesId = { ...btc, symbol: 'ETHUSDT' };
const sol: SeriesId = { ...btc, symbol: 'SOLUSDT' };
const FEED = { exchangeId: 1, dataType: 3 };

const candle = (i: number): Candle => ({
  time: T0 + i * HOUR,
  open: 100 + Math.sin(i),
  high: 103 + Math.sin(i),
  low: 98 + Math.sin(i),
  close: 100 + Math.sin(i + 1) * 2,
  volume: 5 + (i % 7),
  quoteVolume: 500,
});
const range = (a: number, b: number) => Array.from({ length: b - a + 1 }, (_, k) => candle(a + k));
const index = (e: CandleClosedEvent) => (e.candle.time - T0) / HOUR;

let t: TestDatabase;
const closers: Array<() => Promise<void>> = [];

beforeEach(async () => {
  t = await createTestDatabase();
  await migrateToLatest(t.handle.db);
});
afterEach(async () => {
  for (const close of closers.splice(0).reverse()) await close();
  await t.drop();
});

/** A pipeline writing to the test database and handing its events to a fresh CandleEvents. */
function ingest(options: Partial<CandleEventsOptions> = {}, backfill?: () => Promise<Candle[]>) {
  const events = createCandleEvents({
    db: t.handle.db,
    logger,
    now: Date.now,
    historyCandles: 1000,
    maxQueued: 10_000,
    retryBaseMs: 10,
    retryMaxMs: 50,
    saveEveryMs: 20,
    ...options,
  });
  const piped: CandleClosedEvent[] = [];
  const pipeline = createCandlePipeline({
    store: new SeriesStore(1000),
    logger,
    persist: (rows) => upsertCandles(t.handle.db, t.handle.dialect, rows),
    publish: () => undefined,
    deliver: (list) => {
      piped.push(...list);
      events.deliver(list);
    },
    listening: () => events.listening,
    backfill: backfill ? async () => backfill() : undefined,
    flushEveryMs: 50,
  });
  closers.push(async () => {
    await pipeline.stop();
    await events.stop();
  });
  return { events, pipeline, piped };
}

describe('market.candleClosed', () => {
  it('delivers each candle once it is stored, in time order per series, at most `concurrency` at once', async () => {
    const { events, pipeline } = ingest();
    const seen: CandleClosedEvent[] = [];
    let inFlight = 0;
    let maxInFlight = 0;
    const notStored: number[] = [];
    events.subscribe({
      name: 'screener',
      concurrency: 2,
      async handle(e) {
        inFlight++;
        maxInFlight = Math.max(maxInFlight, inFlight);
        const stored = await listCandles(t.handle.db, e.series, {
          from: e.candle.time,
          to: e.candle.time,
          limit: 1,
        });
        if (stored.length !== 1) notStored.push(e.candle.time);
        await sleep(2);
        seen.push(e);
        inFlight--;
      },
    });
    await events.activate(FEED);
    for (let i = 0; i < 15; i++) {
      for (const s of [btc, eth, sol]) await pipeline.ingestClosed(s, [candle(i)], 'live');
    }
    await pipeline.flush();
    await events.drain();
    expect(notStored).toEqual([]);
    expect(maxInFlight).toBe(2);
    for (const s of [btc, eth, sol]) {
      const mine = seen.filter((e) => e.series.symbol === s.symbol);
      expect(mine.map(index)).toEqual(range(0, 14).map((_, i) => i));
    }
    expect(seen.every((e) => e.origin === 'live')).toBe(true);
  });

  it('retries a failing handler and never moves the watermark past the failed candle', async () => {
    const { events, pipeline } = ingest();
    const handled: number[] = [];
    let failures = 0;
    events.subscribe({
      name: 'screener',
      handle(e) {
        if (index(e) === 5 && failures < 4) {
          failures++;
          throw new Error('notification store down');
        }
        handled.push(index(e));
      },
    });
    await events.activate(FEED);
    await pipeline.ingestClosed(btc, range(0, 4), 'live');
    await pipeline.flush();
    await events.drain();
    const [seriesId] = (await findSeriesIds(t.handle.db, [btc])).values();
    expect(await readWatermark(t.handle.db, 'screener', seriesId)).toBe(candle(4).time);

    await pipeline.ingestClosed(btc, range(5, 9), 'live');
    await pipeline.flush();
    await waitFor(() => failures >= 2, 'two failed attempts');
    await sleep(60); // several watermark saves while candle 5 keeps failing
    expect(handled).toEqual([0, 1, 2, 3, 4]);
    expect(await readWatermark(t.handle.db, 'screener', seriesId)).toBe(candle(4).time);

    await events.drain();
    expect(failures).toBe(4);
    expect(handled).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(await readWatermark(t.handle.db, 'screener', seriesId)).toBe(candle(9).time);
  });

  it('holds at most maxQueued events and reads the rest back from SQL, in order, with the same values', async () => {
    const { events, pipeline, piped } = ingest({ maxQueued: 100 });
    const seen: CandleClosedEvent[] = [];
    events.subscribe({ name: 'screener', handle: (e) => void seen.push(e) });
    await events.activate(FEED);
    await pipeline.ingestClosed(btc, range(0, 349), 'live');
    await pipeline.flush();
    await events.drain();
    expect(seen.map(index)).toEqual(range(0, 349).map((_, i) => i));
    // the first 100 are the pipeline's own events, the others were rebuilt from the stored candles
    expect(seen.slice(0, 100).every((e, i) => e === piped[i])).toBe(true);
    expect(seen.slice(100).some((e, i) => e === piped[100 + i])).toBe(false);
    // same history from the first candle: the recomputed indicator values are the streaming ones
    for (const i of [100, 199, 349]) {
      expect(seen[i].candle).toEqual(piped[i].candle);
      expect(seen[i].indicators.toRecord()).toEqual(piped[i].indicators.toRecord());
      expect(seen[i].origin).toBe('live');
    }
  });

  it('after a crash, delivers the stored candles after the watermark again, each with its origin', async () => {
    const first = ingest({}, async () => range(10, 12));
    const handled: Array<[number, string]> = [];
    // the first process hangs on candle 8, as good as dead from there on (released only to close the test)
    let hung = () => {};
    let released = false;
    closers.push(async () => {
      released = true;
      hung();
    });
    first.events.subscribe({
      name: 'screener',
      handle: (e) =>
        index(e) >= 8 && !released
          ? new Promise<void>((resolve) => {
              hung = resolve;
            })
          : void handled.push([index(e), e.origin]),
    });
    await first.events.activate(FEED);
    await first.pipeline.ingestClosed(btc, range(0, 9), 'live');
    await first.pipeline.ingestClosed(btc, [candle(13)], 'live'); // 10..12 backfilled
    await first.pipeline.flush();
    await waitFor(() => handled.length === 8, 'candles 0..7');
    await sleep(60);

    // a new process on the same database
    const second = ingest();
    const redelivered: Array<[number, string]> = [];
    second.events.subscribe({ name: 'screener', handle: (e) => void redelivered.push([index(e), e.origin]) });
    await second.events.activate(FEED);
    await second.events.drain();
    expect(redelivered).toEqual([
      [8, 'live'],
      [9, 'live'],
      [10, 'backfill'],
      [11, 'backfill'],
      [12, 'backfill'],
      [13, 'live'],
    ]);
    const [seriesId] = (await findSeriesIds(t.handle.db, [btc])).values();
    expect(await readWatermark(t.handle.db, 'screener', seriesId)).toBe(candle(13).time);
  });

  it('starts a consumer seen for the first time after the newest stored candle, history is no event', async () => {
    await upsertCandles(
      t.handle.db,
      t.handle.dialect,
      range(0, 5).map((c) => ({ ...btc, candle: c, origin: 'live' as const })),
    );
    const { events, pipeline } = ingest();
    const seen: number[] = [];
    events.subscribe({ name: 'newcomer', handle: (e) => void seen.push(index(e)) });
    await events.activate(FEED);
    await pipeline.prime(eth, range(0, 5), true);
    await pipeline.ingestClosed(eth, [candle(6)], 'live');
    await pipeline.flush();
    await events.drain();
    expect(seen).toEqual([6]);

    // a restart: ETH's history (no origin) is not delivered, BTC's old candles neither
    const again = ingest();
    const after: number[] = [];
    again.events.subscribe({ name: 'newcomer', handle: (e) => void after.push(index(e)) });
    await again.events.activate(FEED);
    await again.events.drain();
    expect(after).toEqual([]);
  });
});
