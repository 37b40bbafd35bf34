import { type Kysely, type MigrationProvider, Migrator, sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../../test/harness';
import { MIGRATIONS } from '../../../bootstrap/modules';
import type { Database } from '../../../platform/db/schema';

const provider: MigrationProvider = { getMigrations: async () => MIGRATIONS };
const MIB = 1024 * 1024;

/** 0730 makes storage a plan limit: plans already stored get their room, up and down on both engines. */
describe('migration 0730: storage per plan', () => {
  let database: TestDatabase;
  afterEach(async () => {
    await database.drop();
  });

  it('gives the stored plans their room and removes it again on the way down', async () => {
    database = await createTestDatabase();
    const db = database.handle.db as Kysely<Database>;
    const migrator = new Migrator({ db, provider });
    expect((await migrator.migrateTo('0710-long-short-by-time')).error).toBeUndefined();
    for (const [code, rank, staff] of [
      ['member', 1, 0],
      ['premium', 4, 0],
      ['operator', 10, 1],
      ['auditor', 5, 1],
    ] as const) {
      await sql`insert into roles (code, name, rank, is_staff) values (${code}, ${code}, ${rank}, ${staff})`.execute(
        db,
      );
      await sql`insert into plans (code, role_code, filter_limit, intervals, created_at, updated_at)
        values (${code}, ${code}, 1, '1h', 0, 0)`.execute(db);
    }

    expect((await migrator.migrateTo('0730-plan-storage')).error).toBeUndefined();
    const rooms = await db.selectFrom('plans').select(['code', 'storage_bytes']).orderBy('code').execute();
    expect(rooms.map((r) => [r.code, r.storage_bytes === null ? null : Number(r.storage_bytes)])).toEqual([
      // a plan the migration does not know keeps no limit, as its other limits read
      ['auditor', null],
      ['member', 50 * MIB],
      ['operator', 10 * 1024 * MIB],
      ['premium', 1024 * MIB],
    ]);

    expect((await migrator.migrateDown()).error).toBeUndefined();
    const columns = (await db.introspection.getTables()).find((t) => t.name === 'plans')?.columns ?? [];
    expect(columns.map((c) => c.name)).not.toContain('storage_bytes');
    expect(await db.selectFrom('plans').select('code').execute()).toHaveLength(4);
  });
});
