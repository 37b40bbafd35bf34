import { type Kysely, Migrator, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, dialectUnderTest, type TestDatabase } from '../../../../test/harness';
import { MIGRATIONS } from '../../../bootstrap/modules';

const NAME = '0610-backoffice-access';

/** A database made before this migration: its staff roles must gain the back office's grants. */
describe(`migration ${NAME} over an existing database (${dialectUnderTest})`, () => {
  let database: TestDatabase;
  let db: Kysely<unknown>;
  const migrator = () => new Migrator({ db, provider: { getMigrations: async () => MIGRATIONS } });

  beforeAll(async () => {
    database = await createTestDatabase();
    db = database.handle.db as unknown as Kysely<unknown>;
    const names = Object.keys(MIGRATIONS).sort();
    const before = names[names.indexOf(NAME) - 1];
    expect((await migrator().migrateTo(before)).error).toBeUndefined();
    for (const [code, rank] of [
      ['member', 1],
      ['operator', 10],
      ['administrator', 20],
    ] as const)
      await sql`insert into roles (code, name, rank, is_staff) values (${code}, ${code}, ${rank}, 0)`.execute(
        db,
      );
    for (const level of [1, 2, 3, 4, 5, 6])
      await sql`insert into permission_levels (level, code, name) values (${level}, ${`l${level}`}, ${`L${level}`})`.execute(
        db,
      );
  });
  afterAll(() => database.drop());

  it('grants staff the back office, names the roles in Vietnamese and seeds the menus', async () => {
    expect((await migrator().migrateTo(NAME)).error).toBeUndefined();
    const grants = await sql<{ role_code: string; resource: string; level: number }>`
      select role_code, resource, level from role_permissions order by role_code, resource, level`.execute(
      db,
    );
    const of = (role: string, resource: string) =>
      grants.rows.filter((g) => g.role_code === role && g.resource === resource).map((g) => Number(g.level));
    expect(of('operator', 'role')).toEqual([1, 2]);
    expect(of('operator', 'menu')).toEqual([1, 2, 3, 4, 5]);
    expect(of('administrator', 'group')).toEqual([1, 2, 3, 4, 5]);
    expect(grants.rows.filter((g) => g.role_code === 'member')).toEqual([]);
    const names = await sql<{ name_vi: string }>`select name_vi from roles where code = 'operator'`.execute(
      db,
    );
    expect(names.rows[0].name_vi).toBe('Điều hành viên');
    const menus = await sql<{ n: number | string }>`select count(*) as n from menu_nodes`.execute(db);
    expect(Number(menus.rows[0].n)).toBeGreaterThan(10);
  });
});
