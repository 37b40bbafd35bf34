import type { Kysely } from 'kysely';

// Operator configuration. `cache_configurations` holds the web client's cache rules (the
// "cache configuration" document): each row is an API path prefix and how long a GET answer under
// it may be served from the browser's local cache; 0 means never.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('cache_configurations')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('url', 'varchar(500)', (c) => c.notNull().unique())
    .addColumn('time_cache_ms', 'bigint', (c) => c.notNull())
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('description', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('cache_configurations').ifExists().execute();
}
