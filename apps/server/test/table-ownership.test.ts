import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Each table belongs to one module, whose repositories alone read and write it; others ask that
 * module. The access tables (roles, their grants, groups, memberships, field rules, menus) are the
 * back office's access sub-feature's: the platform's foundation creates and seeds the first of them,
 * the back office's migrations the others. Auth's access check reads them through `deps.access`,
 * which the back office provides; the document designer and the event rules ask the access
 * sub-feature. This keeps anyone else from querying them directly again.
 */
const SRC = path.resolve(import.meta.dirname, '../src');

const ACCESS_TABLES = [
  'roles',
  'role_permissions',
  'groups',
  'group_permissions',
  'group_members',
  'field_rules',
  'menu_nodes',
];

/** Where the access tables may be named: the access sub-feature, and the migrations and seed that create them. */
const OWNERS = ['modules/backoffice/access/', 'modules/backoffice/migrations/', 'platform/db/'];

const ownedHere = (relative: string) => OWNERS.some((owner) => relative.startsWith(owner));

/** A table's type (`Database['menu_nodes']`, `MenuNodesTable`) named outside the module declaring it. */
const TABLE_TYPE =
  /Database\[\s*['"`](roles|role_permissions|groups|group_permissions|group_members|field_rules|menu_nodes)['"`]\s*\]|\b(GroupsTable|GroupMembersTable|GroupPermissionsTable|FieldRulesTable|MenuNodesTable)\b/g;

const QUERY =
  /\b(selectFrom|innerJoin|leftJoin|rightJoin|fullJoin|insertInto|updateTable|deleteFrom)\(\s*['"`]([a-z_]+)/g;

/** The tables a source text names in a query builder call (aliases such as 'roles as r' included). */
function tablesQueriedIn(text: string): string[] {
  return [...text.matchAll(QUERY)].map((m) => m[2]);
}

async function sourceFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((e) => e.isFile() && e.name.endsWith('.ts'))
    .filter((e) => !/\.test\.ts$|test-helpers\.ts$/.test(e.name))
    .map((e) => path.join(e.parentPath, e.name));
}

/** `file: table` for every query naming an access table in a file outside its owners. */
async function trespasses(): Promise<string[]> {
  const found: string[] = [];
  for (const file of await sourceFiles(SRC)) {
    const relative = path.relative(SRC, file).split(path.sep).join('/');
    if (ownedHere(relative)) continue;
    const text = await readFile(file, 'utf8');
    for (const table of tablesQueriedIn(text))
      if (ACCESS_TABLES.includes(table)) found.push(`${relative}: ${table}`);
    // the back office's own files may name its table types; the platform and other modules may not
    if (!relative.startsWith('modules/backoffice/'))
      for (const match of text.matchAll(TABLE_TYPE)) found.push(`${relative}: ${match[0]}`);
  }
  return found;
}

describe('table ownership', () => {
  it('finds the tables a query names, joins and aliases included, across lines', () => {
    const text = [
      "db.selectFrom('users')",
      "  .innerJoin(\n    'roles as r', 'r.code', 'users.role_code')",
      '  .where(({ exists, selectFrom }) => exists(selectFrom("group_members").select("user_id")))',
      "trx.deleteFrom('field_rules'); trx.insertInto(`menu_nodes`)",
    ].join('\n');
    expect(tablesQueriedIn(text)).toEqual(['users', 'roles', 'group_members', 'field_rules', 'menu_nodes']);
  });

  it("counts the back office's other sub-features and the platform's port as outsiders", () => {
    expect(ownedHere('modules/backoffice/access/roles.repository.ts')).toBe(true);
    expect(ownedHere('platform/db/seed-foundation.ts')).toBe(true);
    expect(ownedHere('modules/backoffice/rules/rules.repository.ts')).toBe(false);
    expect(ownedHere('modules/backoffice/documents/documents.repository.ts')).toBe(false);
    expect(ownedHere('modules/auth/auth.repository.ts')).toBe(false);
    expect(ownedHere('platform/access-source.ts')).toBe(false);
    expect("export type MenuNode = Selectable<Database['menu_nodes']>;".match(TABLE_TYPE)).toHaveLength(1);
  });

  it('leaves the access tables to the access sub-feature: auth and the others ask it', async () => {
    const files = await sourceFiles(path.join(SRC, 'modules/auth'));
    expect(files.length).toBeGreaterThan(0);
    expect(await trespasses()).toEqual([]);
  });
});
