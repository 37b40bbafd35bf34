import { type Kysely, type MigrationProvider, Migrator } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../../test/harness';
import { MIGRATIONS } from '../../../bootstrap/modules';
import type { Database } from '../../../platform/db/schema';

const provider: MigrationProvider = { getMigrations: async () => MIGRATIONS };
const NAME = '0800-content-menu';
const BEFORE = Object.keys(MIGRATIONS)
  .sort()
  .filter((n) => n < NAME)
  .at(-1) as string;

/** 0800 puts the content screens under management, for whoever may view `content`; down takes it out. */
describe('migration 0800: the content entry of the sidebar', () => {
  let database: TestDatabase;
  afterEach(async () => {
    await database.drop();
  });

  const entry = (db: Kysely<Database>) =>
    db.selectFrom('menu_nodes').selectAll().where('id', '=', 'management-content').executeTakeFirst();

  it('adds Content under management guarded by the content document, and removes it going down', async () => {
    database = await createTestDatabase();
    const db = database.handle.db as Kysely<Database>;
    const migrator = new Migrator({ db, provider });
    expect((await migrator.migrateTo(BEFORE)).error).toBeUndefined();
    expect(await entry(db)).toBeUndefined();

    expect((await migrator.migrateTo(NAME)).error).toBeUndefined();
    expect(await entry(db)).toMatchObject({
      kind: 'item',
      parent_id: 'management',
      title_en: 'Content',
      title_vi: 'Nội dung',
      path: 'content',
      icon: 'content',
      document: 'content',
      roles: '[]',
    });

    expect((await migrator.migrateTo(BEFORE)).error).toBeUndefined();
    expect(await entry(db)).toBeUndefined();
  });
});
