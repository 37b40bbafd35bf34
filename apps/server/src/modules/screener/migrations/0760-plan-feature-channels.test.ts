import { type Kysely, type MigrationProvider, Migrator, sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../../test/harness';
import { MIGRATIONS } from '../../../bootstrap/modules';
import type { Database } from '../../../platform/db/schema';

const provider: MigrationProvider = { getMigrations: async () => MIGRATIONS };
const NAME = '0760-plan-feature-channels';
/** The migration just before this one, whatever it is named. */
const BEFORE = Object.keys(MIGRATIONS)
  .sort()
  .filter((n) => n < NAME)
  .at(-1) as string;

const JOINED = (isAvailable: boolean) => ({
  en: 'Telegram and webhook notifications',
  vi: 'Thông báo qua Telegram và webhook',
  isAvailable,
});
const OWN = { en: '10 filters', vi: '10 bộ lọc', isAvailable: true };

/** 0760 names the channel of the seeded notification line, one line per channel, on both engines. */
describe('migration 0760: plan feature lines name their channel', () => {
  let database: TestDatabase;
  afterEach(async () => {
    await database.drop();
  });

  it('splits the seeded Telegram-and-webhook line, keeps every other line, and joins it again going down', async () => {
    database = await createTestDatabase();
    const db = database.handle.db as Kysely<Database>;
    const migrator = new Migrator({ db, provider });
    expect((await migrator.migrateTo(BEFORE)).error).toBeUndefined();
    const stored = {
      basic: [OWN, JOINED(false)],
      middle: [OWN, JOINED(true)],
      premium: [{ en: 'Telegram alerts for your team', vi: 'Cảnh báo Telegram', isAvailable: true }],
    };
    for (const [code, features] of Object.entries(stored)) {
      await sql`insert into roles (code, name, rank, is_staff) values (${code}, ${code}, 2, 0)`.execute(db);
      await sql`insert into plans (code, role_code, filter_limit, intervals, created_at, updated_at, features)
        values (${code}, ${code}, 1, '1h', 0, 0, ${JSON.stringify(features)})`.execute(db);
    }
    const read = async () =>
      Object.fromEntries(
        (await db.selectFrom('plans').select(['code', 'features']).execute()).map((r) => [
          r.code,
          JSON.parse(r.features),
        ]),
      );

    expect((await migrator.migrateTo(NAME)).error).toBeUndefined();
    expect(await read()).toEqual({
      basic: [
        OWN,
        {
          en: 'Telegram notifications',
          vi: 'Thông báo qua Telegram',
          channel: 'telegram',
          isAvailable: false,
        },
        { en: 'Webhook notifications', vi: 'Thông báo qua webhook', channel: 'webhook', isAvailable: false },
      ],
      middle: [
        OWN,
        {
          en: 'Telegram notifications',
          vi: 'Thông báo qua Telegram',
          channel: 'telegram',
          isAvailable: true,
        },
        { en: 'Webhook notifications', vi: 'Thông báo qua webhook', channel: 'webhook', isAvailable: true },
      ],
      // an operator's own wording is theirs: it names no channel the migration could know
      premium: stored.premium,
    });

    expect((await migrator.migrateTo(BEFORE)).error).toBeUndefined();
    expect(await read()).toEqual(stored);
  });
});
