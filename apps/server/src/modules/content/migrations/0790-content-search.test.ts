import { type Kysely, type MigrationProvider, Migrator } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestDatabase, dialectUnderTest, type TestDatabase } from '../../../../test/harness';
import { MIGRATIONS } from '../../../bootstrap/modules';
import type { Database } from '../../../platform/db/schema';
import { searchIndex } from '../search/search.repository';

const provider: MigrationProvider = { getMigrations: async () => MIGRATIONS };

/** 0790 adds the search index and indexes the items written before it. */
describe(`migration 0790: the content search index (${dialectUnderTest})`, () => {
  let database: TestDatabase;
  afterEach(async () => {
    await database.drop();
  });

  it('indexes the items already there, and goes away down', async () => {
    database = await createTestDatabase();
    const db = database.handle.db as Kysely<Database>;
    const migrator = new Migrator({ db, provider });
    expect((await migrator.migrateTo('0780-content')).error).toBeUndefined();
    await db
      .insertInto('content_items')
      .values({
        id: '00000000-0000-4000-8000-000000000001',
        kind: 'documentation',
        code: 'old-page',
        title_en: 'Filters',
        title_vi: 'Bộ lọc',
        summary_en: '',
        summary_vi: '',
        body_en: '<p>Candles</p>',
        body_vi: '<p>Đồng bộ <b>nến</b></p>',
        cover_file_id: null,
        parent_id: null,
        sort_order: 0,
        status: 'published',
        publish_at: null,
        published_at: 1,
        author_id: null,
        created_at: 1,
        updated_at: 1,
      })
      .execute();
    expect((await migrator.migrateToLatest()).error).toBeUndefined();

    const find = (lang: 'en' | 'vi', words: string[]) =>
      searchIndex(db, { lang, words, kinds: ['documentation'], now: 2, limit: 10, offset: 0 });
    expect(await find('vi', ['dong', 'nen'])).toEqual({
      rows: [
        { kind: 'documentation', code: 'old-page', title: 'Bộ lọc', body: 'Đồng bộ nến', published_at: 1 },
      ],
      total: 1,
    });
    expect((await find('en', ['candles'])).total).toBe(1);
    expect((await find('en', ['dong'])).total).toBe(0);

    expect((await migrator.migrateTo('0780-content')).error).toBeUndefined();
    expect((await db.selectFrom('content_items').select('code').execute()).map((r) => r.code)).toEqual([
      'old-page',
    ]);
  });
});
