import type { Kysely } from 'kysely';

// Excel imports. One row per uploaded workbook: its parsed rows (`rows`, JSON, kept until
// the import has run), the column -> field mapping, the mode, state, counts, the row errors and the
// ids of the records it created, so an undo removes exactly those.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('imports')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('document_code', 'varchar(64)', (c) => c.notNull())
    .addColumn('user_id', 'varchar(36)', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('file_name', 'varchar(1020)', (c) => c.notNull())
    .addColumn('headers', 'text', (c) => c.notNull())
    .addColumn('rows', 'text')
    .addColumn('mapping', 'text', (c) => c.notNull())
    .addColumn('mode', 'varchar(20)')
    .addColumn('state', 'varchar(20)', (c) => c.notNull())
    .addColumn('job_id', 'varchar(64)')
    .addColumn('counts', 'text', (c) => c.notNull())
    .addColumn('errors', 'text', (c) => c.notNull())
    .addColumn('created_ids', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('imports_created').on('imports').columns(['created_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('imports').execute();
}
