import { type Kysely, SqliteAdapter } from 'kysely';

// Back office data model: the data model kept as data.
// - collections: named groups of documents (the spec's 18 are seeded, built_in 1).
// - documents: record types. `fields` and `removed_fields` are JSON arrays of field definitions
//   (contracts documentFieldSchema); a removed field keeps its values in records until purged.
// - records: every record of every operator-defined document, its values as JSON text in `data`.
//   `data` is jsonb on PostgreSQL (a field read is then a lookup, not a parse of the text per row).
//   Queries read fields through json_extract (SQLite) and ->> (PostgreSQL); searchable and unique
//   fields get partial expression indexes per document, created and dropped with the document's
//   fields (documents.indexes in the backoffice repository), so they are not declared here.
export async function up(db: Kysely<unknown>): Promise<void> {
  const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;
  await db.schema
    .createTable('collections')
    .addColumn('code', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('name_en', 'varchar(200)', (c) => c.notNull())
    .addColumn('name_vi', 'varchar(200)', (c) => c.notNull())
    .addColumn('built_in', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('documents')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('code', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('name_en', 'varchar(200)', (c) => c.notNull())
    .addColumn('name_vi', 'varchar(200)', (c) => c.notNull())
    .addColumn('collection_code', 'varchar(64)', (c) => c.notNull().references('collections.code'))
    .addColumn('built_in', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('fields', 'text', (c) => c.notNull())
    .addColumn('removed_fields', 'text', (c) => c.notNull())
    .addColumn('form_id', 'varchar(36)')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('documents_collection').on('documents').column('collection_code').execute();

  await db.schema
    .createTable('records')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('document_code', 'varchar(64)', (c) => c.notNull())
    .addColumn('owner_id', 'varchar(36)')
    .addColumn('data', sqlite ? 'text' : 'jsonb', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  // the default order of a list (newest first) and row scope "view" (own and group mates' records)
  await db.schema
    .createIndex('records_document_created')
    .on('records')
    .columns(['document_code', 'created_at', 'id'])
    .execute();
  await db.schema
    .createIndex('records_document_owner')
    .on('records')
    .columns(['document_code', 'owner_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('records').execute();
  await db.schema.dropTable('documents').execute();
  await db.schema.dropTable('collections').execute();
}
