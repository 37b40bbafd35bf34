import crypto from 'node:crypto';
import pino from 'pino';
import { afterAll } from 'vitest';
import { z } from 'zod';
import {
  createMigratedDatabase,
  dialectUnderTest,
  TEST_REDIS_URL,
  type TestDatabase,
} from '../../../test/harness';
import { systemClock } from '../clock';
import type { RealtimeEvent, RealtimeHub } from '../ports';
import { createBullmqQueue } from './bullmq-queue';
import { createDbQueue } from './db-queue';
import { defineJob, type ManagedJobQueue } from './job-definition';

/**
 * The two queue providers over real storage, for behaviour tests that run on both: the database
 * queue on the engine under test, BullMQ on the Redis of TEST_REDIS_URL (with its outbox in a fresh
 * database of the engine under test).
 */
export const logger = pino({ level: 'silent' });
export const BACKOFF_MS = 60;

/** A hub that keeps what was published, to check progress events. */
export function recordingHub(): RealtimeHub & { events: RealtimeEvent[] } {
  const events: RealtimeEvent[] = [];
  return {
    events,
    publish: async (event) => void events.push(event),
    subscribe: () => () => {},
    close: async () => {},
    status: async () => ({ status: 'ok' }),
  };
}

export interface QueueOptions {
  realtime?: RealtimeHub;
  concurrency?: Parameters<typeof createDbQueue>[0]['concurrency'];
}

/** Opens queues over one storage; a second open() is "the process after a restart" (or a second worker). */
export interface Storage {
  test: TestDatabase;
  open(options?: QueueOptions): ManagedJobQueue;
  close(): Promise<void>;
}

export interface Provider {
  name: string;
  skip?: string;
  storage(): Promise<Storage>;
}

async function sqlStorage(): Promise<Storage> {
  const test = await createMigratedDatabase();
  const queues: ManagedJobQueue[] = [];
  return {
    test,
    open(options = {}) {
      const queue = createDbQueue({
        db: test.handle.db,
        dialect: test.handle.dialect,
        logger,
        clock: systemClock,
        pollMs: 20,
        backoffMs: BACKOFF_MS,
        ...options,
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
  const test = await createMigratedDatabase();
  // A fresh prefix per test keeps parallel runs on one Redis apart.
  const prefix = `bull:test-${crypto.randomBytes(6).toString('hex')}`;
  const queues: ManagedJobQueue[] = [];
  return {
    test,
    open(options = {}) {
      const queue = createBullmqQueue({
        redisUrl: TEST_REDIS_URL as string,
        prefix,
        logger,
        db: test.handle.db,
        clock: systemClock,
        backoffMs: BACKOFF_MS,
        lockMs: 1000,
        stalledIntervalMs: 300,
        pollMs: 20,
        ...options,
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

export const PROVIDERS: Provider[] = [
  { name: `database queue (${dialectUnderTest})`, storage: sqlStorage },
  {
    name: 'BullMQ queue (Redis)',
    skip: TEST_REDIS_URL
      ? undefined
      : 'REDIS_URL / TEST_REDIS_URL is not set: the BullMQ provider needs a Redis server',
    storage: redisStorage,
  },
];

/** Storage opened in a test and closed after the file. */
export function freshStorage(provider: Provider): () => Promise<Storage> {
  const cleanups: Array<() => Promise<void>> = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });
  return async () => {
    const storage = await provider.storage();
    cleanups.push(() => storage.close());
    return storage;
  };
}

export const echoSchema = z.object({ value: z.string() });
export const echo = defineJob({ name: 'test.echo', queue: 'mail', schema: echoSchema });
