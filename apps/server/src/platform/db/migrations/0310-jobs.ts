import { type Kysely, sql } from 'kysely';

// Named, typed jobs (platform/jobs): each job row says its queue; a unique key allows at most one
// pending-or-running job per (name, key) (a partial unique index, same syntax on SQLite and
// PostgreSQL); handlers report progress 0..1; 'cancelled' is a new status value (no schema change).
// `job_schedules` holds repeating jobs, claimed by compare-and-set on next_run_at so two workers never
// both fire one occurrence. `job_outbox` holds jobs written in a business transaction while BullMQ
// is the queue; workers relay them into Redis and delete them.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('jobs')
    .addColumn('queue', 'varchar(32)', (c) => c.notNull().defaultTo(''))
    .execute();
  // Every job before named queues was a 'mail.send'.
  await sql`UPDATE jobs SET queue = 'mail'`.execute(db);
  await db.schema.alterTable('jobs').addColumn('unique_key', 'varchar(200)').execute();
  await db.schema.alterTable('jobs').addColumn('progress', 'double precision').execute();
  await db.schema
    .createIndex('jobs_queue_due_idx')
    .on('jobs')
    .columns(['queue', 'status', 'run_at'])
    .execute();
  await sql`CREATE UNIQUE INDEX jobs_active_key_idx ON jobs (name, unique_key)
    WHERE unique_key IS NOT NULL AND status IN ('pending', 'running')`.execute(db);

  await db.schema
    .createTable('job_schedules')
    .addColumn('name', 'varchar(100)', (c) => c.primaryKey())
    .addColumn('queue', 'varchar(32)', (c) => c.notNull())
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('every_ms', 'bigint')
    .addColumn('cron', 'varchar(120)')
    .addColumn('tz', 'varchar(64)')
    .addColumn('next_run_at', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('job_outbox')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('queue', 'varchar(32)', (c) => c.notNull())
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('unique_key', 'varchar(200)')
    .addColumn('max_attempts', 'integer', (c) => c.notNull())
    .addColumn('run_at', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('job_outbox_created_idx').on('job_outbox').column('created_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('job_outbox').ifExists().execute();
  await db.schema.dropTable('job_schedules').ifExists().execute();
  await db.schema.dropIndex('jobs_active_key_idx').ifExists().execute();
  await db.schema.dropIndex('jobs_queue_due_idx').ifExists().execute();
  await db.schema.alterTable('jobs').dropColumn('progress').execute();
  await db.schema.alterTable('jobs').dropColumn('unique_key').execute();
  await db.schema.alterTable('jobs').dropColumn('queue').execute();
}
