import crypto from 'node:crypto';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  createTestDatabase,
  dialectUnderTest,
  TEST_REDIS_URL,
  type TestDatabase,
} from '../../../test/harness';
import { sleep, waitFor } from '../../../test/wait';
import { systemClock } from '../clock';
import { openDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { createBullmqQueue } from './bullmq-queue';
import { createDbQueue } from './db-queue';
import type { ManagedJobQueue } from './job-registry';

const logger = pino({ level: 'silent' });
const BACKOFF_MS = 60;

/** Opens queues over one storage; a second open() is "the process after a restart". */
interface Storage {
  open(): ManagedJobQueue;
  close(): Promise<void>;
}

interface Provider {
  name: string;
  skip?: string;
  storage(): Promise<Storage>;
}

const cleanups: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

async function sqlStorage(): Promise<Storage & { test: TestDatabase }> {
  const test = await createTestDatabase();
  await migrateToLatest(test.handle.db);
  const queues: ManagedJobQueue[] = [];
  return {
    test,
    open() {
      const queue = createDbQueue({
        db: test.handle.db,
        dialect: test.handle.dialect,
        logger,
        clock: systemClock,
        pollMs: 20,
        backoffMs: BACKOFF_MS,
      });
      queues.push(queue);
      return queue;
    },
    async close() {
      for (const q of queues) await q.stop();
      await test.drop();
    },
  };
}

async function redisStorage(): Promise<Storage> {
  // A fresh prefix per test keeps parallel runs on one Redis apart.
  const prefix = `bull:test-${crypto.randomBytes(6).toString('hex')}`;
  const queues: ManagedJobQueue[] = [];
  return {
    open() {
      const queue = createBullmqQueue({
        redisUrl: TEST_REDIS_URL as string,
        prefix,
        logger,
        backoffMs: BACKOFF_MS,
        lockMs: 1000,
        stalledIntervalMs: 300,
      });
      queues.push(queue);
      return queue;
    },
    async close() {
      for (const q of queues) await q.stop();
    },
  };
}

const PROVIDERS: Provider[] = [
  { name: `database queue (${dialectUnderTest})`, storage: sqlStorage },
  {
    name: 'BullMQ queue (Redis)',
    skip: TEST_REDIS_URL
      ? undefined
      : 'REDIS_URL / TEST_REDIS_URL is not set: the BullMQ provider needs a Redis server',
    storage: redisStorage,
  },
];

const echoSchema = z.object({ value: z.string() });

for (const provider of PROVIDERS) {
  if (provider.skip) console.warn(`[skipped] ${provider.name}: ${provider.skip}`);
  describe.skipIf(Boolean(provider.skip))(provider.name, () => {
    const fresh = async () => {
      const storage = await provider.storage();
      cleanups.push(() => storage.close());
      return storage;
    };

    it('runs a registered job with its validated payload', async () => {
      const storage = await fresh();
      const queue = storage.open();
      const seen: string[] = [];
      queue.register({
        name: 'test.echo',
        schema: echoSchema,
        handler: async (p) => void seen.push(p.value),
      });
      await queue.start();
      const id = await queue.enqueue('test.echo', { value: 'xin chào' });
      await waitFor(() => seen.length === 1, 'the job to run');
      expect(seen).toEqual(['xin chào']);
      await waitFor(async () => (await queue.inspect(id))?.status === 'done', 'the job to be done');
      await queue.drain();
    });

    it('refuses an unknown job name and a payload that does not match the schema', async () => {
      const queue = (await fresh()).open();
      queue.register({ name: 'test.echo', schema: echoSchema, handler: async () => {} });
      await expect(queue.enqueue('test.missing', {})).rejects.toThrow(/Unknown job/);
      await expect(queue.enqueue('test.echo', { value: 42 })).rejects.toThrow(/Invalid payload/);
    });

    it('refuses a second handler for one job name and a registration without handler at start', async () => {
      const queue = (await fresh()).open();
      queue.register({ name: 'test.echo', schema: echoSchema, handler: async () => {} });
      expect(() =>
        queue.register({ name: 'test.echo', schema: echoSchema, handler: async () => {} }),
      ).toThrow(/twice/);
      queue.register({ name: 'test.broken', schema: echoSchema, handler: undefined as never });
      await expect(queue.start()).rejects.toThrow(/no handler/);
    });

    it('retries a failing job with exponential backoff, then marks it failed with the last error', async () => {
      const queue = (await fresh()).open();
      const calls: number[] = [];
      queue.register({
        name: 'test.flaky',
        schema: echoSchema,
        maxAttempts: 3,
        handler: async () => {
          calls.push(Date.now());
          throw new Error(`boom ${calls.length}`);
        },
      });
      await queue.start();
      const id = await queue.enqueue('test.flaky', { value: 'x' });
      const info = await waitFor(async () => {
        const job = await queue.inspect(id);
        return job?.status === 'failed' ? job : undefined;
      }, 'the job to fail for good');
      expect(calls).toHaveLength(3);
      expect(info).toMatchObject({ attempts: 3, maxAttempts: 3, lastError: 'boom 3' });
      // Second wait is about twice the first: 60 ms then 120 ms (small slack for timers).
      expect(calls[1] - calls[0]).toBeGreaterThanOrEqual(BACKOFF_MS - 10);
      expect(calls[2] - calls[1]).toBeGreaterThanOrEqual(2 * BACKOFF_MS - 10);
      await sleep(3 * BACKOFF_MS);
      expect(calls).toHaveLength(3);
    });

    it('succeeds on a retry after a failed attempt', async () => {
      const queue = (await fresh()).open();
      let calls = 0;
      queue.register({
        name: 'test.once',
        schema: echoSchema,
        handler: async () => {
          calls += 1;
          if (calls === 1) throw new Error('first try fails');
        },
      });
      await queue.start();
      const id = await queue.enqueue('test.once', { value: 'x' });
      const info = await waitFor(async () => {
        const job = await queue.inspect(id);
        return job?.status === 'done' ? job : undefined;
      }, 'the job to be done');
      expect(info.attempts).toBe(2);
    });

    it('runs after a restart a job enqueued before the process stopped', async () => {
      const storage = await fresh();
      const before = storage.open();
      before.register({ name: 'test.echo', schema: echoSchema, handler: async () => {} });
      // Never started: the process "crashes" with the job still queued.
      await before.enqueue('test.echo', { value: 'survives' });
      await before.stop();

      const after = storage.open();
      const seen: string[] = [];
      after.register({
        name: 'test.echo',
        schema: echoSchema,
        handler: async (p) => void seen.push(p.value),
      });
      await after.start();
      await waitFor(() => seen.length === 1, 'the job to run after the restart');
      expect(seen).toEqual(['survives']);
    });
  });
}

describe(`database queue (${dialectUnderTest}) after a crash mid-run`, () => {
  it('takes over a job whose worker died while running it, once the lock has expired', async () => {
    const storage = await sqlStorage();
    cleanups.push(() => storage.close());
    // The crashing process has its own connection, so closing it is like the process dying.
    const crashing = openDatabase({ databaseUrl: storage.test.databaseUrl, dataDir: storage.test.dataDir });
    let release: () => void = () => {};
    const hanging = new Promise<void>((resolve) => {
      release = resolve;
    });
    let started = false;
    const first = createDbQueue({
      db: crashing.db,
      dialect: crashing.dialect,
      logger,
      clock: systemClock,
      pollMs: 20,
      lockMs: 300,
    });
    first.register({
      name: 'test.slow',
      schema: echoSchema,
      handler: async () => {
        started = true;
        await hanging;
      },
    });
    await first.start();
    const id = await first.enqueue('test.slow', { value: 'x' });
    await waitFor(() => started, 'the first worker to take the job');
    void first.stop();
    await crashing.close();

    const second = storage.open();
    const seen: string[] = [];
    second.register({ name: 'test.slow', schema: echoSchema, handler: async (p) => void seen.push(p.value) });
    await second.start();
    await waitFor(() => seen.length === 1, 'the second worker to run the abandoned job');
    const info = await waitFor(async () => {
      const job = await second.inspect(id);
      return job?.status === 'done' ? job : undefined;
    }, 'the job to be done');
    expect(info.attempts).toBe(2);
    release();
  });
});
