import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { sleep, waitFor } from '../../../test/wait';
import { defineJob, type ManagedJobQueue } from './job-definition';
import { freshStorage, PROVIDERS } from './job-queue.test-helpers';
import { scheduleProblem } from './schedule';

/**
 * Operators' control of schedules on both queue providers: a held schedule fires on no
 * instance, a release counts from now, a run now runs once, a new timing is the one used and survives
 * a restart, and every run leaves its result on the schedule. Real time, as the other jobs tests.
 */
const tick = defineJob({ name: 'test.tick', queue: 'housekeeping', schema: z.object({ label: z.string() }) });
const failing = defineJob({
  name: 'test.fails',
  queue: 'housekeeping',
  schema: z.object({}),
  maxAttempts: 1,
});
const EVERY = 200;
const HOUR = 3600_000;

describe('schedule validation for operators', () => {
  const now = Date.UTC(2026, 0, 15, 10, 0, 0);

  it('refuses a malformed cron, a bad zone and timings more frequent than the minimum', () => {
    expect(scheduleProblem({ cron: 'every minute' }, 10_000, now)).toBe('scheduleInvalid');
    expect(scheduleProblem({ cron: '0 9 * * *', tz: 'Nowhere/Bad' }, 10_000, now)).toBe('scheduleInvalid');
    expect(scheduleProblem({ every: 5_000 }, 10_000, now)).toBe('scheduleTooFrequent');
    expect(scheduleProblem({ cron: '*/5 * * * * *' }, 10_000, now)).toBe('scheduleTooFrequent');
    // two firings one second apart each minute: its shortest gap counts, not its average
    expect(scheduleProblem({ cron: '0,1 * * * * *' }, 10_000, now)).toBe('scheduleTooFrequent');
  });

  it('accepts an interval at the minimum and a cron in a zone', () => {
    expect(scheduleProblem({ every: 10_000 }, 10_000, now)).toBeNull();
    expect(scheduleProblem({ cron: '0 9 * * *', tz: 'Asia/Ho_Chi_Minh' }, 10_000, now)).toBeNull();
  });
});

