import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, TEST_REDIS_URL, type TestDatabase, tempDir } from '../../../../test/harness';
import { sleep, waitFor } from '../../../../test/wait';
import { migrateToLatest } from '../../../bootstrap/modules';
import { systemClock } from '../../../platform/clock';
import { createRealtimeHub, type Hub } from '../../../platform/realtime/realtime.factory';
import {
  createResultTables,
  ingestConfig,
  REPLAY_HOURS,
  readDeliveries,
  readResults,
  uniqueConsumer,
  writeSeedDir,
} from '../events/testing/unique-consumer';
import { listSeedFiles } from '../feed/seed';
import { createMarketRuntime, type MarketRuntime } from '../market.runtime';
import { CLAIM_EVERY_MS, createLeaseKeeper } from './feed-leases';
import { acquireLease, listLeases, releaseLease } from './lease.repository';

const logger = pino({ level: 'silent' });

describe('feed leases in SQL', () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase();
    await migrateToLatest(t.handle.db);
  });
  afterAll(async () => {
    await t.drop();
  });

  it('gives a lease to one owner at a time, renews it, and lets another take it once expired or released', async () => {
    const db = t.handle.db;
    expect(await acquireLease(db, 'feed:1:3', 'a', 1_000, 500)).toBe(true);
    expect(await acquireLease(db, 'feed:1:3', 'b', 1_200, 500)).toBe(false);
    expect(await acquireLease(db, 'feed:1:3', 'a', 1_400, 500)).toBe(true); // renewed until 1,900
    expect(await acquireLease(db, 'feed:1:3', 'b', 1_800, 500)).toBe(false);
    expect(await acquireLease(db, 'feed:1:3', 'b', 1_900, 500)).toBe(true); // expired: taken over
    expect(await acquireLease(db, 'feed:1:3', 'a', 2_000, 500)).toBe(false);
    await releaseLease(db, 'feed:1:3', 'a'); // not a's any more: no effect
    expect(await listLeases(db)).toEqual([{ key: 'feed:1:3', owner: 'b', expiresAt: 2_400 }]);
    await releaseLease(db, 'feed:1:3', 'b');
    expect(await acquireLease(db, 'feed:1:3', 'a', 2_100, 500)).toBe(true);
  });

  it('stops a feed whose lease another instance took, and takes it back once free', async () => {
    const events: string[] = [];
    const keeper = createLeaseKeeper({
      db: t.handle.db,
      logger,
      now: Date.now,
      owner: 'keeper',
      keys: ['feed:9:1'],
      ttlMs: 1_000,
      renewEveryMs: 50,
      onAcquired: async (key) => void events.push(`acquired ${key}`),
      onLost: async (key) => void events.push(`lost ${key}`),
    });
    await keeper.start();
    expect(events).toEqual(['acquired feed:9:1']);
    // an operator (or a split brain) hands the lease to another owner
    await t.handle.db
      .updateTable('market_leases')
      .set({ owner: 'intruder', expires_at: Date.now() + 300 })
      .where('key', '=', 'feed:9:1')
      .execute();
    await waitFor(() => events.length === 2, 'the loss');
    expect(keeper.held.size).toBe(0);
    await waitFor(() => events.length === 3, 'the lease back after it expired', 3_000);
    await keeper.stop();
    expect(events).toEqual(['acquired feed:9:1', 'lost feed:9:1', 'acquired feed:9:1', 'lost feed:9:1']);
    expect((await listLeases(t.handle.db)).filter((l) => l.key === 'feed:9:1')).toEqual([]);
  });

  it('passes a lease given up on a clean stop to a standby within a second, long before its TTL', async () => {
    const keeper = (owner: string, events: string[]) =>
      createLeaseKeeper({
        db: t.handle.db,
        logger,
        now: Date.now,
        owner,
        keys: ['feed:7:1'],
        // renewals and expiry far beyond the wait below: only the standby's claim can explain a hand-over
        ttlMs: 60_000,
        renewEveryMs: 20_000,
        onAcquired: async (key) => void events.push(`acquired ${key}`),
        onLost: async (key) => void events.push(`lost ${key}`),
      });
    const first: string[] = [];
    const second: string[] = [];
    const a = keeper('first', first);
    const b = keeper('second', second);
    await a.start();
    await b.start();
    expect(b.held.size).toBe(0);
    await a.stop();
    expect(first).toEqual(['acquired feed:7:1', 'lost feed:7:1']);
    await waitFor(() => second.length === 1, 'the standby to take the released lease', CLAIM_EVERY_MS * 2);
    expect((await listLeases(t.handle.db)).filter((l) => l.key === 'feed:7:1').map((l) => l.owner)).toEqual([
      'second',
    ]);
    await b.stop();
  });

  it('lets exactly one of many racing instances take a free lease', async () => {
    const owners = Array.from({ length: 8 }, (_, i) => `racer-${i}`);
    const won = await Promise.all(owners.map((o) => acquireLease(t.handle.db, 'feed:2:1', o, 5_000, 1_000)));
    expect(won.filter(Boolean)).toHaveLength(1);
  });
});

