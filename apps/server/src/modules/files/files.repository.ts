import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database } from '../../platform/db/schema';
import type { FilesTable } from './files.tables';

/** The files module's SQL: one row per uploaded attachment. */
type Db = Kysely<Database>;
export type FileRow = Selectable<FilesTable>;

/** Bytes of every file a member uploaded, attached to a record or still waiting for one. */
export async function storageUsed(db: Db, uploaderId: string): Promise<number> {
  const row = await db
    .selectFrom('files')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number | string>('size'), eb.lit(0)).as('used'))
    .where('uploader_id', '=', uploaderId)
    .executeTakeFirstOrThrow();
  // PostgreSQL sums a bigint column as numeric, which arrives as text
  return Number(row.used);
}

export async function insertFile(db: Db, row: Insertable<FilesTable>): Promise<void> {
  await db.insertInto('files').values(row).execute();
}

export const findFileByKey = (db: Db, key: string) =>
  db.selectFrom('files').selectAll().where('store_key', '=', key).executeTakeFirst();

export const findFile = (db: Db, id: string) =>
  db.selectFrom('files').selectAll().where('id', '=', id).executeTakeFirst();

/** Ties a file to a record of its document; returns whether a row changed. */
export async function setFileRecord(db: Db, id: string, documentCode: string, recordId: string) {
  const result = await db
    .updateTable('files')
    .set({ record_id: recordId })
    .where('id', '=', id)
    .where('document_code', '=', documentCode)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Files no record took, uploaded before `before`, oldest first. */
export const listUnattachedBefore = (db: Db, before: number, limit: number) =>
  db
    .selectFrom('files')
    .select(['id', 'store_key'])
    .where('record_id', 'is', null)
    .where('created_at', '<', before)
    .orderBy('created_at')
    .limit(limit)
    .execute();

/** Deletes the row only while still unattached (a record may take it while housekeeping runs). */
export async function deleteUnattached(db: Db, id: string) {
  const result = await db
    .deleteFrom('files')
    .where('id', '=', id)
    .where('record_id', 'is', null)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Every stored file's key and checksum (a backup copies the bytes its database copy names). */
export const listStoredFiles = (db: Db) =>
  db.selectFrom('files').select(['store_key', 'sha256', 'size']).orderBy('store_key').execute();
