import type { Kysely } from 'kysely';

// Attachments. One row per uploaded file: its bytes live in the file store under
// `store_key` (a random id, never the uploaded name), `record_id` is set once a record keeps it;
// files still unattached a day after upload are removed by the housekeeping job.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('files')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('store_key', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('name', 'varchar(1020)', (c) => c.notNull())
    .addColumn('mime_type', 'varchar(200)', (c) => c.notNull())
    .addColumn('size', 'bigint', (c) => c.notNull())
    .addColumn('sha256', 'varchar(64)', (c) => c.notNull())
    .addColumn('uploader_id', 'varchar(36)', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('document_code', 'varchar(64)', (c) => c.notNull())
    .addColumn('record_id', 'varchar(64)')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('files_record').on('files').columns(['document_code', 'record_id']).execute();
  await db.schema.createIndex('files_unattached').on('files').columns(['record_id', 'created_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('files').execute();
}