// Two ingest instances on one database (PostgreSQL + Redis in CI: TEST_DATABASE_URL and REDIS_URL).
describe('two ingest instances', () => {
  let t: TestDatabase;
  const hubs: Hub[] = [];
  const seedDir = tempDir('bitdata-seed-');
  writeSeedDir(seedDir);
  const expected = listSeedFiles(seedDir).length * REPLAY_HOURS;

  beforeAll(async () => {
    t = await createTestDatabase();
    await migrateToLatest(t.handle.db);
    await createResultTables(t.handle.db);
  });
  afterAll(async () => {
    for (const hub of hubs) await hub.close();
    await t.drop();
  });

  function instance(name: string): MarketRuntime {
    // 12 hours of market time in about 4 s: the handover happens mid-replay. The leases' TTL and
    // renewal are far longer than the test: only the release on stop can hand the feeds over in time.
    const config = ingestConfig({
      dataDir: t.dataDir,
      databaseUrl: t.databaseUrl,
      replaySpeed: 10_800,
      leaseTtlMs: 60_000,
      leaseRenewMs: 30_000,
    });
    const realtime = createRealtimeHub({
      config: { redisUrl: TEST_REDIS_URL, servicePrefix: 'core' },
      logger,
    });
    hubs.push(realtime);
    const runtime = createMarketRuntime(
      { config, db: t.handle.db, dialect: t.handle.dialect, logger, clock: systemClock, realtime },
      { seedDir, instanceId: name },
    );
    runtime.onCandleClosed(uniqueConsumer(t.handle.db, name));
    return runtime;
  }

  it('runs each feed on one instance, hands it over on stop, and delivers each candle once in all', async () => {
    const a = instance('a');
    const b = instance('b');
    await a.start();
    await b.start();
    const leases = await listLeases(t.handle.db);
    expect(leases.map((l) => [l.key, l.owner])).toEqual([
      ['feed:1:1', 'a'],
      ['feed:1:3', 'a'],
    ]);
    await waitFor(async () => (await readDeliveries(t.handle.db)).length >= 8, 'a first part of the replay');
    await sleep(300);
    expect((await readDeliveries(t.handle.db)).every((d) => d.instance === 'a')).toBe(true);

    // a clean stop (SIGTERM) gives the feeds up at once: b claims them within 2 s, not after the TTL
    await a.stop();
    await waitFor(
      async () => (await listLeases(t.handle.db)).filter((l) => l.owner === 'b').length === 2,
      'b to own both feeds',
      2_000,
    );
    await waitFor(async () => (await readResults(t.handle.db)).length === expected, 'every candle', 20_000);
    await b.events.drain();
    await sleep(300);
    await b.stop();

    const deliveries = await readDeliveries(t.handle.db);
    const perCandle = new Map<string, number>();
    for (const d of deliveries) perCandle.set(d.key, (perCandle.get(d.key) ?? 0) + 1);
    expect(perCandle.size).toBe(expected);
    expect([...perCandle.values()].every((n) => n === 1)).toBe(true);
    const byA = deliveries.filter((d) => d.instance === 'a').length;
    expect(byA).toBeGreaterThanOrEqual(8);
    expect(byA).toBeLessThan(expected);
    expect(await listLeases(t.handle.db)).toEqual([]);
  }, 60_000);
});
