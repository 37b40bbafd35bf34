import { describe, expect, it } from 'vitest';
import { waitFor } from '../../../test/wait';
import { defineJob, type ManagedJobQueue } from './job-definition';
import { echo, echoSchema, freshStorage, PROVIDERS } from './job-queue.test-helpers';

/** Fails until `fixed` is set: the cause an operator repairs before pressing Retry. */
const fragile = defineJob({ name: 'test.fragile', queue: 'mail', schema: echoSchema, maxAttempts: 2 });
const other = defineJob({ name: 'test.elsewhere', queue: 'payments', schema: echoSchema, maxAttempts: 1 });

const statusOf = async (queue: ManagedJobQueue, id: string) => (await queue.inspect(id))?.status;

const failedFor = (queue: ManagedJobQueue, id: string) =>
  waitFor(async () => ((await statusOf(queue, id)) === 'failed' ? true : undefined), `job ${id} to fail`);

for (const provider of PROVIDERS) {
  describe.skipIf(Boolean(provider.skip))(`${provider.name}: failed jobs for operators`, () => {
    const fresh = freshStorage(provider);

    async function started() {
      const queue = (await fresh()).open();
      const state = { fixed: false, runs: [] as string[] };
      queue.handle(fragile, async (p) => {
        state.runs.push(p.value);
        if (!state.fixed) throw new Error(`cannot reach the mail server for ${p.value}`);
      });
      queue.handle(other, async () => {
        throw new Error('the chain did not answer');
      });
      queue.handle(echo, async () => {});
      await queue.start();
      return { queue, state };
    }

    it('lists a queue’s failed jobs with their last error, newest first, paged', async () => {
      const { queue } = await started();
      const a = await queue.enqueue(fragile, { value: 'a' });
      await failedFor(queue, a);
      const b = await queue.enqueue(fragile, { value: 'b' });
      await failedFor(queue, b);
      const elsewhere = await queue.enqueue(other, { value: 'c' });
      await failedFor(queue, elsewhere);
      const fine = await queue.enqueue(echo, { value: 'd' });
      await waitFor(async () => ((await statusOf(queue, fine)) === 'done' ? true : undefined), 'echo done');

      const page = await queue.listFailed('mail');
      expect(page.total).toBe(2);
      expect(page.jobs.map((j) => j.id)).toEqual([b, a]);
      expect(page.jobs[0]).toMatchObject({
        name: 'test.fragile',
        queue: 'mail',
        error: 'cannot reach the mail server for b',
        attempts: 2,
        maxAttempts: 2,
      });
      expect(page.jobs[0].failedAt).toBeGreaterThanOrEqual(page.jobs[1].failedAt);
      expect(page.jobs[0].failedAt).toBeGreaterThan(Date.now() - 60_000);

      const second = await queue.listFailed('mail', { limit: 1, offset: 1 });
      expect(second.jobs.map((j) => j.id)).toEqual([a]);
      expect(second.total).toBe(2);
      expect((await queue.listFailed('payments')).jobs.map((j) => j.id)).toEqual([elsewhere]);
      expect(await queue.listFailed('statistics')).toEqual({ jobs: [], total: 0 });
    });

    it('runs a retried job again with all its attempts, and it ends done once the cause is fixed', async () => {
      const { queue, state } = await started();
      const id = await queue.enqueue(fragile, { value: 'x' });
      await failedFor(queue, id);
      expect(state.runs).toEqual(['x', 'x']);

      state.fixed = true;
      expect(await queue.retry(id)).toBe(true);
      await waitFor(
        async () => ((await statusOf(queue, id)) === 'done' ? true : undefined),
        'the retried job',
      );
      expect(state.runs).toEqual(['x', 'x', 'x']);
      expect(await queue.inspect(id)).toMatchObject({ attempts: 1, lastError: null });
      expect((await queue.listFailed('mail')).jobs).toEqual([]);
    });

    it('gives a retried job its attempts again when it still fails', async () => {
      const { queue, state } = await started();
      const id = await queue.enqueue(fragile, { value: 'y' });
      await failedFor(queue, id);
      expect(await queue.retry(id)).toBe(true);
      await waitFor(() => (state.runs.length === 4 ? true : undefined), 'two more attempts');
      await failedFor(queue, id);
      expect(await queue.inspect(id)).toMatchObject({
        attempts: 2,
        lastError: 'cannot reach the mail server for y',
      });
    });

    it('refuses to retry or discard a job that is not failed, or unknown', async () => {
      const { queue } = await started();
      const done = await queue.enqueue(echo, { value: 'ok' });
      await waitFor(async () => ((await statusOf(queue, done)) === 'done' ? true : undefined), 'echo done');
      expect(await queue.retry(done)).toBe(false);
      expect(await queue.discard(done)).toBe(false);
      expect(await statusOf(queue, done)).toBe('done');
      expect(await queue.retry('00000000-0000-4000-8000-000000000000')).toBe(false);
      expect(await queue.discard('00000000-0000-4000-8000-000000000000')).toBe(false);
    });

    it('discards a failed job: gone from the list and from inspection', async () => {
      const { queue } = await started();
      const id = await queue.enqueue(fragile, { value: 'z' });
      await failedFor(queue, id);
      expect(await queue.discard(id)).toBe(true);
      expect(await queue.inspect(id)).toBeUndefined();
      expect(await queue.listFailed('mail')).toEqual({ jobs: [], total: 0 });
      expect(await queue.discard(id)).toBe(false);
      expect(await queue.retry(id)).toBe(false);
    });
  });
}
