import type { Kysely, Selectable } from 'kysely';
import type { SqlDialect } from '../db/database';
import type { Database, JobsTable } from '../db/schema';

export type JobRow = Selectable<JobsTable>;

export async function insertJob(
  db: Kysely<Database>,
  job: { id: string; name: string; payload: string; maxAttempts: number; runAt: number; now: number },
): Promise<void> {
  await db
    .insertInto('jobs')
    .values({
      id: job.id,
      name: job.name,
      payload: job.payload,
      status: 'pending',
      attempts: 0,
      max_attempts: job.maxAttempts,
      run_at: job.runAt,
      created_at: job.now,
      updated_at: job.now,
    })
    .execute();
}

/**
 * Claims the next due job for this worker in one statement: a pending job whose time has come, or a
 * running one whose lock expired (its worker crashed or hung). The outer WHERE repeats the claimable
 * condition so that of two workers racing for one row only one UPDATE matches; PostgreSQL also
 * skips rows another transaction is claiming, SQLite serialises writers anyway.
 */
export async function claimNextJob(
  db: Kysely<Database>,
  dialect: SqlDialect,
  claim: { workerId: string; now: number; lockMs: number; names: string[] },
): Promise<JobRow | undefined> {
  if (claim.names.length === 0) return undefined;
  const { now } = claim;
  return db
    .updateTable('jobs')
    .set((eb) => ({
      status: 'running',
      locked_by: claim.workerId,
      locked_until: now + claim.lockMs,
      attempts: eb('attempts', '+', 1),
      updated_at: now,
    }))
    .where('id', '=', (eb) => {
      const next = eb
        .selectFrom('jobs')
        .select('id')
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
export async function failExpiredExhausted(db: Kysely<Database>, now: number): Promise<number> {
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
  db: Kysely<Database>,
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

export async function completeJob(
  db: Kysely<Database>,
  id: string,
  workerId: string,
  now: number,
): Promise<void> {
  await db
    .updateTable('jobs')
    .set({ status: 'done', locked_by: null, locked_until: null, last_error: null, updated_at: now })
    .where('id', '=', id)
    .where('locked_by', '=', workerId)
    .execute();
}

/** A failed attempt: back to pending at `retryAt`, or 'failed' for good when retryAt is null. */
export async function failJobAttempt(
  db: Kysely<Database>,
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
    .execute();
}

/** Jobs due now or running under a live lock (drain waits for none of either). */
export async function countBusyJobs(db: Kysely<Database>, now: number, names: string[]): Promise<number> {
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

export async function countJobsByStatus(db: Kysely<Database>): Promise<Record<string, number>> {
  const rows = await db
    .selectFrom('jobs')
    .select(['status', (eb) => eb.fn.countAll<number>().as('n')])
    .groupBy('status')
    .execute();
  return Object.fromEntries(rows.map((r) => [r.status, Number(r.n)]));
}

export async function findJob(db: Kysely<Database>, id: string): Promise<JobRow | undefined> {
  return db.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Finished jobs are kept a while for support, then removed so the table stays small. */
export async function purgeFinishedJobs(db: Kysely<Database>, before: number): Promise<number> {
  const result = await db
    .deleteFrom('jobs')
    .where('status', 'in', ['done', 'failed'])
    .where('updated_at', '<', before)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
