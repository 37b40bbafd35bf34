import { type Kysely, sql } from 'kysely';

// Notifications of filter matches.
// - filters.notify: the filter notifies its owner (the plan limits how many do); notify_on_leave and
//   cooldown_candles: the filter's own choice, null = the member's default (notification_settings).
// - notifications: one row per (filter, market, interval, candle time): the unique key makes a close
//   screened twice (restart, redelivery, a second instance) notify once. `values`: the operands that
//   matched, JSON. The row is the in-app message; read_at marks it read.
// - notification_deliveries: one row per (notification, channel), its state as the member sees it
//   (queued, sent, failed with the reason, skipped); `digest` 1: an e-mail waiting for the hourly digest.
// - notification_settings: a member's channels (JSON: code -> on), e-mail mode, webhook address and
//   signing key, linked Telegram chat, and defaults for leave notifications and cooldown.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('filters')
    .addColumn('notify', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('filters').addColumn('notify_on_leave', 'integer').execute();
  await db.schema.alterTable('filters').addColumn('cooldown_candles', 'integer').execute();
  // the plan's count of notifying filters per member
  await db.schema.createIndex('filters_notifying').on('filters').columns(['owner_id', 'notify']).execute();

  await db.schema
    .createTable('notifications')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('user_id', 'varchar(36)', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('filter_id', 'varchar(36)', (c) => c.notNull().references('filters.id').onDelete('cascade'))
    .addColumn('exchange_id', 'integer', (c) => c.notNull())
    .addColumn('data_type', 'integer', (c) => c.notNull())
    .addColumn('symbol', 'varchar(30)', (c) => c.notNull())
    .addColumn('interval_code', 'varchar(8)', (c) => c.notNull())
    .addColumn('candle_time', 'bigint', (c) => c.notNull())
    .addColumn('kind', 'varchar(8)', (c) => c.notNull())
    .addColumn('price', 'double precision')
    .addColumn('values', 'text', (c) => c.notNull())
    .addColumn('read_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('notifications_key', [
      'filter_id',
      'exchange_id',
      'data_type',
      'symbol',
      'interval_code',
      'candle_time',
    ])
    .execute();
  await db.schema
    .createIndex('notifications_user')
    .on('notifications')
    .columns(['user_id', 'created_at'])
    .execute();
  // the badge: a member's unread count
  await db.schema
    .createIndex('notifications_unread')
    .on('notifications')
    .columns(['user_id'])
    .where(sql.ref('read_at'), 'is', null)
    .execute();

  await db.schema
    .createTable('notification_deliveries')
    .addColumn('notification_id', 'varchar(36)', (c) =>
      c.notNull().references('notifications.id').onDelete('cascade'),
    )
    .addColumn('channel', 'varchar(16)', (c) => c.notNull())
    .addColumn('user_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('status', 'varchar(10)', (c) => c.notNull())
    .addColumn('digest', 'integer', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull())
    .addColumn('error', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('notification_deliveries_pk', ['notification_id', 'channel'])
    .execute();
  // operators' health (per channel and state) and the digest (a member's waiting e-mails)
  await db.schema
    .createIndex('notification_deliveries_state')
    .on('notification_deliveries')
    .columns(['channel', 'status'])
    .execute();
  await db.schema
    .createIndex('notification_deliveries_digest')
    .on('notification_deliveries')
    .columns(['digest', 'status', 'user_id'])
    .execute();

  await db.schema
    .createTable('notification_settings')
    .addColumn('user_id', 'varchar(36)', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('channels', 'text', (c) => c.notNull())
    .addColumn('email_mode', 'varchar(10)', (c) => c.notNull())
    .addColumn('webhook_url', 'varchar(500)')
    .addColumn('webhook_secret', 'varchar(100)')
    .addColumn('telegram_chat_id', 'varchar(40)')
    .addColumn('notify_on_leave', 'integer', (c) => c.notNull())
    .addColumn('cooldown_candles', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('notification_settings').ifExists().execute();
  await db.schema.dropTable('notification_deliveries').ifExists().execute();
  await db.schema.dropTable('notifications').ifExists().execute();
  await db.schema.dropIndex('filters_notifying').ifExists().execute();
  await db.schema.alterTable('filters').dropColumn('cooldown_candles').execute();
  await db.schema.alterTable('filters').dropColumn('notify_on_leave').execute();
  await db.schema.alterTable('filters').dropColumn('notify').execute();
}
