import type { Kysely, Transaction } from 'kysely';
import type { Database, ImportsTable } from '../../platform/db/schema';

/** SQL of the Excel imports (issue 14). */

type Db = Kysely<Database> | Transaction<Database>;

export async function insertImport(db: Db, row: ImportsTable): Promise<void> {
  await db.insertInto('imports').values(row).execute();
}

export const findImport = (db: Db, id: string) =>
  db.selectFrom('imports').selectAll().where('id', '=', id).executeTakeFirst();

export async function updateImport(db: Db, id: string, patch: Partial<Omit<ImportsTable, 'id'>>) {
  await db.updateTable('imports').set(patch).where('id', '=', id).execute();
}

/** A page of imports (of one uploader when `userId`), newest first, without their parsed rows, with the uploader's name. */
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
    .leftJoin('users', 'users.id', 'imports.user_id')
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
      'imports.created_at',
      'imports.updated_at',
      'users.username as user_name',
    ])
    .orderBy('imports.created_at', 'desc')
    .orderBy('imports.id')
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .execute();
  return { rows, total: Number(total.n) };
}

export const userNameOf = async (db: Db, id: string) =>
  (await db.selectFrom('users').select('username').where('id', '=', id).executeTakeFirst())?.username ?? null;

/** Removes the given records of a document (an import's undo); answers how many went. */
export async function deleteRecords(db: Db, document: string, ids: readonly string[]): Promise<number> {
  let removed = 0;
  for (let i = 0; i < ids.length; i += 500) {
    const r = await db
      .deleteFrom('records')
      .where('document_code', '=', document)
      .where('id', 'in', ids.slice(i, i + 500))
      .executeTakeFirst();
    removed += Number(r.numDeletedRows);
  }
  return removed;
}
