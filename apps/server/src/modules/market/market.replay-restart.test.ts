import { afterAll, describe, expect, it } from 'vitest';
import { createPgDatabase, TEST_DATABASE_URL, TEST_ENV, tempDir } from '../../../test/harness';
import { waitFor } from '../../../test/wait';
import { createDeps } from '../../bootstrap/deps';
import { loadConfig } from '../../config';
import type { AppDeps } from '../../platform/app-deps';
import { listCandles } from './candle.repository';
import { listSeedFiles, readSeedCandles } from './feed/seed';
import type { SeriesId } from './market.types';

const HOUR = 3_600_000;
const BTC: SeriesId = { exchangeId: 1, dataType: 3, symbol: 'BTCUSDT', interval: '1h' };
// 1h of market time every half second: the 36 replayed hours take 18 s
const SPEED = 7200;
const WINDOW_HOURS = 36;

/**
 * A replay that is stopped and started again over the same database continues after the
 * newest stored candle, at once, instead of going silent while it re-walks what it already emitted;
 * when the replayed history is used up, the feed says so.
 */
describe('replay across a restart', () => {
  const dataDir = tempDir();
  let dropPg: (() => Promise<void>) | undefined;
  let databaseUrl: string | undefined;
  let running: AppDeps | undefined;

  afterAll(async () => {
    await running?.close();
    await dropPg?.();
  });

  /** One server process: deps over the shared database, a consumer noting the BTC 1h closes, started. */
  async function boot(seen: number[]): Promise<AppDeps> {
    const config = loadConfig({
      ...TEST_ENV,
      DATA_DIR: dataDir,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      MARKET_SOURCE: 'replay',
      REPLAY_SPEED: String(SPEED),
      REPLAY_WINDOW_HOURS: String(WINDOW_HOURS),
    });
    const deps = await createDeps(config);
    deps.market.onCandleClosed({
      name: 'replay-restart-test',
      handle: async (e) => {
        const s = e.series;
        if (s.dataType === BTC.dataType && s.symbol === BTC.symbol && s.interval === BTC.interval)
          seen.push(e.candle.time);
      },
    });
    running = deps;
    await deps.market.start();
    return deps;
  }

  it('continues from the newest stored candle after a restart and says when the replay ended', async () => {
    if (TEST_DATABASE_URL) {
      const pg = await createPgDatabase(TEST_DATABASE_URL);
      databaseUrl = pg.url;
      dropPg = pg.drop;
    }
    const seed = readSeedCandles(
      listSeedFiles().find((f) => f.symbol === 'BTCUSDT' && f.dataType === 3 && f.interval === '1h')!.file,
    );
    const firstReplayed = seed[seed.length - WINDOW_HOURS].time;
    const lastReplayed = seed[seed.length - 1].time;

    // first run: a third of the replay (about 6 s), then a clean stop
    const before: number[] = [];
    const first = await boot(before);
    await waitFor(
      () => before.filter((t) => t >= firstReplayed).length >= 12,
      'a third of the replay',
      60_000,
    );
    await first.close();
    running = undefined;
    const stoppedAt = Math.max(...before);
    expect(stoppedAt).toBeLessThan(lastReplayed);

    // second run: the next hour closes at its natural gap (half a second), not after re-walking ~6 s
    const after: number[] = [];
    const second = await boot(after);
    const restarted = Date.now();
    await waitFor(() => after.some((t) => t > stoppedAt), 'the first candle after the restart', 20_000);
    const silentMs = Date.now() - restarted;
    expect(silentMs).toBeLessThan(4_000);
    expect(Math.min(...after.filter((t) => t > stoppedAt))).toBe(stoppedAt + HOUR);

    // to the end of the replayed history, which the feed then reports as ended
    await waitFor(() => after.includes(lastReplayed), 'the end of the replay', 60_000);
    const status = await waitFor(
      async () =>
        (await second.market.feedStatus()).find(
          (f) => f.exchangeId === 1 && f.dataType === 3 && f.detail === 'replay ended',
        ),
      'the replay-ended status',
      10_000,
    );
    expect(status).toMatchObject({ state: 'offline', source: 'replay' });

    // stored once each, without a hole: the seeded part, the first run's and the second run's candles
    const stored = await listCandles(second.db, BTC, { from: seed[0].time, limit: 100_000 });
    expect(stored.map((c) => c.time)).toEqual(seed.map((c) => c.time));
    const replayedAfter = after.filter((t) => t > stoppedAt);
    expect(new Set(replayedAfter).size).toBe(replayedAfter.length);
    expect(replayedAfter.length).toBe((lastReplayed - stoppedAt) / HOUR);
  }, 180_000);
});
