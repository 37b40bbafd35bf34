import type { Kysely } from 'kysely';
import type { Clock } from '../clock';
import type { Database } from '../db/schema';
import type { Logger } from '../logger';
import type { EnqueueOptions, JobDef, ScheduleControl, ScheduleSpec, ScheduleState } from './job-definition';
import { errorText, type JobRegistry } from './job-registry';
import * as schedules from './job-schedules.repository';
import { firstRunAt, nextRunAt, specOf, timingOf } from './schedule';

export interface ScheduleControlOptions {
  db: Kysely<Database>;
  clock: Clock;
  logger: Logger;
  registry: JobRegistry;
  enqueue: (def: JobDef, payload: unknown, opts: EnqueueOptions) => Promise<string>;
  /** BullMQ: make Redis follow the stored row (remove or upsert the job scheduler). */
  apply?: (row: schedules.ScheduleRow, fromNow: boolean) => Promise<void>;
  /** BullMQ: the next run as Redis has it; the database queue's is the row's next_run_at. */
  nextRun?: (row: schedules.ScheduleRow) => Promise<number | null>;
}

/** Whichever run now is waiting or running: one per schedule. */
const RUN_NOW_KEY = 'run-now';

export const effectiveSpec = (row: schedules.ScheduleRow): ScheduleSpec =>
  specOf({ every: row.override_every_ms, cron: row.override_cron, tz: row.override_tz }) ??
  specOf({ every: row.every_ms, cron: row.cron, tz: row.tz }) ?? { every: 3600_000 };

export function createScheduleControl(options: ScheduleControlOptions) {
  const { db, clock, logger, registry } = options;
  let stored: Promise<void> | undefined;

  /** Writes the code's declarations (a changed one is taken, an operator's override kept). */
  async function storeDeclared(): Promise<void> {
    const now = clock.now();
    for (const { def, when, payload } of registry.schedules()) {
      const timing = timingOf(when);
      await schedules.upsertSchedule(
        db,
        {
          name: def.name,
          queue: def.queue,
          payload: JSON.stringify(payload),
          everyMs: timing.every,
          cron: timing.cron,
          tz: timing.tz,
        },
        firstRunAt(when, now),
        now,
      );
    }
  }

  /** Once per process, before the first answer; a failed attempt is tried again on the next call. */
  function ensureStored(): Promise<void> {
    stored ??= storeDeclared().catch((err) => {
      stored = undefined;
      throw err;
    });
    return stored;
  }

  async function stateOf(row: schedules.ScheduleRow): Promise<ScheduleState> {
    const declared = registry.declaredSchedule(row.name)?.when ?? effectiveSpec(row);
    const paused = row.paused === 1;
    const status = row.last_status;
    return {
      name: row.name,
      queue: row.queue,
      when: effectiveSpec(row),
      declared,
      overridden: row.override_every_ms !== null || row.override_cron !== null,
      paused,
      lastStartedAt: row.last_started_at === null ? null : Number(row.last_started_at),
      lastFinishedAt: row.last_finished_at === null ? null : Number(row.last_finished_at),
      lastStatus: status === 'running' || status === 'ok' || status === 'failed' ? status : null,
      lastError: row.last_error,
      nextRunAt: paused ? null : options.nextRun ? await options.nextRun(row) : Number(row.next_run_at),
    };
  }

  async function rowOf(name: string): Promise<schedules.ScheduleRow | undefined> {
    if (!registry.declaredSchedule(name)) return undefined;
    await ensureStored();
    return schedules.findSchedule(db, name);
  }

  /** Runs `then`, and for BullMQ mirrors the new row into Redis, answering the new state. */
  async function update(name: string, then: (row: schedules.ScheduleRow) => Promise<void>) {
    const row = await rowOf(name);
    if (!row) return undefined;
    await then(row);
    const next = (await schedules.findSchedule(db, name)) as schedules.ScheduleRow;
    await options.apply?.(next, true);
    return stateOf(next);
  }

  const control: ScheduleControl = {
    async list() {
      await ensureStored();
      const rows = await schedules.listSchedules(
        db,
        registry.schedules().map((s) => s.def.name),
      );
      return Promise.all(rows.map(stateOf));
    },

    pause: (name) => update(name, (row) => schedules.setPaused(db, row.name, true, null, clock.now())),

    resume: (name) =>
      update(name, async (row) => {
        const now = clock.now();
        await schedules.setPaused(db, row.name, false, nextRunAt(effectiveSpec(row), now), now);
      }),

    change: (name, when) =>
      update(name, async (row) => {
        const now = clock.now();
        const timing = when ? timingOf(when) : { every: null, cron: null, tz: null };
        const next = specOf(timing) ?? specOf({ every: row.every_ms, cron: row.cron, tz: row.tz });
        await schedules.setOverride(db, row.name, timing, nextRunAt(next ?? effectiveSpec(row), now), now);
      }),

    async runNow(name) {
      const declared = registry.declaredSchedule(name);
      if (!declared) return undefined;
      return options.enqueue(declared.def, declared.payload, { uniqueKey: RUN_NOW_KEY });
    },
  };

  return {
    control,
    storeDeclared,

    /** Whether a schedule is held now (BullMQ checks before running an occurrence Redis had queued). */
    async isPaused(name: string): Promise<boolean> {
      return (await schedules.findSchedule(db, name))?.paused === 1;
    },

    /** The rows of every declared schedule, e.g. to mirror them into Redis at start. */
    declaredRows: () =>
      schedules.listSchedules(
        db,
        registry.schedules().map((s) => s.def.name),
      ),

    /**
     * Runs a job, keeping its start, end and result on its schedule's row when it has one (a run of
     * the schedule or a run now). The log never fails the job: a failed write is only logged.
     */
    async track(name: string, run: () => Promise<void>): Promise<void> {
      if (!registry.declaredSchedule(name)) return run();
      const startedAt = clock.now();
      const log = (write: Promise<void>) =>
        write.catch((err) => logger.warn({ err, job: name }, 'schedule run not recorded'));
      await log(schedules.recordRunStart(db, name, startedAt));
      try {
        await run();
      } catch (err) {
        await log(
          schedules.recordRunEnd(db, name, { startedAt, finishedAt: clock.now(), error: errorText(err) }),
        );
        throw err;
      }
      await log(schedules.recordRunEnd(db, name, { startedAt, finishedAt: clock.now(), error: null }));
    },
  };
}

export type ScheduleControlHandle = ReturnType<typeof createScheduleControl>;
