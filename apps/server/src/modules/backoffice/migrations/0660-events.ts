import { type Kysely, sql } from 'kysely';

// Activity log and event rules. `record_activity`: one row per write to a record (who,
// when, document, record, before and after as JSON text), read by document/record newest first.
// `event_rules`: what to do when a record of a document is created, updated or deleted, or on a
// schedule; `event_runs`: one per firing of a rule, with its status, attempts, error and duration.
// `event_notifications`: the in-app messages a rule leaves for the users of a role (the screener's
// notifications table is keyed by filter and market, which a back-office event does not have).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('record_activity')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('document_code', 'varchar(64)', (c) => c.notNull())
    .addColumn('record_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('action', 'varchar(16)', (c) => c.notNull())
    .addColumn('actor_id', 'varchar(36)')
    .addColumn('before', 'text')
    .addColumn('after', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('record_activity_record')
    .on('record_activity')
    .columns(['document_code', 'record_id', 'created_at'])
    .execute();
  await db.schema.createIndex('record_activity_time').on('record_activity').columns(['created_at']).execute();
  await db.schema
    .createIndex('record_activity_actor')
    .on('record_activity')
    .columns(['actor_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('event_rules')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('name', 'varchar(200)', (c) => c.notNull())
    .addColumn('document_code', 'varchar(64)', (c) => c.notNull())
    .addColumn('trigger', 'varchar(16)', (c) => c.notNull())
    .addColumn('trigger_field', 'varchar(64)')
    .addColumn('every_ms', 'bigint')
    .addColumn('cron', 'varchar(200)')
    .addColumn('tz', 'varchar(64)')
    .addColumn('next_run_at', 'bigint')
    .addColumn('action', 'varchar(16)', (c) => c.notNull())
    .addColumn('action_config', 'text', (c) => c.notNull())
    .addColumn('secret', 'varchar(128)', (c) => c.notNull())
    .addColumn('enabled', 'integer', (c) => c.notNull())
    .addColumn('created_by', 'varchar(36)')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('event_rules_document')
    .on('event_rules')
    .columns(['document_code', 'trigger'])
    .execute();

  await db.schema
    .createTable('event_runs')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('rule_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('rule_name', 'varchar(200)', (c) => c.notNull())
    .addColumn('document_code', 'varchar(64)', (c) => c.notNull())
    .addColumn('record_id', 'varchar(36)')
    .addColumn('trigger', 'varchar(16)', (c) => c.notNull())
    .addColumn('action', 'varchar(16)', (c) => c.notNull())
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull())
    .addColumn('error', 'text')
    .addColumn('duration_ms', 'integer')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('finished_at', 'bigint')
    .execute();
  await db.schema.createIndex('event_runs_time').on('event_runs').columns(['created_at']).execute();
  await db.schema
    .createIndex('event_runs_rule')
    .on('event_runs')
    .columns(['rule_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('event_notifications')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('user_id', 'varchar(36)', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('run_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('title', 'varchar(300)', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('event_notifications_user')
    .on('event_notifications')
    .columns(['user_id', 'created_at'])
    .execute();
  // one message per user and run, so a retried run does not notify twice
  await db.schema
    .createIndex('event_notifications_once')
    .on('event_notifications')
    .columns(['run_id', 'user_id'])
    .unique()
    .execute();

  // the menu is data (0610): the events screen under management, for whoever may view `event`;
  // skipped when an operator removed the management section
  const now = Date.now();
  await sql`insert into menu_nodes (id, kind, parent_id, title_en, title_vi, path, icon, service, url_dynamic,
      document, sort_order, roles, groups, created_at, updated_at)
    select 'management-event', 'item', 'management', 'Events', 'Sự kiện', 'event', 'event', '', 0, 'event', 11,
      '[]', '[]', ${now}, ${now}
    where exists (select 1 from menu_nodes where id = 'management')
      and not exists (select 1 from menu_nodes where id = 'management-event')`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from menu_nodes where id = 'management-event'`.execute(db);
  await db.schema.dropTable('event_notifications').execute();
  await db.schema.dropTable('event_runs').execute();
  await db.schema.dropTable('event_rules').execute();
  await db.schema.dropTable('record_activity').execute();
}
