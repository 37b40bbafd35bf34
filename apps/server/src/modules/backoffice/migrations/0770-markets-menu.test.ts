import { type Kysely, type MigrationProvider, Migrator, sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../../test/harness';
import { MIGRATIONS } from '../../../bootstrap/modules';
import type { Database } from '../../../platform/db/schema';

const provider: MigrationProvider = { getMigrations: async () => MIGRATIONS };
const NAME = '0770-markets-menu';
const BEFORE = Object.keys(MIGRATIONS)
  .sort()
  .filter((n) => n < NAME)
  .at(-1) as string;

/** 0770 puts Markets in the members' sidebar, after the dashboard, on both engines; down takes it out. */
describe('migration 0770: the markets entry of the sidebar', () => {
  let database: TestDatabase;
  afterEach(async () => {
    await database.drop();
  });

  const general = async (db: Kysely<Database>) =>
    (
      await db
        .selectFrom('menu_nodes')
        .select(['id', 'sort_order'])
        .where('parent_id', '=', 'general')
        .orderBy('sort_order')
        .execute()
    ).map((n) => n.id);

  it('adds Markets right after the dashboard, keeps the order of the rest, and removes it going down', async () => {
    database = await createTestDatabase();
    const db = database.handle.db as Kysely<Database>;
    const migrator = new Migrator({ db, provider });
    expect((await migrator.migrateTo(BEFORE)).error).toBeUndefined();
    const before = await general(db);

    expect((await migrator.migrateTo(NAME)).error).toBeUndefined();
    expect(await general(db)).toEqual([before[0], 'general-markets', ...before.slice(1)]);
    expect(
      await db.selectFrom('menu_nodes').selectAll().where('id', '=', 'general-markets').executeTakeFirst(),
    ).toMatchObject({
      title_en: 'Markets',
      title_vi: 'Thị trường',
      path: 'crypto',
      icon: 'markets',
      document: null,
      roles: '[]',
      groups: '[]',
    });

    expect((await migrator.migrateTo(BEFORE)).error).toBeUndefined();
    expect(await general(db)).toEqual(before);
  });

  it('adds nothing where an operator removed the general section', async () => {
    database = await createTestDatabase();
    const db = database.handle.db as Kysely<Database>;
    const migrator = new Migrator({ db, provider });
    expect((await migrator.migrateTo(BEFORE)).error).toBeUndefined();
    await sql`delete from menu_nodes where id = 'general'`.execute(db);
    expect((await migrator.migrateTo(NAME)).error).toBeUndefined();
    expect(
      await db.selectFrom('menu_nodes').select('id').where('id', '=', 'general-markets').execute(),
    ).toEqual([]);
  });
});
