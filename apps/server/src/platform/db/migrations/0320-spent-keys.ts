import type { Kysely } from 'kysely';

// Keys that may be used once (an encrypted write already received, a solved captcha) when REDIS_URL
// is not set: kept in the database so a restart does not forget them and let a captured copy in
// again. A row can be claimed again once `expires_at` (epoch ms) has passed; expired rows are purged.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('spent_keys')
    .addColumn('key', 'varchar(200)', (c) => c.primaryKey())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('spent_keys_expires_at_idx').on('spent_keys').column('expires_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('spent_keys').ifExists().execute();
}
