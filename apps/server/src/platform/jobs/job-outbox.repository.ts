import type { Kysely, Selectable } from 'kysely';
import type { Database, JobOutboxTable } from '../db/schema';

/** Jobs written in a business transaction while BullMQ is the queue, until a worker relays them. */
export type OutboxRow = Selectable<JobOutboxTable>;
type Db = Kysely<Database>;

export async function insertOutbox(db: Db, row: OutboxRow): Promise<void> {
  await db.insertInto('job_outbox').values(row).execute();
}

export async function oldestOutbox(db: Db, limit: number): Promise<OutboxRow[]> {
  return db.selectFrom('job_outbox').selectAll().orderBy('created_at').limit(limit).execute();
}

export async function deleteOutbox(db: Db, id: string): Promise<void> {
  await db.deleteFrom('job_outbox').where('id', '=', id).execute();
}

export async function countOutbox(db: Db): Promise<number> {
  const row = await db
    .selectFrom('job_outbox')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
