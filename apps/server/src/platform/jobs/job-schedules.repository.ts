import type { Kysely, Selectable } from 'kysely';
import type { Database, JobSchedulesTable } from '../db/schema';

export type ScheduleRow = Selectable<JobSchedulesTable>;
type Db = Kysely<Database>;

export interface ScheduleValues {
  name: string;
  queue: string;
  payload: string;
  everyMs: number | null;
  cron: string | null;
  tz: string | null;
}

export async function findSchedule(db: Db, name: string): Promise<ScheduleRow | undefined> {
  return db.selectFrom('job_schedules').selectAll().where('name', '=', name).executeTakeFirst();
}

/**
 * Stores a declared schedule; a worker starting again with the same declaration changes nothing. A
 * changed declaration is stored, but moves the next run only when no operator's timing overrides it.
 */
export async function upsertSchedule(
  db: Db,
  values: ScheduleValues,
  firstRunAt: number,
  now: number,
): Promise<void> {
  const row = {
    queue: values.queue,
    payload: values.payload,
    every_ms: values.everyMs,
    cron: values.cron,
    tz: values.tz,
  };
  await db
    .insertInto('job_schedules')
    .values({ name: values.name, ...row, next_run_at: firstRunAt, created_at: now, updated_at: now })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const stored = await findSchedule(db, values.name);
  const same =
    stored &&
    stored.queue === row.queue &&
    stored.payload === row.payload &&
    stored.every_ms === row.every_ms &&
    stored.cron === row.cron &&
    stored.tz === row.tz;
  if (same || !stored) return;
  const overridden = stored.override_every_ms !== null || stored.override_cron !== null;
  await db
    .updateTable('job_schedules')
    .set(overridden ? { ...row, updated_at: now } : { ...row, next_run_at: firstRunAt, updated_at: now })
    .where('name', '=', values.name)
    .execute();
}

export async function listSchedules(db: Db, names: string[]): Promise<ScheduleRow[]> {
  if (names.length === 0) return [];
  return db.selectFrom('job_schedules').selectAll().where('name', 'in', names).orderBy('name').execute();
}

/** Holds or releases a schedule; a release sets the next run (from now: no burst of missed runs). */
export async function setPaused(
  db: Db,
  name: string,
  paused: boolean,
  nextRunAt: number | null,
  now: number,
) {
  await db
    .updateTable('job_schedules')
    .set(
      nextRunAt === null
        ? { paused: paused ? 1 : 0, updated_at: now }
        : { paused: paused ? 1 : 0, next_run_at: nextRunAt, updated_at: now },
    )
    .where('name', '=', name)
    .execute();
}

/** The operator's timing (null columns: the code's again) and the next run it gives. */
export async function setOverride(
  db: Db,
  name: string,
  override: { every: number | null; cron: string | null; tz: string | null },
  nextRunAt: number,
  now: number,
) {
  await db
    .updateTable('job_schedules')
    .set({
      override_every_ms: override.every,
      override_cron: override.cron,
      override_tz: override.tz,
      next_run_at: nextRunAt,
      updated_at: now,
    })
    .where('name', '=', name)
    .execute();
}

export async function recordRunStart(db: Db, name: string, startedAt: number) {
  await db
    .updateTable('job_schedules')
    .set({ last_started_at: startedAt, last_finished_at: null, last_status: 'running', last_error: null })
    .where('name', '=', name)
    .execute();
}

export async function recordRunEnd(
  db: Db,
  name: string,
  run: { startedAt: number; finishedAt: number; error: string | null },
) {
  await db
    .updateTable('job_schedules')
    .set({
      last_started_at: run.startedAt,
      last_finished_at: run.finishedAt,
      last_status: run.error === null ? 'ok' : 'failed',
      last_error: run.error,
    })
    .where('name', '=', name)
    .execute();
}

export async function dueSchedules(db: Db, now: number, names: string[]): Promise<ScheduleRow[]> {
  if (names.length === 0) return [];
  return db
    .selectFrom('job_schedules')
    .selectAll()
    .where('name', 'in', names)
    .where('paused', '=', 0)
    .where('next_run_at', '<=', now)
    .execute();
}

/**
 * Moves a schedule on from the occurrence it was read at (compare-and-set): true for exactly one of
 * several workers racing for the same occurrence.
 */
export async function advanceSchedule(
  db: Db,
  name: string,
  seenNextRunAt: number,
  nextRunAt: number,
  now: number,
): Promise<boolean> {
  const result = await db
    .updateTable('job_schedules')
    .set({ next_run_at: nextRunAt, updated_at: now })
    .where('name', '=', name)
    .where('paused', '=', 0)
    .where('next_run_at', '=', seenNextRunAt)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
