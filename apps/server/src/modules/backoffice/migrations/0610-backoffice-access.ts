import { type Kysely, sql } from 'kysely';

// Back office access: roles named in both languages, groups whose grants add to a
// member's role's, field rules (fields a role's or a group's grant keeps out of answers), menus as
// data, and a user's status (blocked accounts cannot sign in).
// - roles.name_vi: the Vietnamese name beside `name` (English). Whether a role is built in is not
//   stored: the seeded codes (ROLE_CODES) are.
// - group_members(group_code, user_id): the back office's record scope reads it.
// - field_rules: owner_kind 'role' | 'group'; no foreign key (two owner tables): the service deletes
//   a role's or a group's rules with it.
// - menu_nodes: sections (parent_id null) and items; roles and groups are JSON lists of codes (empty:
//   every signed-in user). Seeded with the menus the code built until now, plus the back office's.
// - Grants on the back office's resources for the existing staff roles. On a new database the roles
//   do not exist yet when migrations run: seed-foundation.ts then writes the same grants.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('roles')
    .addColumn('name_vi', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('users')
    .addColumn('status', 'varchar(16)', (c) => c.notNull().defaultTo('active'))
    .execute();
  await db.schema.createIndex('users_status_idx').on('users').column('status').execute();

  await db.schema
    .createTable('groups')
    .addColumn('code', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('name_en', 'varchar(200)', (c) => c.notNull())
    .addColumn('name_vi', 'varchar(200)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('group_members')
    .addColumn('group_code', 'varchar(64)', (c) => c.notNull().references('groups.code').onDelete('cascade'))
    .addColumn('user_id', 'varchar(36)', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('group_members_pk', ['group_code', 'user_id'])
    .execute();
  await db.schema.createIndex('group_members_user_idx').on('group_members').column('user_id').execute();
  await db.schema
    .createTable('group_permissions')
    .addColumn('group_code', 'varchar(64)', (c) => c.notNull().references('groups.code').onDelete('cascade'))
    .addColumn('resource', 'varchar(64)', (c) => c.notNull())
    .addColumn('level', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('group_permissions_pk', ['group_code', 'resource', 'level'])
    .execute();
  await db.schema
    .createTable('field_rules')
    .addColumn('owner_kind', 'varchar(8)', (c) => c.notNull())
    .addColumn('owner_code', 'varchar(64)', (c) => c.notNull())
    .addColumn('document', 'varchar(64)', (c) => c.notNull())
    .addColumn('field', 'varchar(64)', (c) => c.notNull())
    .addPrimaryKeyConstraint('field_rules_pk', ['owner_kind', 'owner_code', 'document', 'field'])
    .execute();

  await db.schema
    .createTable('menu_nodes')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('kind', 'varchar(8)', (c) => c.notNull())
    .addColumn('parent_id', 'varchar(36)', (c) => c.references('menu_nodes.id').onDelete('cascade'))
    .addColumn('title_en', 'varchar(200)', (c) => c.notNull())
    .addColumn('title_vi', 'varchar(200)', (c) => c.notNull())
    .addColumn('path', 'varchar(300)', (c) => c.notNull().defaultTo(''))
    .addColumn('icon', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('service', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('url_dynamic', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('document', 'varchar(64)')
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('roles', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('groups', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('menu_nodes_parent_idx').on('menu_nodes').column('parent_id').execute();

  const now = Date.now();
  await (db as Kysely<SeedTables>)
    .insertInto('menu_nodes')
    .values(SEEDED_MENU.map((n) => ({ ...n, created_at: now, updated_at: now })))
    .execute();

  for (const [code, name_vi] of Object.entries(ROLE_NAMES_VI)) {
    await sql`update roles set name_vi = ${name_vi} where code = ${code} and name_vi = ''`.execute(db);
  }
  const existing = await sql<{ code: string }>`select code from roles`.execute(db);
  const roles = new Set(existing.rows.map((r) => r.code));
  for (const [role, resources] of Object.entries(BACKOFFICE_GRANTS)) {
    if (!roles.has(role)) continue;
    for (const [resource, levels] of Object.entries(resources)) {
      for (const level of levels) {
        await sql`insert into role_permissions (role_code, resource, level) values (${role}, ${resource}, ${level})
          on conflict do nothing`.execute(db);
      }
    }
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const resources = Object.keys(BACKOFFICE_GRANTS.administrator);
  await (db as Kysely<SeedTables>)
    .deleteFrom('role_permissions')
    .where('resource', 'in', resources)
    .execute();
  for (const t of ['menu_nodes', 'field_rules', 'group_permissions', 'group_members', 'groups']) {
    await db.schema.dropTable(t).ifExists().execute();
  }
  await db.schema.dropIndex('users_status_idx').ifExists().execute();
  await db.schema.alterTable('users').dropColumn('status').execute();
  await db.schema.alterTable('roles').dropColumn('name_vi').execute();
}

interface SeedTables {
  menu_nodes: {
    id: string;
    kind: string;
    parent_id: string | null;
    title_en: string;
    title_vi: string;
    path: string;
    icon: string;
    service: string;
    url_dynamic: number;
    document: string | null;
    sort_order: number;
    roles: string;
    groups: string;
    created_at: number;
    updated_at: number;
  };
  role_permissions: { role_code: string; resource: string; level: number };
}

/** Vietnamese names of the six seeded roles. */
const ROLE_NAMES_VI: Record<string, string> = {
  member: 'Thành viên',
  basic: 'Cơ bản',
  midium: 'Trung cấp',
  premium: 'Cao cấp',
  operator: 'Điều hành viên',
  administrator: 'Quản trị viên',
};

// Levels written as numbers here on purpose: a migration is frozen history and must not change when
// the constants do (view 1, view all 2, create 3, edit 4, delete 5).
const ALL = [1, 2, 3, 4, 5];
const SEE = [1, 2];
/**
 * Staff grants on the back office's resources: administrators everything; operators everything but
 * roles and groups, which they may only see.
 */
const BACKOFFICE_GRANTS: Record<string, Record<string, number[]>> = {
  administrator: {
    collection: ALL,
    document: ALL,
    group: ALL,
    menu: ALL,
    form: ALL,
    event: ALL,
    import: ALL,
    taskschedule: ALL,
  },
  operator: {
    role: SEE,
    group: SEE,
    collection: ALL,
    document: ALL,
    menu: ALL,
    form: ALL,
    event: ALL,
    import: ALL,
    taskschedule: ALL,
  },
};

const STAFF = JSON.stringify(['operator', 'administrator']);
type Node = Omit<SeedTables['menu_nodes'], 'created_at' | 'updated_at'>;
const node = (
  id: string,
  parent_id: string | null,
  order: number,
  [title_en, title_vi]: [string, string],
  path: string,
  icon: string,
  document: string | null,
  extra: Partial<Node> = {},
): Node => ({
  id,
  kind: parent_id === null ? 'section' : 'item',
  parent_id,
  title_en,
  title_vi,
  path,
  icon,
  service: '',
  url_dynamic: 0,
  document,
  sort_order: order,
  roles: '[]',
  groups: '[]',
  ...extra,
});

/**
 * The menus the code built until now (a general item shows where the role may view its document,
 * back-office items for staff), as data. Paths are relative to the service prefix. English titles
 * are the ones the web already translates.
 */
const SEEDED_MENU: Node[] = [
  node('general', null, 0, ['General', 'Chung'], '', '', null),
  node('general-dashboard', 'general', 0, ['Dashboard', 'Bảng điều khiển'], '', 'dashboard', null),
  node('general-filter', 'general', 1, ['Filters', 'Bộ lọc'], 'filter', 'filter', 'filter', {
    url_dynamic: 1,
  }),
  node('general-statistic', 'general', 2, ['Statistics', 'Thống kê'], 'statistic', 'statistic', 'statistic'),
  node(
    'general-statistic-list',
    'general-statistic',
    0,
    ['Statistics', 'Thống kê'],
    'statistic',
    'statistic',
    'statistic',
  ),
  node(
    'general-statistic-mtf',
    'general-statistic',
    1,
    ['Multi-timeframe', 'Đa khung thời gian'],
    'statistic/mutil-timeframe',
    'statistic',
    'statistic',
  ),
  node(
    'general-notification',
    'general',
    3,
    ['Notifications', 'Thông báo'],
    'notification',
    'notification',
    'notification',
  ),
  node('general-plans', 'general', 4, ['Plans', 'Gói dịch vụ'], 'plans', 'plans', 'payment'),
  node('general-account', 'general', 5, ['Account', 'Tài khoản'], 'user/account', 'account', null),
  node('management', null, 1, ['Management', 'Quản trị'], '', '', null),
  node('management-user', 'management', 0, ['Users', 'Người dùng'], 'user', 'user', 'user'),
  node('management-role', 'management', 1, ['Roles', 'Vai trò'], 'role', 'lock', 'role'),
  node('management-group', 'management', 2, ['Groups', 'Nhóm'], 'group', 'group', 'group'),
  node('management-menu', 'management', 3, ['Menus', 'Menu'], 'menu', 'menu', 'menu'),
  node(
    'management-collection',
    'management',
    4,
    ['Collections', 'Bộ sưu tập'],
    'collection',
    'collection',
    'collection',
  ),
  node('management-document', 'management', 5, ['Documents', 'Tài liệu'], 'document', 'document', 'document'),
  node(
    'management-master-data',
    'management',
    6,
    ['Master data', 'Dữ liệu gốc'],
    'master-data',
    'data',
    'collection',
    { roles: STAFF },
  ),
  node(
    'management-market-feed',
    'management',
    7,
    ['Market feed', 'Nguồn dữ liệu thị trường'],
    'market-feed',
    'market',
    'market',
    {
      roles: STAFF,
    },
  ),
  node(
    'management-payments',
    'management',
    8,
    ['Payments', 'Thanh toán'],
    'payments/review',
    'plans',
    'payment',
    {
      roles: STAFF,
    },
  ),
  node(
    'management-taskschedule',
    'management',
    9,
    ['Task schedules', 'Lịch tác vụ'],
    'taskschedule',
    'schedule',
    'taskschedule',
  ),
  node('management-import', 'management', 10, ['Import', 'Nhập dữ liệu'], 'import', 'import', 'import'),
];
