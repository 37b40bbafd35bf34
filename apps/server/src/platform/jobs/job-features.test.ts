import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { sleep, waitFor } from '../../../test/wait';
import { defineJob, JOB_EVENTS, jobChannel } from './job-definition';
import { countOutbox, insertOutbox } from './job-outbox.repository';
import { echo, echoSchema, freshStorage, PROVIDERS, recordingHub } from './job-queue.test-helpers';

const stat = defineJob({ name: 'test.statistic', queue: 'statistics', schema: echoSchema });
const cpu = defineJob({ name: 'test.cpu', queue: 'statistics', schema: z.object({ ms: z.number().int() }) });
const cpuFail = defineJob({ name: 'test.cpuFail', queue: 'statistics', schema: z.object({}) });
const tick = defineJob({ name: 'test.tick', queue: 'housekeeping', schema: z.object({ n: z.number() }) });
const FIXTURE = new URL('./thread-task.test-fixture.ts', import.meta.url);

/** A gate a handler waits on until the test opens it. */
function gate() {
  let open: () => void = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { open, opened };
}

const statusOf = async (
  queue: { inspect(id: string): Promise<{ status: string } | undefined> },
  id: string,
) => (await queue.inspect(id))?.status;

for (const provider of PROVIDERS) {
  describe.skipIf(Boolean(provider.skip))(`${provider.name}: keys, progress, cancellation`, () => {
    const fresh = freshStorage(provider);

    it('keeps one pending-or-running job per unique key and returns its id to a second enqueue', async () => {
      const queue = (await fresh()).open();
      const g = gate();
      const seen: string[] = [];
      queue.handle(stat, async (p) => {
        seen.push(p.value);
        await g.opened;
      });
      await queue.start();
      const first = await queue.enqueue(stat, { value: 'a' }, { uniqueKey: 'member-1' });
      await waitFor(async () => (await statusOf(queue, first)) === 'running', 'the first statistic to run');
      const again = await queue.enqueue(stat, { value: 'b' }, { uniqueKey: 'member-1' });
      const other = await queue.enqueue(stat, { value: 'c' }, { uniqueKey: 'member-2' });
      expect(again).toBe(first);
      expect(other).not.toBe(first);
      g.open();
      await waitFor(async () => (await statusOf(queue, first)) === 'done', 'the first statistic to end');
      await waitFor(async () => (await statusOf(queue, other)) === 'done', 'the other member statistic');
      // Once the first is done the key is free again.
      const later = await queue.enqueue(stat, { value: 'd' }, { uniqueKey: 'member-1' });
      expect(later).not.toBe(first);
      await waitFor(async () => (await statusOf(queue, later)) === 'done', 'the later statistic');
      expect(seen.sort()).toEqual(['a', 'c', 'd']);
    });

    it('stores the progress a handler reports, publishes it on the job channel, and reads 1 once done', async () => {
      const hub = recordingHub();
      const queue = (await fresh()).open({ realtime: hub });
      const g = gate();
      queue.handle(stat, async (_p, job) => {
        job.progress(0.25);
        job.progress(0.5);
        await g.opened;
      });
      await queue.start();
      const id = await queue.enqueue(stat, { value: 'x' });
      const running = await waitFor(async () => {
        const info = await queue.inspect(id);
        return info?.progress === 0.5 ? info : undefined;
      }, 'progress 0.5 to be readable');
      expect(running).toMatchObject({ status: 'running', queue: 'statistics', name: 'test.statistic' });
      g.open();
      const done = await waitFor(async () => {
        const info = await queue.inspect(id);
        return info?.status === 'done' ? info : undefined;
      }, 'the job to be done');
      expect(done.progress).toBe(1);
      await waitFor(() => hub.events.some((e) => e.type === JOB_EVENTS.finished), 'the finished event');
      const mine = hub.events.filter((e) => e.channel === jobChannel(id));
      expect(
        mine
          .filter((e) => e.type === JOB_EVENTS.progress)
          .map((e) => (e.data as { progress: number }).progress),
      ).toContain(0.5);
      expect(mine.at(-1)).toMatchObject({ type: JOB_EVENTS.finished, data: { id, status: 'done' } });
    });

    it('cancels a pending job: it never runs, reads cancelled, and frees its unique key', async () => {
      const queue = (await fresh()).open();
      let runs = 0;
      queue.handle(stat, async () => {
        runs += 1;
      });
      await queue.start();
      const id = await queue.enqueue(stat, { value: 'x' }, { delayMs: 400, uniqueKey: 'member-1' });
      expect(await queue.cancel(id)).toBe(true);
      expect(await queue.cancel(id)).toBe(false);
      expect(await queue.inspect(id)).toMatchObject({ id, status: 'cancelled' });
      const next = await queue.enqueue(stat, { value: 'y' }, { uniqueKey: 'member-1' });
      expect(next).not.toBe(id);
      await waitFor(async () => (await statusOf(queue, next)) === 'done', 'the new job');
      await sleep(600);
      expect(runs).toBe(1);
      expect(await statusOf(queue, id)).toBe('cancelled');
    });

    it('aborts the signal of a running job cancelled from another process, and does not retry it', async () => {
      const storage = await fresh();
      const worker = storage.open();
      const api = storage.open();
      let runs = 0;
      let aborted = false;
      worker.handle(stat, async (_p, job) => {
        runs += 1;
        await new Promise<void>((resolve) => job.signal.addEventListener('abort', () => resolve()));
        aborted = true;
        throw new Error('stopped');
      });
      await worker.start();
      const id = await api.enqueue(stat, { value: 'x' });
      await waitFor(async () => (await statusOf(api, id)) === 'running', 'the job to run');
      expect(await api.cancel(id)).toBe(true);
      await waitFor(() => aborted, 'the running handler to see the abort');
      await sleep(300);
      expect(runs).toBe(1);
      expect(await api.inspect(id)).toMatchObject({ status: 'cancelled', lastError: 'cancelled' });
    });

    it('runs a CPU-heavy handler on a worker thread while this thread goes on, progress coming back', async () => {
      const queue = (await fresh()).open();
      queue.handle(cpu, { thread: FIXTURE, exportName: 'spin' });
      queue.handle(cpuFail, { thread: FIXTURE, exportName: 'fail' });
      await queue.start();
      const id = await queue.enqueue(cpu, { ms: 1_500 });
      // Reading a progress strictly between 0 and 1 while the job runs means this thread kept
      // answering (timers, SQL) in the middle of the task: a busy loop on this thread would allow
      // no read until it ended, and then the progress would be 1.
      const progressed = await waitFor(async () => {
        const info = await queue.inspect(id);
        return info && info.progress > 0 && info.progress < 1 ? info : undefined;
      }, 'progress from the thread');
      expect(progressed.status).toBe('running');
      await waitFor(async () => (await statusOf(queue, id)) === 'done', 'the thread task to finish', 15_000);
      // A throw in the thread is a failed attempt with the thread's message.
      const bad = await queue.enqueue(cpuFail, {}, { maxAttempts: 1 });
      const failed = await waitFor(async () => {
        const info = await queue.inspect(bad);
        return info?.status === 'failed' ? info : undefined;
      }, 'the failing thread task');
      expect(failed.lastError).toBe('bad input for the thread');
    });

    it('cancels a thread task that never yields by ending its thread; the pool goes on with the next task', async () => {
      const queue = (await fresh()).open();
      queue.handle(cpu, { thread: FIXTURE, exportName: 'spin' });
      await queue.start();
      const endless = await queue.enqueue(cpu, { ms: 0 });
      await waitFor(async () => (await statusOf(queue, endless)) === 'running', 'the endless task to run');
      expect(await queue.cancel(endless)).toBe(true);
      const next = await queue.enqueue(cpu, { ms: 50 });
      await waitFor(
        async () => (await statusOf(queue, next)) === 'done',
        'the next task on a new thread',
        15_000,
      );
      expect(await statusOf(queue, endless)).toBe('cancelled');
    });

    it('runs each queue with its own concurrency', async () => {
      const queue = (await fresh()).open({ concurrency: { statistics: 2 } });
      const g = gate();
      let active = 0;
      let peak = 0;
      let ticks = 0;
      queue.handle(stat, async () => {
        active += 1;
        peak = Math.max(peak, active);
        await g.opened;
        active -= 1;
      });
      queue.handle(tick, async () => {
        ticks += 1;
      });
      await queue.start();
      const ids = await Promise.all(['a', 'b', 'c'].map((value) => queue.enqueue(stat, { value })));
      await waitFor(() => active === 2, 'two statistics at once');
      // A full statistics queue does not hold up another queue.
      await queue.enqueue(tick, { n: 1 });
      await waitFor(() => ticks === 1, 'the housekeeping job beside two running statistics');
      await sleep(150);
      expect(active).toBe(2);
      g.open();
      for (const id of ids)
        await waitFor(async () => (await statusOf(queue, id)) === 'done', 'every statistic');
      expect(peak).toBe(2);
    });

    it('writes a job in the caller transaction: it runs once committed, never when rolled back', async () => {
      const storage = await fresh();
      const queue = storage.open();
      const seen: string[] = [];
      queue.handle(echo, async (p) => void seen.push(p.value));
      await queue.start();
      const { db } = storage.test.handle;
      await expect(
        db.transaction().execute(async (trx) => {
          await queue.enqueueInTransaction(trx, echo, { value: 'rolled back' });
          throw new Error('the business write failed');
        }),
      ).rejects.toThrow(/business write/);
      const id = await db
        .transaction()
        .execute((trx) => queue.enqueueInTransaction(trx, echo, { value: 'committed' }));
      await waitFor(async () => (await statusOf(queue, id)) === 'done', 'the committed job');
      await sleep(300);
      expect(seen).toEqual(['committed']);
    });
  });
}

