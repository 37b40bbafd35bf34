import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Each table belongs to one module, whose repositories alone read and write it; others ask that
 * module. The back office owns the access tables (roles, their grants, groups, memberships, field
 * rules, menus); the platform's foundation creates and seeds the first of them. Auth's access check
 * reads them through `deps.access`, which the back office provides: this keeps anyone from querying
 * them directly again.
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

/** Where the access tables may be named: the back office, and the foundation that creates them. */
const OWNERS = ['modules/backoffice/', 'platform/db/'];

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
    if (OWNERS.some((owner) => relative.startsWith(owner))) continue;
    for (const table of tablesQueriedIn(await readFile(file, 'utf8')))
      if (ACCESS_TABLES.includes(table)) found.push(`${relative}: ${table}`);
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

  it('leaves the access tables to the back office: auth and the others ask through deps.access', async () => {
    const files = await sourceFiles(path.join(SRC, 'modules/auth'));
    expect(files.length).toBeGreaterThan(0);
    expect(await trespasses()).toEqual([]);
  });
});
