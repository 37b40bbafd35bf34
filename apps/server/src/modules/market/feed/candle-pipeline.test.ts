import type { Candle } from '@bitdata/core';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import type { RealtimeEvent } from '../../../platform/ports';
import type { CandleClosedEvent, SeriesCandle, SeriesId } from '../market.types';
import { SeriesStore } from '../store/series-store';
import { createCandlePipeline } from './candle-pipeline';

const HOUR = 3_600_000;
const T0 = 1_767_225_600_000;
const series: SeriesId = { exchangeId: 1, dataType: 3, symbol: 'BTCUSDT', interval: '1h' };
const candle = (i: number): Candle => ({
  time: T0 + i * HOUR,
  open: 100 + i,
  high: 102 + i,
  low: 99 + i,
  close: 101 + i,
  volume: 5,
  quoteVolume: 500,
});
const range = (a: number, b: number) => Array.from({ length: b - a + 1 }, (_, k) => candle(a + k));

let failWrites = false;

function setup(backfill?: (s: SeriesId, from: number, to: number) => Promise<Candle[]>) {
  failWrites = false;
  const store = new SeriesStore(100);
  const persisted: SeriesCandle[] = [];
  const published: RealtimeEvent[] = [];
  const seen: CandleClosedEvent[] = [];
  const pipeline = createCandlePipeline({
    store,
    logger: pino({ level: 'silent' }),
    persist: async (rows) => {
      if (failWrites) throw new Error('database down');
      persisted.push(...rows);
    },
    publish: (e) => {
      published.push(e);
    },
    deliver: (events) => void seen.push(...events),
    backfill,
  });
  return { store, pipeline, persisted, published, seen };
}

describe('candle pipeline', () => {
  it('processes each closed candle once and in order whatever the order and repetition of events', async () => {
    const { pipeline, seen, published } = setup(async (_s, from, to) =>
      range((from - T0) / HOUR, (to - T0) / HOUR),
    );
    await pipeline.ingestClosed(series, [candle(0)], 'live');
    await pipeline.ingestClosed(series, [candle(3), candle(1)], 'live');
    await pipeline.ingestClosed(series, [candle(2), candle(3), candle(1)], 'live');
    await pipeline.ingestClosed(series, [candle(4), candle(4)], 'live');
    await pipeline.flush();
    expect(seen.map((e) => (e.candle.time - T0) / HOUR)).toEqual([0, 1, 2, 3, 4]);
    expect(seen.map((e) => e.origin)).toEqual(['live', 'live', 'backfill', 'live', 'live']);
    expect(published.filter((e) => e.type === 'candle.closed')).toHaveLength(5);
    expect(published[0].channel).toBe('market:1:3:BTCUSDT:1h');
  });

  it('backfills the hole before a closed candle that arrives after a gap', async () => {
    const asked: Array<[number, number]> = [];
    const { pipeline, seen, persisted } = setup(async (_s, from, to) => {
      asked.push([(from - T0) / HOUR, (to - T0) / HOUR]);
      return range((from - T0) / HOUR, (to - T0) / HOUR);
    });
    await pipeline.ingestClosed(series, range(0, 9), 'live');
    await pipeline.ingestClosed(series, [candle(15)], 'live');
    await pipeline.flush();
    expect(asked).toEqual([[10, 14]]);
    const times = seen.map((e) => (e.candle.time - T0) / HOUR);
    expect(times).toEqual(Array.from({ length: 16 }, (_, i) => i));
    expect(new Set(persisted.map((r) => r.candle.time)).size).toBe(16);
  });

  it('holds candles while the backfill fails and processes them once it succeeds', async () => {
    let online = false;
    const { pipeline, seen } = setup(async (_s, from, to) => {
      if (!online) throw new Error('offline');
      return range((from - T0) / HOUR, (to - T0) / HOUR);
    });
    await pipeline.ingestClosed(series, range(0, 2), 'live');
    await pipeline.ingestClosed(series, [candle(6)], 'live');
    await pipeline.flush();
    expect(pipeline.pendingCount()).toBe(1);
    expect(seen).toHaveLength(3);
    online = true;
    await pipeline.ingestClosed(series, [candle(7)], 'live');
    await pipeline.flush();
    expect(seen.map((e) => (e.candle.time - T0) / HOUR)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(pipeline.pendingCount()).toBe(0);
  });

  it('keeps the forming candle for display without evaluating it', async () => {
    const { pipeline, seen, store, published } = setup();
    await pipeline.ingestClosed(series, range(0, 1), 'live');
    pipeline.updateLive(series, { ...candle(2), close: 1 });
    await pipeline.flush();
    expect(store.get(series)?.live?.close).toBe(1);
    expect(seen).toHaveLength(2);
    expect(published.at(-1)?.type).toBe('candle.update');
    await pipeline.ingestClosed(series, [candle(2)], 'live');
    expect(store.get(series)?.live).toBeNull();
  });

  it('gives each event the indicator values of the streaming engine at its own candle', async () => {
    const { pipeline, seen } = setup();
    await pipeline.ingestClosed(series, range(0, 59), 'live');
    await pipeline.flush();
    // delivered after the write, yet each event keeps the values of its candle, not the newest
    expect(seen[29].indicators.sma20).toBeCloseTo(101 + 19.5, 6);
    const last = seen.at(-1);
    expect(last?.indicators.sma20).toBeCloseTo(101 + 49.5, 6);
    expect(Number.isFinite(last?.indicators.rsi)).toBe(true);
  });

  it('hands events over only after the write that stored them succeeded, with their origin stored', async () => {
    const { pipeline, seen, persisted } = setup(async (_s, from, to) =>
      range((from - T0) / HOUR, (to - T0) / HOUR),
    );
    await pipeline.ingestClosed(series, range(0, 1), 'live');
    expect(seen).toHaveLength(0);
    failWrites = true;
    await pipeline.flush();
    expect(seen).toHaveLength(0);
    await pipeline.ingestClosed(series, [candle(4)], 'live');
    failWrites = false;
    await pipeline.flush();
    expect(seen.map((e) => [(e.candle.time - T0) / HOUR, e.origin])).toEqual([
      [0, 'live'],
      [1, 'live'],
      [2, 'backfill'],
      [3, 'backfill'],
      [4, 'live'],
    ]);
    expect(persisted.map((r) => r.origin)).toEqual(['live', 'live', 'backfill', 'backfill', 'live']);
    // a history load is stored without origin and is no event
    await pipeline.prime({ ...series, symbol: 'ETHUSDT' }, range(0, 2), true);
    await pipeline.flush();
    expect(persisted.slice(5).map((r) => r.origin)).toEqual([undefined, undefined, undefined]);
    expect(seen).toHaveLength(5);
  });
});