const bullmq = PROVIDERS[1];
describe.skipIf(Boolean(bullmq.skip))(`${bullmq.name}: transaction outbox`, () => {
  const fresh = freshStorage(bullmq);

  it('relays an outbox row into BullMQ once even when the relay repeats it (crash before the delete)', async () => {
    const storage = await fresh();
    const queue = storage.open();
    const seen: string[] = [];
    queue.handle(echo, async (p) => void seen.push(p.value));
    await queue.start();
    const { db } = storage.test.handle;
    const now = Date.now();
    const row = {
      id: crypto.randomUUID(),
      name: echo.name,
      queue: echo.queue,
      payload: JSON.stringify({ value: 'once' }),
      unique_key: null,
      max_attempts: 3,
      run_at: now,
      created_at: now,
    };
    await insertOutbox(db, row);
    await waitFor(async () => (await statusOf(queue, row.id)) === 'done', 'the relayed job');
    // the relay deletes the row after adding the job: the job may be done first (CI saw it, loaded)
    await waitFor(async () => (await countOutbox(db)) === 0, 'the relayed row deleted');
    // The same row again, as if the relay had died after adding it to BullMQ and before deleting it.
    await insertOutbox(db, row);
    await waitFor(async () => (await countOutbox(db)) === 0, 'the second relay');
    await sleep(300);
    expect(seen).toEqual(['once']);
  });
});
