import type { Kysely } from 'kysely';

// Notification channels, beside 0510's notifications and settings.
// - notification_devices: a member's registered browsers (Web Push subscriptions); the plan limits how
//   many. `endpoint` is unique: a browser registering again updates its row instead of adding a device.
// - telegram_link_codes: one-time codes of t.me/<bot>?start=<code> links; only a hash is stored, the
//   row is deleted when a chat uses it, and it expires.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('notification_devices')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('user_id', 'varchar(36)', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('endpoint', 'varchar(1000)', (c) => c.notNull().unique())
    .addColumn('p256dh', 'varchar(200)', (c) => c.notNull())
    .addColumn('auth', 'varchar(100)', (c) => c.notNull())
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('last_used_at', 'bigint')
    .execute();
  await db.schema
    .createIndex('notification_devices_user')
    .on('notification_devices')
    .columns(['user_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('telegram_link_codes')
    .addColumn('code_hash', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('user_id', 'varchar(36)', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('telegram_link_codes_user')
    .on('telegram_link_codes')
    .columns(['user_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('telegram_link_codes').ifExists().execute();
  await db.schema.dropTable('notification_devices').ifExists().execute();
}
