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

/** Stores a declared schedule; a worker starting again with the same declaration changes nothing. */
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
  if (same) return;
  await db
    .updateTable('job_schedules')
    .set({ ...row, next_run_at: firstRunAt, updated_at: now })
    .where('name', '=', values.name)
    .execute();
}

export async function dueSchedules(db: Db, now: number, names: string[]): Promise<ScheduleRow[]> {
  if (names.length === 0) return [];
  return db
    .selectFrom('job_schedules')
    .selectAll()
    .where('name', 'in', names)
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
    .where('next_run_at', '=', seenNextRunAt)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
