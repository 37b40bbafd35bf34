import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../../platform/db/schema';
import type { ImportsTable } from '../backoffice.tables';

/** SQL of the Excel imports. */

type Db = Kysely<Database> | Transaction<Database>;

export async function insertImport(db: Db, row: ImportsTable): Promise<void> {
  await db.insertInto('imports').values(row).execute();
}

export const findImport = (db: Db, id: string) =>
  db.selectFrom('imports').selectAll().where('id', '=', id).executeTakeFirst();

export async function updateImport(db: Db, id: string, patch: Partial<Omit<ImportsTable, 'id'>>) {
  await db.updateTable('imports').set(patch).where('id', '=', id).execute();
}

/** A page of imports (of one uploader when `userId`), newest first, without their parsed rows. */
export async function listImports(
  db: Db,
  page: number,
  pageSize: number,
  document: string | undefined,
  userId: string | undefined,
) {
  let q = db.selectFrom('imports');
  if (document) q = q.where('imports.document_code', '=', document);
  if (userId) q = q.where('imports.user_id', '=', userId);
  const total = await q.select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirstOrThrow();
  const rows = await q
    .select([
      'imports.id',
      'imports.document_code',
      'imports.user_id',
      'imports.file_name',
      'imports.headers',
      'imports.mapping',
      'imports.mode',
      'imports.state',
      'imports.job_id',
      'imports.counts',
      'imports.errors',
      'imports.created_ids',
      'imports.stored_rows',
      'imports.created_at',
      'imports.updated_at',
    ])
    .orderBy('imports.created_at', 'desc')
    .orderBy('imports.id')
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .execute();
  return { rows, total: Number(total.n) };
}

/**
 * Changes a running import whose committed-row count is still `from` (the value this runner last
 * read or set), in the caller's transaction: a chunk moves the count and the created ids, the end
 * sets the outcome. False when another runner moved it first or the run is over: the caller stops
 * (a chunk rolls back). On PostgreSQL the row lock makes a second runner wait here, then find no row.
 */
export async function advanceImport(
  db: Db,
  id: string,
  from: number,
  patch: Partial<Omit<ImportsTable, 'id'>>,
): Promise<boolean> {
  const r = await db
    .updateTable('imports')
    .set(patch)
    .where('id', '=', id)
    .where('state', '=', 'running')
    .where('stored_rows', '=', from)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}
