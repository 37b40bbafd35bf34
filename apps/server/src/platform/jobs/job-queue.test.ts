import { describe, expect, it } from 'vitest';
import { dialectUnderTest } from '../../../test/harness';
import { sleep, waitFor } from '../../../test/wait';
import { systemClock } from '../clock';
import { openDatabase } from '../db/database';
import { createDbQueue } from './db-queue';
import { defineJob } from './job-definition';
import { BACKOFF_MS, echo, echoSchema, freshStorage, logger, PROVIDERS } from './job-queue.test-helpers';

const flaky = defineJob({ name: 'test.flaky', queue: 'mail', schema: echoSchema, maxAttempts: 3 });
const once = defineJob({ name: 'test.once', queue: 'mail', schema: echoSchema });
const broken = defineJob({ name: 'test.broken', queue: 'mail', schema: echoSchema });
const slow = defineJob({ name: 'test.slow', queue: 'mail', schema: echoSchema });

for (const provider of PROVIDERS) {
  if (provider.skip) console.warn(`[skipped] ${provider.name}: ${provider.skip}`);
  describe.skipIf(Boolean(provider.skip))(provider.name, () => {
    const fresh = freshStorage(provider);

    it('runs a registered job with its validated payload', async () => {
      const storage = await fresh();
      const queue = storage.open();
      const seen: string[] = [];
      queue.handle(echo, async (p) => void seen.push(p.value));
      await queue.start();
      const id = await queue.enqueue(echo, { value: 'xin chào' });
      await waitFor(() => seen.length === 1, 'the job to run');
      expect(seen).toEqual(['xin chào']);
      await waitFor(async () => (await queue.inspect(id))?.status === 'done', 'the job to be done');
      await queue.drain();
    });

    it('refuses a payload that does not match the schema, in the caller', async () => {
      const queue = (await fresh()).open();
      queue.handle(echo, async () => {});
      // A call site typed against the schema cannot write this; a payload built at run time can.
      const bad = { value: 42 } as unknown as { value: string };
      await expect(queue.enqueue(echo, bad)).rejects.toThrow(/Invalid payload for job "test.echo"/);
    });

    it('refuses a job definition with a name that is not "module.action" or an unknown queue', () => {
      expect(() => defineJob({ name: 'echo', queue: 'mail', schema: echoSchema })).toThrow(/module.action/);
      expect(() => defineJob({ name: 'test.x', queue: 'nope' as 'mail', schema: echoSchema })).toThrow(
        /unknown queue/,
      );
    });

    it('refuses a second handler for one job name and a registration without handler at start', async () => {
      const queue = (await fresh()).open();
      queue.handle(echo, async () => {});
      expect(() => queue.handle(echo, async () => {})).toThrow(/twice/);
      queue.handle(broken, undefined as never);
      await expect(queue.start()).rejects.toThrow(/no handler/);
    });

    it('retries a failing job with exponential backoff, then marks it failed with the last error', async () => {
      const queue = (await fresh()).open();
      const calls: number[] = [];
      queue.handle(flaky, async () => {
        calls.push(Date.now());
        throw new Error(`boom ${calls.length}`);
      });
      await queue.start();
      const id = await queue.enqueue(flaky, { value: 'x' });
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
      queue.handle(once, async () => {
        calls += 1;
        if (calls === 1) throw new Error('first try fails');
      });
      await queue.start();
      const id = await queue.enqueue(once, { value: 'x' });
      const info = await waitFor(async () => {
        const job = await queue.inspect(id);
        return job?.status === 'done' ? job : undefined;
      }, 'the job to be done');
      expect(info.attempts).toBe(2);
    });

    it('runs after a restart a job enqueued before the process stopped', async () => {
      const storage = await fresh();
      const before = storage.open();
      before.handle(echo, async () => {});
      // Never started: the process "crashes" with the job still queued.
      await before.enqueue(echo, { value: 'survives' });
      await before.stop();

      const after = storage.open();
      const seen: string[] = [];
      after.handle(echo, async (p) => void seen.push(p.value));
      await after.start();
      await waitFor(() => seen.length === 1, 'the job to run after the restart');
      expect(seen).toEqual(['survives']);
    });
  });
}

describe(`database queue (${dialectUnderTest}) after a crash mid-run`, () => {
  const fresh = freshStorage(PROVIDERS[0]);
  it('takes over a job whose worker died while running it, once the lock has expired', async () => {
    const storage = await fresh();
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
    first.handle(slow, async () => {
      started = true;
      await hanging;
    });
    await first.start();
    const id = await first.enqueue(slow, { value: 'x' });
    await waitFor(() => started, 'the first worker to take the job');
    void first.stop();
    await crashing.close();

    const second = storage.open();
    const seen: string[] = [];
    second.handle(slow, async (p) => void seen.push(p.value));
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
