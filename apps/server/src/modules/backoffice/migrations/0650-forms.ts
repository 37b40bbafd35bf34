import { type Kysely, sql } from 'kysely';

// Forms: a layout of component kinds for a document's records, kept as JSON text (the
// contracts' formLayoutSchema bounds it). documents.form_id (0600) names the form a document's create
// and edit screens use; deleting a form clears it there (the service does, in the same transaction).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('forms')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('name', 'varchar(400)', (c) => c.notNull())
    .addColumn('document_code', 'varchar(64)', (c) => c.notNull())
    .addColumn('title_en', 'varchar(800)', (c) => c.notNull())
    .addColumn('title_vi', 'varchar(800)', (c) => c.notNull())
    .addColumn('layout', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('forms_document').on('forms').columns(['document_code']).execute();

  // the menu is data (0610): the forms screen under management, for whoever may view `form`;
  // skipped when an operator removed the management section
  const now = Date.now();
  await sql`insert into menu_nodes (id, kind, parent_id, title_en, title_vi, path, icon, service, url_dynamic,
      document, sort_order, roles, groups, created_at, updated_at)
    select 'management-form', 'item', 'management', 'Forms', 'Biểu mẫu', 'form', 'form', '', 0, 'form', 12,
      '[]', '[]', ${now}, ${now}
    where exists (select 1 from menu_nodes where id = 'management')
      and not exists (select 1 from menu_nodes where id = 'management-form')`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from menu_nodes where id = 'management-form'`.execute(db);
  await sql`update documents set form_id = null`.execute(db);
  await db.schema.dropTable('forms').execute();
}
