import { type Kysely, sql } from 'kysely';

/**
 * The instances' heartbeats (system_instances), the `system` resource for the staff roles and the
 * System entry of the sidebar under management. The grants go only to roles that exist: a new
 * database has none yet, and the foundation's seed grants `system` with the rest. The menu entry is
 * skipped when an operator removed the management section or already added it.
 */
const STAFF_GRANTS: Record<string, number[]> = {
  // view (1) shows the screen, edit (4) retries and discards failed jobs
  administrator: [1, 2, 4],
  operator: [1, 2, 4],
};

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('system_instances')
    .addColumn('id', 'varchar(120)', (c) => c.primaryKey())
    .addColumn('role', 'varchar(16)', (c) => c.notNull())
    .addColumn('version', 'varchar(40)', (c) => c.notNull())
    .addColumn('host', 'varchar(255)', (c) => c.notNull())
    .addColumn('pid', 'integer', (c) => c.notNull())
    .addColumn('started_at', 'bigint', (c) => c.notNull())
    .addColumn('last_seen', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('system_instances_last_seen_idx')
    .on('system_instances')
    .column('last_seen')
    .execute();

  const existing = await sql<{ code: string }>`select code from roles`.execute(db);
  const roles = new Set(existing.rows.map((r) => r.code));
  for (const [role, levels] of Object.entries(STAFF_GRANTS)) {
    if (!roles.has(role)) continue;
    for (const level of levels) {
      await sql`insert into role_permissions (role_code, resource, level) values (${role}, 'system', ${level})
        on conflict do nothing`.execute(db);
    }
  }

  const now = Date.now();
  await sql`insert into menu_nodes (id, kind, parent_id, title_en, title_vi, path, icon, service, url_dynamic,
      document, sort_order, roles, groups, created_at, updated_at)
    select 'management-system', 'item', 'management', 'System', 'Hệ thống', 'system', 'system', '', 0,
      'system', 13, '[]', '[]', ${now}, ${now}
    where exists (select 1 from menu_nodes where id = 'management')
      and not exists (select 1 from menu_nodes where id = 'management-system')`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from menu_nodes where id = 'management-system'`.execute(db);
  await sql`delete from role_permissions where resource = 'system'`.execute(db);
  await db.schema.dropTable('system_instances').ifExists().execute();
}
