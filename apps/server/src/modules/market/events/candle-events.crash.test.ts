import { spawn } from 'node:child_process';
import path from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase, tempDir } from '../../../../test/harness';
import { waitFor } from '../../../../test/wait';
import { migrateToLatest } from '../../../bootstrap/modules';
import { systemClock } from '../../../platform/clock';
import { createMemoryHub } from '../../../platform/realtime/memory-hub';
import { listCandles } from '../candle.repository';
import { listSeedFiles, readSeedCandles } from '../feed/seed';
import { createMarketRuntime } from '../market.runtime';
import {
  createResultTables,
  ingestConfig,
  REPLAY_HOURS,
  readDeliveries,
  readResults,
  uniqueConsumer,
  writeSeedDir,
} from './testing/unique-consumer';

// one hour of market time per millisecond: the whole replay window closes at the first tick
const SPEED = 3_600_000;
const KILL_AT = 10;

describe('market.candleClosed across a crash of the ingest process', () => {
  let t: TestDatabase;
  const seedDir = tempDir('bitdata-seed-');
  writeSeedDir(seedDir);
  const expected = listSeedFiles(seedDir).flatMap((f) =>
    readSeedCandles(f.file)
      .slice(-REPLAY_HOURS)
      .map((c) => `${f.dataType}:${f.symbol}:${c.time}`),
  );

  beforeAll(async () => {
    t = await createTestDatabase();
    await migrateToLatest(t.handle.db);
    await createResultTables(t.handle.db);
  });
  afterAll(async () => {
    await t.drop();
  });

  it('a candle stored but not handled when the process is killed is stored by the consumer exactly once after the restart', async () => {
    // 1. the ingest process, killed with SIGKILL inside the 10th delivery
    const child = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        path.join(import.meta.dirname, 'testing/ingest-child.ts'),
        JSON.stringify({
          dataDir: t.dataDir,
          databaseUrl: t.databaseUrl,
          seedDir,
          killAt: KILL_AT,
          replaySpeed: SPEED,
        }),
      ],
      {
        stdio: ['ignore', 'ignore', 'pipe'],
      },
    );
    let stderr = '';
    child.stderr.on('data', (d) => {
      stderr += d;
    });
    const exit = await new Promise<{ code: number | null; signal: string | null }>((resolve) =>
      child.on('exit', (code, signal) => resolve({ code, signal })),
    );
    expect(exit, stderr).toEqual({ code: null, signal: 'SIGKILL' });

    const db = t.handle.db;
    const before = await readDeliveries(db);
    const stored = new Set((await readResults(db)).map((r) => r.key));
    // other series' deliveries run alongside (concurrency 3) and may log before the signal lands
    expect(before.length).toBeGreaterThanOrEqual(KILL_AT);
    // delivered (so stored in SQL first), result never written: what the crash lost
    const lost = before.filter((d) => !stored.has(d.key));
    expect(lost.length).toBeGreaterThanOrEqual(1);
    for (const d of lost) {
      const candles = await listCandles(
        db,
        { exchangeId: 1, dataType: d.data_type, symbol: d.symbol, interval: '1h' },
        { from: Number(d.candle_time), to: Number(d.candle_time), limit: 1 },
      );
      expect(candles).toHaveLength(1);
    }

    // 2. a new ingest process on the same database: takes the dead one's leases once they expire
    const config = ingestConfig({ dataDir: t.dataDir, databaseUrl: t.databaseUrl, replaySpeed: SPEED });
    const runtime = createMarketRuntime(
      {
        config,
        db,
        dialect: t.handle.dialect,
        logger: pino({ level: 'silent' }),
        clock: systemClock,
        realtime: createMemoryHub(),
      },
      { seedDir, instanceId: 'restarted' },
    );
    runtime.onCandleClosed(uniqueConsumer(db, 'restarted'));
    await runtime.start();
    await waitFor(
      async () => (await readResults(db)).length === expected.length,
      'every replayed candle',
      20_000,
    );
    await runtime.events.drain();
    await runtime.stop();

    const results = await readResults(db);
    expect(results.map((r) => r.key).sort()).toEqual([...expected].sort());
    expect(results.every((r) => r.origin === 'replay')).toBe(true);
    const after = await readDeliveries(db);
    for (const d of lost) {
      expect(results.filter((r) => r.key === d.key)).toHaveLength(1);
      // the dead process got it, the restarted one got it again
      expect(
        after
          .filter((x) => x.key === d.key)
          .map((x) => x.instance)
          .sort(),
      ).toEqual(['doomed', 'restarted']);
    }
    // nothing missed: every candle reached the consumer at least once
    expect(new Set(after.map((d) => d.key)).size).toBe(expected.length);
  }, 90_000);
});
