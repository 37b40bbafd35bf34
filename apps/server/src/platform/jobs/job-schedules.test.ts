import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { sleep, waitFor } from '../../../test/wait';
import { defineJob } from './job-definition';
import { freshStorage, PROVIDERS } from './job-queue.test-helpers';
import { firstRunAt, nextRunAt } from './schedule';

const tick = defineJob({ name: 'test.tick', queue: 'housekeeping', schema: z.object({ label: z.string() }) });

describe('schedule times', () => {
  const at = Date.UTC(2026, 0, 15, 10, 15, 30);

  it('fires an every-schedule at once when new, then every period after each firing', () => {
    expect(firstRunAt({ every: 60_000 }, at)).toBe(at);
    expect(nextRunAt({ every: 60_000 }, at)).toBe(at + 60_000);
  });

  it('fires a cron schedule at its next matching minute, in UTC unless a zone is given', () => {
    expect(firstRunAt({ cron: '0 * * * *' }, at)).toBe(Date.UTC(2026, 0, 15, 11, 0, 0));
    // 09:00 in Ho Chi Minh City (UTC+7) is 02:00 UTC, next on the 16th.
    expect(nextRunAt({ cron: '0 9 * * *', tz: 'Asia/Ho_Chi_Minh' }, at)).toBe(Date.UTC(2026, 0, 16, 2, 0, 0));
  });

  it('refuses a malformed cron expression when the schedule is declared', async () => {
    const storage = await freshStorage(PROVIDERS[0])();
    const queue = storage.open();
    queue.handle(tick, async () => {});
    expect(() => queue.schedule(tick, { cron: 'every minute' }, { label: 'x' })).toThrow(/bad cron/);
    expect(() => queue.schedule(tick, { every: 0 }, { label: 'x' })).toThrow(/positive/);
  });
});

for (const provider of PROVIDERS) {
  describe.skipIf(Boolean(provider.skip))(`${provider.name}: schedules`, () => {
    const fresh = freshStorage(provider);

    it('runs an every-schedule repeatedly with its payload', async () => {
      const queue = (await fresh()).open();
      const runs: string[] = [];
      queue.handle(tick, async (p) => void runs.push(p.label));
      queue.schedule(tick, { every: 200 }, { label: 'hourly in production' });
      await queue.start();
      await waitFor(() => runs.length >= 3, 'three runs of the schedule', 5_000);
      expect(new Set(runs)).toEqual(new Set(['hourly in production']));
    });

    it('fires each occurrence once when two workers declare and run the same schedule', async () => {
      const storage = await fresh();
      const every = 300;
      const times: number[] = [];
      const began = Date.now();
      for (const worker of [storage.open(), storage.open()]) {
        worker.handle(tick, async () => void times.push(Date.now()));
        worker.schedule(tick, { every }, { label: 'x' });
        await worker.start();
      }
      await sleep(1_700);
      const elapsed = Date.now() - began;
      expect(times.length).toBeGreaterThanOrEqual(3);
      // Occurrences are at least `every` apart, so the window holds at most one per period plus the
      // first (and one more where the second declaration starts the period afresh). Both workers
      // firing each occurrence would double the count. Gaps between runs are no measure: under load a
      // late run followed by an on-time one is legitimately closer than `every`.
      expect(times.length).toBeLessThanOrEqual(Math.floor(elapsed / every) + 2);
    });

    it('runs a cron schedule (with a seconds field) on both providers', async () => {
      const queue = (await fresh()).open();
      let runs = 0;
      queue.handle(tick, async () => {
        runs += 1;
      });
      queue.schedule(tick, { cron: '* * * * * *' }, { label: 'every second' });
      await queue.start();
      await waitFor(() => runs >= 2, 'two runs of the cron schedule', 5_000);
    });
  });
}
