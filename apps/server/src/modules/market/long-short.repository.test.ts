import { type MigrationProvider, Migrator, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/harness';
import { MIGRATIONS, migrateToLatest } from '../../bootstrap/modules';
import { listLongShort, upsertLongShort } from './market.repository';
import type { LongShortRow } from './market.types';

const HOUR = 3_600_000;
const feed = { exchangeId: 1, dataType: 3 };
const symbols = Array.from({ length: 41 }, (_, i) => `S${i}USDT`);

/**
 * Top-trader ratios of some markets over a span: a few markets are read by the key, a close's hundreds
 * by time (0710); both give exactly the asked markets' rows of that period and span, oldest first.
 */
describe('top-trader ratios by market and by time', () => {
  let database: TestDatabase;
  const stored: LongShortRow[] = [];
  beforeAll(async () => {
    database = await createTestDatabase();
    await migrateToLatest(database.handle.db);
    for (const symbol of symbols)
      for (let h = 0; h < 5; h++)
        for (const period of ['1h', '4h'] as const)
          stored.push({
            ...feed,
            symbol,
            period,
            time: h * HOUR,
            positionRatio: h + 0.5,
            accountRatio: h + 0.25,
          });
    // the same markets on another feed
    stored.push({
      exchangeId: 2,
      dataType: 3,
      symbol: 'S0USDT',
      period: '1h',
      time: 2 * HOUR,
      positionRatio: 9,
      accountRatio: 9,
    });
    await upsertLongShort(database.handle.db, stored);
  });
  afterAll(async () => {
    await database.drop();
  });

  const expected = (wanted: string[]) =>
    stored
      .filter((r) => r.exchangeId === 1 && r.period === '1h' && r.time >= HOUR && r.time <= 3 * HOUR)
      .filter((r) => wanted.includes(r.symbol));
  const key = (r: LongShortRow) => `${r.time}:${r.symbol}`;

  it.each([
    ['a few markets, by the key', 3],
    ['a close of many markets, by time', 40],
  ])('%s', async (_, n) => {
    const wanted = symbols.slice(0, n);
    const rows = await listLongShort(database.handle.db, feed, wanted, '1h', HOUR, 3 * HOUR);
    expect(rows.map(key).sort()).toEqual(expected(wanted).map(key).sort());
    expect(rows.map((r) => r.time)).toEqual([...rows.map((r) => r.time)].sort((a, b) => a - b));
    expect(
      rows.every((r) => r.positionRatio === r.time / HOUR + 0.5 && r.accountRatio === r.time / HOUR + 0.25),
    ).toBe(true);
  });

  it('reads a feed period by time from its own index (0710)', async () => {
    const db = database.handle.db;
    if (database.databaseUrl) {
      const r = await sql<{ indexname: string }>`
        select indexname from pg_indexes where tablename = 'market_long_short'`.execute(db);
      expect(r.rows.map((x) => x.indexname)).toContain('market_long_short_by_time');
      return;
    }
    const plan = await sql<{ detail: string }>`explain query plan
      select * from market_long_short where exchange_id = 1 and data_type = 3 and period = '1h'
      and time >= ${HOUR} and time <= ${3 * HOUR} order by time`.execute(db);
    expect(plan.rows.map((r) => r.detail).join(' ')).toContain('market_long_short_by_time');
  });

  it('drops the index going down and builds it again going up, the ratios kept', async () => {
    const db = database.handle.db;
    const provider: MigrationProvider = { getMigrations: async () => MIGRATIONS };
    const migrator = new Migrator({ db, provider });
    const hasIndex = async () =>
      database.databaseUrl
        ? (await sql`select 1 from pg_indexes where indexname = 'market_long_short_by_time'`.execute(db)).rows
            .length === 1
        : (await sql`select 1 from sqlite_master where name = 'market_long_short_by_time'`.execute(db)).rows
            .length === 1;
    expect((await migrator.migrateTo('0700-screened-by-close')).error).toBeUndefined();
    expect(await hasIndex()).toBe(false);
    expect((await migrator.migrateToLatest()).error).toBeUndefined();
    expect(await hasIndex()).toBe(true);
    const rows = await listLongShort(db, feed, symbols, '1h', 0, 4 * HOUR);
    expect(rows.length).toBe(41 * 5);
  });
});
