import type { Kysely, Selectable } from 'kysely';
import type { SqlDialect } from '../db/database';
import type { Database, JobsTable } from '../db/schema';

export type JobRow = Selectable<JobsTable>;
type Db = Kysely<Database>;

const ACTIVE = ['pending', 'running'];

export interface NewJob {
  id: string;
  name: string;
  queue: string;
  payload: string;
  maxAttempts: number;
  runAt: number;
  uniqueKey?: string;
  now: number;
}

/**
 * Inserts a job; with a unique key already held by a pending or running job of that name, inserts
 * nothing and returns that job's id. The partial unique index decides (no check-then-insert race);
 * the loop covers the holder finishing between the refused insert and the lookup.
 */
export async function insertJob(db: Db, job: NewJob): Promise<string> {
  for (;;) {
    const inserted = await db
      .insertInto('jobs')
      .values({
        id: job.id,
        name: job.name,
        queue: job.queue,
        payload: job.payload,
        status: 'pending',
        attempts: 0,
        max_attempts: job.maxAttempts,
        run_at: job.runAt,
        unique_key: job.uniqueKey ?? null,
        progress: null,
        created_at: job.now,
        updated_at: job.now,
      })
      .onConflict((oc) => oc.doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0 || !job.uniqueKey) return job.id;
    const holder = await db
      .selectFrom('jobs')
      .select('id')
      .where('name', '=', job.name)
      .where('unique_key', '=', job.uniqueKey)
      .where('status', 'in', ACTIVE)
      .executeTakeFirst();
    if (holder) return holder.id;
  }
}

/**
 * Claims the next due job of the given queues (those with a free slot here) in one statement: a pending job whose time
 * has come, or a running one whose lock expired (its worker crashed or hung). The outer WHERE
 * repeats the claimable condition so that of two workers racing for one row only one UPDATE
 * matches; PostgreSQL also skips rows another transaction is claiming, SQLite serialises writers.
 */
export async function claimNextJob(
  db: Db,
  dialect: SqlDialect,
  claim: { queues: string[]; workerId: string; now: number; lockMs: number; names: string[] },
): Promise<JobRow | undefined> {
  if (claim.names.length === 0 || claim.queues.length === 0) return undefined;
  const { now } = claim;
  return db
    .updateTable('jobs')
    .set((eb) => ({
      status: 'running',
      locked_by: claim.workerId,
      locked_until: now + claim.lockMs,
      attempts: eb('attempts', '+', 1),
      progress: 0,
      updated_at: now,
    }))
    .where('id', '=', (eb) => {
      const next = eb
        .selectFrom('jobs')
        .select('id')
        .where('queue', 'in', claim.queues)
        .where('name', 'in', claim.names)
        .where((w) =>
          w.or([
            w.and([w('status', '=', 'pending'), w('run_at', '<=', now)]),
            w.and([
              w('status', '=', 'running'),
              w('locked_until', '<', now),
              w('attempts', '<', w.ref('max_attempts')),
            ]),
          ]),
        )
        .orderBy('run_at')
        .limit(1);
      return dialect === 'postgres' ? next.forUpdate().skipLocked() : next;
    })
    .where((w) =>
      w.or([w('status', '=', 'pending'), w.and([w('status', '=', 'running'), w('locked_until', '<', now)])]),
    )
    .returningAll()
    .executeTakeFirst();
}

