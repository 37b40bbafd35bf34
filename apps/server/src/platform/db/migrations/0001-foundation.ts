import type { Kysely } from 'kysely';

// Foundation tables: roles and permissions, users, sessions, single-use tokens, durable jobs,
// page views and contact messages. Written with the schema builder so it runs on SQLite and PostgreSQL.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('roles')
    .addColumn('code', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('name', 'varchar(64)', (c) => c.notNull())
    .addColumn('rank', 'integer', (c) => c.notNull())
    .addColumn('is_staff', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('permission_levels')
    .addColumn('level', 'integer', (c) => c.primaryKey())
    .addColumn('code', 'varchar(32)', (c) => c.notNull().unique())
    .addColumn('name', 'varchar(64)', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('role_permissions')
    .addColumn('role_code', 'varchar(32)', (c) => c.notNull().references('roles.code').onDelete('cascade'))
    .addColumn('resource', 'varchar(64)', (c) => c.notNull())
    .addColumn('level', 'integer', (c) => c.notNull().references('permission_levels.level'))
    .addPrimaryKeyConstraint('role_permissions_pk', ['role_code', 'resource', 'level'])
    .execute();

  await db.schema
    .createTable('users')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('username', 'varchar(254)', (c) => c.notNull().unique())
    .addColumn('password_hash', 'varchar(255)', (c) => c.notNull())
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('display_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('phone', 'varchar(30)', (c) => c.notNull().defaultTo(''))
    .addColumn('photo_url', 'varchar(500)')
    .addColumn('language', 'varchar(8)', (c) => c.notNull().defaultTo('en'))
    .addColumn('timezone', 'varchar(64)', (c) => c.notNull().defaultTo('UTC'))
    .addColumn('role_code', 'varchar(32)', (c) => c.notNull().references('roles.code'))
    .addColumn('verified_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('sessions')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('user_id', 'varchar(36)', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('revoked_at', 'bigint')
    .addColumn('ip', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('user_agent', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema.createIndex('sessions_user_idx').on('sessions').column('user_id').execute();

  await db.schema
    .createTable('user_tokens')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('user_id', 'varchar(36)', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('purpose', 'varchar(32)', (c) => c.notNull())
    .addColumn('token_hash', 'varchar(128)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('used_at', 'bigint')
    .execute();
  await db.schema
    .createIndex('user_tokens_hash_idx')
    .on('user_tokens')
    .columns(['purpose', 'token_hash'])
    .execute();
  await db.schema
    .createIndex('user_tokens_user_idx')
    .on('user_tokens')
    .columns(['user_id', 'purpose'])
    .execute();

  await db.schema
    .createTable('jobs')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('max_attempts', 'integer', (c) => c.notNull().defaultTo(5))
    .addColumn('run_at', 'bigint', (c) => c.notNull())
    .addColumn('locked_by', 'varchar(64)')
    .addColumn('locked_until', 'bigint')
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('jobs_due_idx').on('jobs').columns(['status', 'run_at']).execute();

  await db.schema
    .createTable('page_views')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('path', 'varchar(500)', (c) => c.notNull())
    .addColumn('title', 'varchar(300)', (c) => c.notNull().defaultTo(''))
    .addColumn('referrer', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('language', 'varchar(10)', (c) => c.notNull().defaultTo(''))
    .addColumn('user_id', 'varchar(36)')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('page_views_time_idx').on('page_views').column('created_at').execute();

  await db.schema
    .createTable('contact_messages')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('email', 'varchar(254)', (c) => c.notNull())
    .addColumn('subject', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('ip', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of [
    'contact_messages',
    'page_views',
    'jobs',
    'user_tokens',
    'sessions',
    'users',
    'role_permissions',
    'permission_levels',
    'roles',
  ]) {
    await db.schema.dropTable(t).ifExists().execute();
  }
}
