import { type Kysely, type MigrationProvider, Migrator, sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../../test/harness';
import { MIGRATIONS } from '../../../bootstrap/modules';
import type { Database } from '../../../platform/db/schema';
import { PERMISSION_LEVELS } from '../../../platform/db/seed-foundation';

const provider: MigrationProvider = { getMigrations: async () => MIGRATIONS };
const NAME = '0830-instances';
const BEFORE = Object.keys(MIGRATIONS)
  .sort()
  .filter((n) => n < NAME)
  .at(-1) as string;

/** 0830 adds the instances table, the staff's `system` grants where the roles exist, and the menu entry. */
describe('migration 0830: the system screen', () => {
  let database: TestDatabase;
  afterEach(async () => {
    await database.drop();
  });

  it('grants the staff roles of an existing database, adds System under management, and goes back', async () => {
    database = await createTestDatabase();
    const db = database.handle.db as Kysely<Database>;
    const migrator = new Migrator({ db, provider });
    expect((await migrator.migrateTo(BEFORE)).error).toBeUndefined();
    // a database made before: its roles and permission levels are there
    await db
      .insertInto('permission_levels')
      .values([...PERMISSION_LEVELS])
      .execute();
    await db
      .insertInto('roles')
      .values([
        { code: 'administrator', name: 'Administrator', rank: 100, is_staff: 1 },
        { code: 'operator', name: 'Operator', rank: 50, is_staff: 1 },
        { code: 'member', name: 'Member', rank: 0, is_staff: 0 },
      ])
      .execute();

    expect((await migrator.migrateTo(NAME)).error).toBeUndefined();
    const grants = await db
      .selectFrom('role_permissions')
      .select(['role_code', 'level'])
      .where('resource', '=', 'system')
      .orderBy('role_code')
      .orderBy('level')
      .execute();
    expect(grants).toEqual([
      { role_code: 'administrator', level: 1 },
      { role_code: 'administrator', level: 2 },
      { role_code: 'administrator', level: 4 },
      { role_code: 'operator', level: 1 },
      { role_code: 'operator', level: 2 },
      { role_code: 'operator', level: 4 },
    ]);
    expect(
      await db.selectFrom('menu_nodes').selectAll().where('id', '=', 'management-system').executeTakeFirst(),
    ).toMatchObject({
      parent_id: 'management',
      title_en: 'System',
      title_vi: 'Hệ thống',
      path: 'system',
      document: 'system',
    });
    await sql`insert into system_instances (id, role, version, host, pid, started_at, last_seen)
      values ('h:1:a', 'all', '1.1.0', 'h', 1, 1, 2)`.execute(db);

    expect((await migrator.migrateTo(BEFORE)).error).toBeUndefined();
    expect(
      await db.selectFrom('role_permissions').selectAll().where('resource', '=', 'system').execute(),
    ).toEqual([]);
    expect(
      await db.selectFrom('menu_nodes').selectAll().where('id', '=', 'management-system').executeTakeFirst(),
    ).toBeUndefined();
  });
});