/** A crashed run that used the last attempt: it will not be retried, say so. */
export async function failExpiredExhausted(db: Db, now: number): Promise<number> {
  const result = await db
    .updateTable('jobs')
    .set({
      status: 'failed',
      locked_by: null,
      locked_until: null,
      last_error: 'lock expired (worker stopped mid-run)',
      updated_at: now,
    })
    .where('status', '=', 'running')
    .where('locked_until', '<', now)
    .where((w) => w('attempts', '>=', w.ref('max_attempts')))
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Extends the lock of a job still running here, so a long job is not taken over by another worker. */
export async function extendJobLock(
  db: Db,
  id: string,
  workerId: string,
  lockedUntil: number,
): Promise<void> {
  await db
    .updateTable('jobs')
    .set({ locked_until: lockedUntil })
    .where('id', '=', id)
    .where('locked_by', '=', workerId)
    .where('status', '=', 'running')
    .execute();
}

export async function setJobProgress(db: Db, id: string, workerId: string, progress: number): Promise<void> {
  await db
    .updateTable('jobs')
    .set({ progress })
    .where('id', '=', id)
    .where('locked_by', '=', workerId)
    .where('status', '=', 'running')
    .execute();
}

/** Completion and failure only apply to a run still ours: a cancelled job stays cancelled. */
export async function completeJob(db: Db, id: string, workerId: string, now: number): Promise<void> {
  await db
    .updateTable('jobs')
    .set({
      status: 'done',
      progress: 1,
      locked_by: null,
      locked_until: null,
      last_error: null,
      updated_at: now,
    })
    .where('id', '=', id)
    .where('locked_by', '=', workerId)
    .where('status', '=', 'running')
    .execute();
}

/** A failed attempt: back to pending at `retryAt`, or 'failed' for good when retryAt is null. */
export async function failJobAttempt(
  db: Db,
  attempt: { id: string; workerId: string; error: string; retryAt: number | null; now: number },
): Promise<void> {
  await db
    .updateTable('jobs')
    .set({
      status: attempt.retryAt === null ? 'failed' : 'pending',
      run_at: (eb) => (attempt.retryAt === null ? eb.ref('run_at') : eb.val(attempt.retryAt)),
      locked_by: null,
      locked_until: null,
      last_error: attempt.error,
      updated_at: attempt.now,
    })
    .where('id', '=', attempt.id)
    .where('locked_by', '=', attempt.workerId)
    .where('status', '=', 'running')
    .execute();
}

/** Marks a pending or running job cancelled; false when it had already finished (or does not exist). */
export async function cancelJob(db: Db, id: string, now: number): Promise<boolean> {
  const result = await db
    .updateTable('jobs')
    .set({ status: 'cancelled', locked_by: null, locked_until: null, updated_at: now })
    .where('id', '=', id)
    .where('status', 'in', ACTIVE)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Which of the given jobs (running here) are no longer running as ours: cancelled meanwhile. */
export async function findCancelled(db: Db, ids: string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('jobs')
    .select('id')
    .where('id', 'in', ids)
    .where('status', '=', 'cancelled')
    .execute();
  return rows.map((r) => r.id);
}

/** Jobs due now or running under a live lock (drain waits for none of either). */
export async function countBusyJobs(db: Db, now: number, names: string[]): Promise<number> {
  if (names.length === 0) return 0;
  const row = await db
    .selectFrom('jobs')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('name', 'in', names)
    .where((w) =>
      w.or([w.and([w('status', '=', 'pending'), w('run_at', '<=', now)]), w('status', '=', 'running')]),
    )
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function countJobsByStatus(db: Db): Promise<Record<string, number>> {
  const rows = await db
    .selectFrom('jobs')
    .select(['status', (eb) => eb.fn.countAll<number>().as('n')])
    .groupBy('status')
    .execute();
  return Object.fromEntries(rows.map((r) => [r.status, Number(r.n)]));
}

/** Jobs per queue and status (the metrics' queue sizes). */
export async function countJobsByQueue(db: Db): Promise<Array<{ queue: string; status: string; n: number }>> {
  const rows = await db
    .selectFrom('jobs')
    .select(['queue', 'status', (eb) => eb.fn.countAll<number>().as('n')])
    .groupBy(['queue', 'status'])
    .execute();
  return rows.map((r) => ({ queue: r.queue, status: r.status, n: Number(r.n) }));
}

export async function findJob(db: Db, id: string): Promise<JobRow | undefined> {
  return db.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Finished jobs are kept a while for support, then removed so the table stays small. */
export async function purgeFinishedJobs(db: Db, before: number): Promise<number> {
  const result = await db
    .deleteFrom('jobs')
    .where('status', 'in', ['done', 'failed', 'cancelled'])
    .where('updated_at', '<', before)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** A queue's jobs that failed for good, the latest failure first (a failed row is not touched again). */
export async function listFailedJobs(
  db: Db,
  queue: string,
  page: { limit: number; offset: number },
): Promise<{ rows: JobRow[]; total: number }> {
  const failed = db.selectFrom('jobs').where('queue', '=', queue).where('status', '=', 'failed');
  const [rows, count] = await Promise.all([
    failed
      .selectAll()
      .orderBy('updated_at', 'desc')
      .orderBy('id')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    failed.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

/**
 * A failed job back to pending, due now, with its attempts counted afresh; the last error stays
 * until a run ends. False when the job is not failed (or unknown).
 */
export async function retryFailedJob(db: Db, id: string, now: number): Promise<boolean> {
  const result = await db
    .updateTable('jobs')
    .set({
      status: 'pending',
      attempts: 0,
      run_at: now,
      progress: null,
      locked_by: null,
      locked_until: null,
      updated_at: now,
    })
    .where('id', '=', id)
    .where('status', '=', 'failed')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Removes a failed job; false when the job is not failed (or unknown). */
export async function deleteFailedJob(db: Db, id: string): Promise<boolean> {
  const result = await db
    .deleteFrom('jobs')
    .where('id', '=', id)
    .where('status', '=', 'failed')
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
