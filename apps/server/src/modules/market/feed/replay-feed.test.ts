import pino from 'pino';
import { describe, expect, it } from 'vitest';
import type { RealtimeEvent } from '../../../platform/ports';
import type { SeriesCandle } from '../market.types';
import { seriesKey } from '../reference-data';
import { SeriesStore } from '../store/series-store';
import { createCandlePipeline } from './candle-pipeline';
import { buildReplayEvents, createReplayFeed } from './replay-feed';
import { listSeedFiles, readSeedCandles } from './seed';
import { closesBy, seedWindow } from './seed-window';

const HOUR = 3_600_000;

/** Runs a whole replay, advancing by the given steps, and returns what the hub and the hook saw. */
async function run(steps: number[]) {
  const files = listSeedFiles().filter(
    (f) => f.dataType === 3 && ['BTCUSDT', 'ETHUSDT', 'SOLUSDT'].includes(f.symbol),
  );
  const window = seedWindow(files, 12 * HOUR);
  const store = new SeriesStore(500);
  const published: RealtimeEvent[] = [];
  const hooked: string[] = [];
  const persisted: SeriesCandle[] = [];
  const pipeline = createCandlePipeline({
    store,
    logger: pino({ level: 'silent' }),
    persist: async (rows) => persisted.push(...rows),
    publish: (e) => {
      published.push(e);
    },
    deliver: (events) => {
      for (const e of events)
        hooked.push(
          `${seriesKey(e.series.exchangeId, e.series.dataType, e.series.symbol, e.series.interval)}@${e.candle.time}:${e.indicators.ema20.toFixed(6)}`,
        );
    },
  });
  // the store starts from the seeded part, as after `npm start` in replay mode
  for (const f of files) {
    const candles = readSeedCandles(f.file);
    await pipeline.prime(
      f,
      candles.filter((c) => closesBy(c.time, f.interval, window.start)).slice(-500),
      false,
    );
  }
  const replay = createReplayFeed({ events: buildReplayEvents(files, window), pipeline });
  let at = window.start;
  for (const step of steps) {
    at += step;
    await replay.advanceTo(at);
  }
  await replay.advanceTo(Number.POSITIVE_INFINITY);
  await pipeline.stop();
  return { published, hooked, persisted, total: replay.total };
}

describe('replay feed', () => {
  it('emits the held-back candles as closed candles in time order through the live pipeline', async () => {
    const r = await run([HOUR]);
    // the last 12 hours up to 19 Mar 2026 19:00 UTC: 12 hourly and 3 four-hourly closes (08:00, 12:00,
    // 16:00) per market, three markets; the last daily candle closed before the window
    expect(r.total).toBe(3 * (12 + 3));
    expect(r.hooked).toHaveLength(r.total);
    expect(r.published.every((e) => e.type === 'candle.closed')).toBe(true);
    expect(r.published[0].channel).toMatch(/^market:1:3:(BTC|ETH|SOL)USDT:1h$/);
    expect(new Set(r.persisted.map((p) => `${p.symbol}:${p.interval}:${p.candle.time}`)).size).toBe(r.total);
  });

  it('is deterministic: the same sequence and indicator values however time advances', async () => {
    const a = await run([1_000, 2_000_000, 7_200_000, 40_000_000]);
    const b = await run(Array.from({ length: 50 }, () => 1_000_000));
    expect(a.hooked).toEqual(b.hooked);
    expect(a.published).toEqual(b.published);
  });
});
