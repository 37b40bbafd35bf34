import { DATA_TYPE, EXCHANGE } from '@bitdata/contracts';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, TEST_ENV, type TestDatabase } from '../../../test/harness';
import { sleep, waitFor } from '../../../test/wait';
import { migrateToLatest } from '../../bootstrap/modules';
import { loadConfig } from '../../config';
import { systemClock } from '../../platform/clock';
import { createMemoryHub } from '../../platform/realtime/memory-hub';
import { listSeedFiles, readSeedCandles } from './feed/seed';
import { createMarketRuntime, type MarketRuntime } from './market.runtime';
import { getFeedStates } from './market.service';
import { intervalMs } from './reference-data';

const HOUR = 3_600_000;
const END = Date.UTC(2026, 2, 19, 19);
// a whole day of market time in about 24 seconds: slow enough to read it midway on a loaded machine
const SPEED = 3_600;
const { spot, future } = DATA_TYPE;

/**
 * Offline, every bundled series stands on one clock: a replay seeds and plays spot and futures over
 * the same window, so at any moment a coin's spot and futures prices agree within what the market
 * did (the perpetual's basis is a fraction of a percent), and the badge can name one replayed moment.
 */
describe('replay on one clock', () => {
  let t: TestDatabase;
  let runtime: MarketRuntime | undefined;
  beforeAll(async () => {
    t = await createTestDatabase();
    await migrateToLatest(t.handle.db);
  });
  afterAll(async () => {
    await runtime?.stop();
    await t.drop();
  });

  it('replays a whole day of spot and futures together: every close of a pair in both agrees within 2 %', async () => {
    const config = loadConfig({
      ...TEST_ENV,
      DATA_DIR: t.dataDir,
      MARKET_SOURCE: 'replay',
      REPLAY_SPEED: String(SPEED),
      REPLAY_WINDOW_HOURS: '24',
    });
    runtime = createMarketRuntime({
      config,
      db: t.handle.db,
      dialect: t.handle.dialect,
      logger: pino({ level: 'silent' }),
      clock: systemClock,
      realtime: createMemoryHub(),
    });
    // every replayed close: series key and close time -> close price
    const closes = new Map<string, number>();
    runtime.onCandleClosed({
      name: 'replay-clock-test',
      handle: async (e) => {
        const { dataType, symbol, interval } = e.series;
        closes.set(
          `${dataType}:${symbol}:${interval}:${e.candle.time + intervalMs(interval)}`,
          e.candle.close,
        );
      },
    });

    // the series a pair has in both markets, from the bundled files
    const files = listSeedFiles();
    const inBoth = files.filter(
      (f) =>
        f.dataType === spot &&
        files.some((g) => g.dataType === future && g.symbol === f.symbol && g.interval === f.interval),
    );
    expect(inBoth.map((f) => `${f.symbol}:${f.interval}`)).toEqual(
      expect.arrayContaining(['BTCUSDT:1h', 'ETHUSDT:1h', 'BTCUSDT:4h', 'SOLUSDT:4h', 'BTCUSDT:1d']),
    );
    // the candles that close in the replayed day, per bundled file (the files end at or after it)
    const expected = files.flatMap((f) =>
      readSeedCandles(f.file)
        .map((c) => ({ at: c.time + intervalMs(f.interval), close: c.close }))
        .filter((c) => c.at > END - 24 * HOUR && c.at <= END)
        .map((c) => `${f.dataType}:${f.symbol}:${f.interval}:${c.at}`),
    );

    await runtime.start();
    // while it plays, at every reading: both feeds at the same replayed moment (one tick apart at
    // most) and the newest close of each pair's spot and futures series within 2 % of each other
    let readings = 0;
    let midway = 0;
    while (closes.size < expected.length) {
      const states = await getFeedStates({ market: runtime, db: t.handle.db });
      const spotAt = states.find((s) => s.dataType === spot)?.replayTime;
      const futureAt = states.find((s) => s.dataType === future)?.replayTime;
      expect(spotAt).toEqual(expect.any(Number));
      expect(Math.abs((spotAt as number) - (futureAt as number))).toBeLessThanOrEqual(HOUR);
      for (const f of inBoth) {
        const a = runtime.store.get(f)?.ring.tail(1)[0];
        const b = runtime.store.get({ ...f, dataType: future })?.ring.tail(1)[0];
        if (!a || !b || a.time !== b.time) continue;
        expect(Math.abs(a.close - b.close) / b.close, `${f.symbol} ${f.interval} at ${a.time}`).toBeLessThan(
          0.02,
        );
      }
      if ((spotAt as number) > END - 24 * HOUR && (spotAt as number) < END) midway++;
      readings++;
      await sleep(50);
      if (readings > 1_200) break;
    }
    await waitFor(() => closes.size === expected.length, 'every replayed close delivered', 30_000);
    // read while it played, not only before and after
    expect(midway).toBeGreaterThanOrEqual(5);
    expect([...closes.keys()].sort()).toEqual([...expected].sort());

    // the whole day, hour by hour: each pair in both markets closed at the same moments on both, close to each other
    const btcHours = [...closes.keys()].filter((k) => k.startsWith(`${spot}:BTCUSDT:1h:`));
    expect(btcHours).toHaveLength(24);
    let compared = 0;
    for (const f of inBoth) {
      const step = intervalMs(f.interval);
      for (let at = Math.floor((END - 24 * HOUR) / step) * step + step; at <= END; at += step) {
        const s = closes.get(`${spot}:${f.symbol}:${f.interval}:${at}`);
        const u = closes.get(`${future}:${f.symbol}:${f.interval}:${at}`);
        expect(s === undefined, `${f.symbol} ${f.interval} ${new Date(at).toISOString()}`).toBe(
          u === undefined,
        );
        if (s === undefined || u === undefined) continue;
        expect(Math.abs(s - u) / u, `${f.symbol} ${f.interval} ${new Date(at).toISOString()}`).toBeLessThan(
          0.02,
        );
        compared++;
      }
    }
    // BTC and ETH hourly (24 each), ten pairs four-hourly (6 each) and daily (1 each)
    expect(compared).toBe(2 * 24 + 10 * 6 + 10);

    // the replayed moment the badge names: the end of the day, the same on both feeds
    const states = await waitFor(async () => {
      const s = await getFeedStates({ market: runtime!, db: t.handle.db });
      return s.every((x) => x.state === 'offline') ? s : undefined;
    }, 'both replays ended');
    expect(states.map((s) => [s.exchangeId, s.dataType, s.source, s.replayTime])).toEqual([
      [EXCHANGE.binance, spot, 'replay', END],
      [EXCHANGE.binance, future, 'replay', END],
    ]);
  }, 180_000);
});