for (const provider of PROVIDERS) {
  describe.skipIf(Boolean(provider.skip))(`${provider.name}: operators' control of schedules`, () => {
    const fresh = freshStorage(provider);

    /** A worker declaring the tick schedule and counting its runs. */
    async function worker(open: () => ManagedJobQueue, every = EVERY, handlerMs = 0) {
      const queue = open();
      const runs: number[] = [];
      queue.handle(tick, async () => {
        runs.push(Date.now());
        if (handlerMs) await sleep(handlerMs);
      });
      queue.schedule(tick, { every }, { label: 'x' });
      await queue.start();
      return { queue, runs };
    }
    const stateOf = async (queue: ManagedJobQueue, name = tick.name) =>
      (await queue.schedules.list()).find((s) => s.name === name);

    it('runs nothing while paused, on any worker, and resumes one period from now', async () => {
      const storage = await fresh();
      const a = await worker(() => storage.open());
      const b = await worker(() => storage.open());
      const count = () => a.runs.length + b.runs.length;
      await waitFor(() => count() >= 2, 'the schedule running', 5_000);

      const paused = await a.queue.schedules.pause(tick.name);
      expect(paused).toMatchObject({ paused: true, nextRunAt: null });
      await sleep(300); // a run already taken before the pause may still end
      const atPause = count();
      await sleep(1_200); // six periods
      expect(count()).toBe(atPause);
      expect(await stateOf(b.queue)).toMatchObject({ paused: true });

      const before = Date.now();
      const resumed = await b.queue.schedules.resume(tick.name);
      expect(resumed?.paused).toBe(false);
      // from now: no burst of the six missed runs, the next one a period away
      expect(resumed?.nextRunAt).toBeGreaterThanOrEqual(before + EVERY - 50);
      await waitFor(() => count() >= atPause + 2, 'runs after the resume', 5_000);
      // judged by when the runs started, not by a short sleep a loaded machine may stretch past the period
      const firstAfter = Math.min(...[...a.runs, ...b.runs].filter((at) => at >= before));
      expect(firstAfter).toBeGreaterThanOrEqual(before + EVERY - 50);
    });

    it('runs a paused schedule once on run now, however often it is asked while it runs', async () => {
      const storage = await fresh();
      const { queue, runs } = await worker(() => storage.open(), EVERY, 400);
      await waitFor(() => runs.length >= 1, 'a first run', 5_000);
      await queue.schedules.pause(tick.name);
      // occurrences fired before the pause still run: the count is taken once they have
      await queue.drain(5_000);
      const atPause = runs.length;

      const asked = Date.now();
      const ids = [await queue.schedules.runNow(tick.name), await queue.schedules.runNow(tick.name)];
      expect(ids[0]).toBeTruthy();
      expect(ids[1]).toBe(ids[0]);
      await waitFor(() => runs.length > atPause, 'the run now', 5_000);
      await waitFor(async () => (await stateOf(queue))?.lastStatus === 'ok', 'the run recorded', 5_000);
      const state = await stateOf(queue);
      // the run recorded is the one asked for: started after the ask, before its handler (the start is
      // written to SQL before the handler runs: on a loaded PostgreSQL that took 96 ms once)
      expect(state?.lastStartedAt).toBeGreaterThanOrEqual(asked);
      expect(state?.lastStartedAt).toBeLessThanOrEqual(runs[atPause]);
      expect((state?.lastFinishedAt ?? 0) - (state?.lastStartedAt ?? 0)).toBeGreaterThanOrEqual(350);
      await sleep(800);
      expect(runs.length).toBe(atPause + 1);
      expect(await queue.schedules.runNow('test.unknown')).toBeUndefined();
    });

    it('uses a changed timing, keeps it over a restart, and goes back to the code on reset', async () => {
      const storage = await fresh();
      const first = await worker(() => storage.open());
      await waitFor(() => first.runs.length >= 2, 'the code timing running', 5_000);

      const before = Date.now();
      const changed = await first.queue.schedules.change(tick.name, { every: HOUR });
      expect(changed).toMatchObject({ when: { every: HOUR }, declared: { every: EVERY }, overridden: true });
      expect(changed?.nextRunAt).toBeGreaterThanOrEqual(before + HOUR - 1_000);
      await sleep(300);
      const atChange = first.runs.length;
      await sleep(1_000);
      expect(first.runs.length).toBe(atChange);

      // the process after a restart declares the code's timing again; the operator's stays
      await first.queue.stop();
      const second = await worker(() => storage.open());
      await sleep(1_000);
      expect(second.runs).toHaveLength(0);
      expect(await stateOf(second.queue)).toMatchObject({ when: { every: HOUR }, overridden: true });

      const reset = await second.queue.schedules.change(tick.name, null);
      expect(reset).toMatchObject({ when: { every: EVERY }, overridden: false });
      await waitFor(() => second.runs.length >= 2, 'the code timing again', 5_000);
    });

    it('keeps a pause over a restart', async () => {
      const storage = await fresh();
      const first = await worker(() => storage.open());
      await waitFor(() => first.runs.length >= 1, 'a first run', 5_000);
      await first.queue.schedules.pause(tick.name);
      await first.queue.stop();
      const second = await worker(() => storage.open());
      await sleep(1_000);
      expect(second.runs).toHaveLength(0);
      expect(await stateOf(second.queue)).toMatchObject({ paused: true, nextRunAt: null });
    });

    it('records a failed run with its error, and a cron timing with its next firing', async () => {
      const queue = (await fresh()).open();
      queue.handle(failing, async () => {
        throw new Error('the exchange did not answer');
      });
      queue.schedule(failing, { cron: '0 3 * * *' }, {});
      await queue.start();
      const listed = await stateOf(queue, failing.name);
      expect(listed).toMatchObject({ when: { cron: '0 3 * * *' }, paused: false, lastStatus: null });
      const threeAm = new Date();
      threeAm.setUTCHours(3, 0, 0, 0);
      if (threeAm.getTime() <= Date.now()) threeAm.setUTCDate(threeAm.getUTCDate() + 1);
      expect(listed?.nextRunAt).toBe(threeAm.getTime());

      await queue.schedules.runNow(failing.name);
      const failed = await waitFor(async () => {
        const s = await stateOf(queue, failing.name);
        return s?.lastStatus === 'failed' ? s : undefined;
      }, 'the failed run recorded');
      expect(failed.lastError).toBe('the exchange did not answer');
      expect(failed.lastFinishedAt).toBeGreaterThanOrEqual(failed.lastStartedAt ?? Number.POSITIVE_INFINITY);
    });
  });
}
