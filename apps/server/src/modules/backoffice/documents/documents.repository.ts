import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../../platform/db/schema';
import type { CollectionsTable, DocumentsTable } from '../backoffice.tables';

/** Collections and documents (record types) as rows. */

type Db = Kysely<Database> | Transaction<Database>;

export async function listCollections(db: Db) {
  const rows = await db.selectFrom('collections').selectAll().orderBy('code').execute();
  const counts = await db
    .selectFrom('documents')
    .select(['collection_code', (eb) => eb.fn.countAll<number | string>().as('n')])
    .groupBy('collection_code')
    .execute();
  const byCode = new Map(counts.map((c) => [c.collection_code, Number(c.n)]));
  return rows.map((r) => ({ ...r, document_count: byCode.get(r.code) ?? 0 }));
}

export const findCollection = (db: Db, code: string) =>
  db.selectFrom('collections').selectAll().where('code', '=', code).executeTakeFirst();

export async function countDocumentsIn(db: Db, collection: string): Promise<number> {
  const row = await db
    .selectFrom('documents')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('collection_code', '=', collection)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** Inserts unless the code exists; false when it did. */
export async function insertCollection(db: Db, row: CollectionsTable): Promise<boolean> {
  const res = await db
    .insertInto('collections')
    .values(row)
    .onConflict((oc) => oc.column('code').doNothing())
    .executeTakeFirst();
  return Number(res.numInsertedOrUpdatedRows ?? 0) > 0;
}

export async function updateCollection(
  db: Db,
  code: string,
  names: { name_en: string; name_vi: string },
  now: number,
) {
  await db
    .updateTable('collections')
    .set({ ...names, updated_at: now })
    .where('code', '=', code)
    .execute();
}

export const deleteCollection = (db: Db, code: string) =>
  db.deleteFrom('collections').where('code', '=', code).execute();

export function listDocuments(db: Db, filter: { collection?: string; search?: string }) {
  let q = db.selectFrom('documents').selectAll().orderBy('code');
  if (filter.collection) q = q.where('collection_code', '=', filter.collection);
  if (filter.search) {
    const like = `%${filter.search.toLowerCase().replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
    q = q.where((eb) =>
      eb.or([
        eb(eb.fn('lower', ['code']), 'like', like),
        eb(eb.fn('lower', ['name_en']), 'like', like),
        eb(eb.fn('lower', ['name_vi']), 'like', like),
      ]),
    );
  }
  return q.execute();
}

export const findDocument = (db: Db, code: string) =>
  db.selectFrom('documents').selectAll().where('code', '=', code).executeTakeFirst();

/** Inserts unless the code exists; false when it did. */
export async function insertDocument(db: Db, row: DocumentsTable): Promise<boolean> {
  const res = await db
    .insertInto('documents')
    .values(row)
    .onConflict((oc) => oc.column('code').doNothing())
    .executeTakeFirst();
  return Number(res.numInsertedOrUpdatedRows ?? 0) > 0;
}

export async function updateDocument(
  db: Db,
  code: string,
  values: Pick<
    DocumentsTable,
    'name_en' | 'name_vi' | 'collection_code' | 'fields' | 'removed_fields' | 'form_id'
  >,
  now: number,
) {
  await db
    .updateTable('documents')
    .set({ ...values, updated_at: now })
    .where('code', '=', code)
    .execute();
}

export async function setRemovedFields(db: Db, code: string, removedFields: string, now: number) {
  await db
    .updateTable('documents')
    .set({ removed_fields: removedFields, updated_at: now })
    .where('code', '=', code)
    .execute();
}

export const deleteDocument = (db: Db, code: string) =>
  db.deleteFrom('documents').where('code', '=', code).execute();
