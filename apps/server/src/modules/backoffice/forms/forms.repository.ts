import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../../platform/db/schema';
import type { FormsTable } from '../backoffice.tables';

/** Forms as rows, and the document column that names a document's assigned form. */

type Db = Kysely<Database> | Transaction<Database>;

export const listForms = (db: Db, document?: string) => {
  let q = db.selectFrom('forms').selectAll();
  if (document) q = q.where('document_code', '=', document);
  return q.orderBy('updated_at', 'desc').orderBy('id').execute();
};

export const findForm = (db: Db, id: string) =>
  db.selectFrom('forms').selectAll().where('id', '=', id).executeTakeFirst();

export const insertForm = (db: Db, row: FormsTable) => db.insertInto('forms').values(row).execute();

export async function updateForm(
  db: Db,
  id: string,
  values: Pick<FormsTable, 'name' | 'document_code' | 'title_en' | 'title_vi' | 'layout' | 'updated_at'>,
) {
  const result = await db.updateTable('forms').set(values).where('id', '=', id).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function deleteForm(db: Db, id: string) {
  const result = await db.deleteFrom('forms').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** The codes of documents whose screens use one of these forms. */
export async function documentsUsing(db: Db, formIds: readonly string[]): Promise<Map<string, string>> {
  if (formIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('documents')
    .select(['code', 'form_id'])
    .where('form_id', 'in', [...formIds])
    .execute();
  return new Map(rows.map((r) => [r.form_id as string, r.code]));
}

/** Points a document's create and edit screens at a form (null: the generated form). */
export const setDocumentForm = (db: Db, code: string, formId: string | null, now: number) =>
  db.updateTable('documents').set({ form_id: formId, updated_at: now }).where('code', '=', code).execute();

/** No document keeps using a form that is gone or now belongs to another document. */
export const releaseForm = (db: Db, formId: string, exceptDocument: string | null, now: number) => {
  let q = db.updateTable('documents').set({ form_id: null, updated_at: now }).where('form_id', '=', formId);
  if (exceptDocument) q = q.where('code', '!=', exceptDocument);
  return q.execute();
};

/** A stored upload, for tying it to the record its form created (the files module keeps the bytes). */
export const findUpload = (db: Db, id: string) =>
  db
    .selectFrom('files')
    .select(['id', 'store_key', 'document_code', 'record_id', 'uploader_id'])
    .where('id', '=', id)
    .executeTakeFirst();
