import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS, migrateToLatest } from '../src/bootstrap/modules';
import { decodeTradeSet } from '../src/modules/statistics/trade-sets';
import { runMigrations } from '../src/platform/db/migrate';
import { columnsOf, rowsOf, schemaOf, tablesOf } from './database-catalog';
import { createTestDatabase, dialectUnderTest, type TestDatabase } from './harness';
import { restoreUpgradeFixture } from './upgrade-fixture';

/** What a table held: its columns then, and its rows as read through those columns. */
type Contents = Map<string, { columns: string[]; rows: string[] }>;

async function contentsOf(database: TestDatabase): Promise<Contents> {
  const db = database.handle.db as unknown as Kysely<unknown>;
  const dialect = database.handle.dialect;
  const contents: Contents = new Map();
  for (const table of await tablesOf(db, dialect)) {
    const columns = await columnsOf(db, dialect, table);
    contents.set(table, { columns, rows: await rowsOf(db, table, columns) });
  }
  return contents;
}

/**
 * Tables a migration retired after moving their rows elsewhere, and how to read those rows back from
 * there, in the table's old columns: each row the fixture held must be found there, unchanged.
 */
const MOVED: Record<string, (db: Kysely<unknown>) => Promise<Record<string, unknown>[]>> = {
  // 0850: a statistics result's trades became one trade set
  statistic_trades: async (db) => {
    const sets = await sql<{
      run_id: string;
      interval_code: string;
      take_profit: number;
      stoploss: number;
      data: Uint8Array;
    }>`select run_id, interval_code, take_profit, stoploss, data from statistic_trade_sets`.execute(db);
    return sets.rows.flatMap(({ data, ...key }) =>
      decodeTradeSet(data).map((trade) => ({ ...key, ...trade })),
    );
  },
};

const ranNames = async (db: Kysely<unknown>) =>
  (await sql<{ name: string }>`select name from kysely_migration order by name`.execute(db)).rows.map(
    (r) => r.name,
  );

/**
 * A database created and filled by an earlier release (fixtures/upgrade: migrated, seeded, a row or a
 * few in every table) migrates with today's list: nothing fails, it has run exactly today's migrations,
 * no table loses or changes a row (migrations may add some), and its schema is the one a new database gets.
 */
describe(`upgrade of a database made by an earlier release (${dialectUnderTest})`, () => {
  let upgraded: TestDatabase;
  let fresh: TestDatabase;
  let before: Contents;
  let failure: unknown;

  beforeAll(async () => {
    upgraded = await restoreUpgradeFixture();
    before = await contentsOf(upgraded);
    failure = await migrateToLatest(upgraded.handle.db).then(
      () => null,
      (err: unknown) => err,
    );
    fresh = await createTestDatabase();
    await migrateToLatest(fresh.handle.db);
  });
  afterAll(async () => {
    await upgraded?.drop();
    await fresh?.drop();
  });

  it('runs every pending migration without a failure and records the whole list', async () => {
    expect(failure).toBeNull();
    const db = upgraded.handle.db as unknown as Kysely<unknown>;
    expect(await ranNames(db)).toEqual(Object.keys(MIGRATIONS).sort());
  });

  it('keeps every table with every row', async () => {
    const db = upgraded.handle.db as unknown as Kysely<unknown>;
    const tables = await tablesOf(db, upgraded.handle.dialect);
    expect(tables).toEqual(expect.arrayContaining([...before.keys()].filter((table) => !MOVED[table])));
    for (const [table, { columns, rows }] of before) {
      expect(rows.length, `${table} held rows in the fixture`).toBeGreaterThan(0);
      const moved = MOVED[table];
      if (moved) {
        expect(tables, `${table} is retired`).not.toContain(table);
        const there = (await moved(db)).map((row) =>
          JSON.stringify(columns.map((name) => [name, row[name]])),
        );
        expect(there, `${table}'s rows where they moved`).toEqual(expect.arrayContaining(rows));
        continue;
      }
      // a migration may add rows (a menu entry for a new screen), never lose or change one
      expect(await rowsOf(db, table, columns), table).toEqual(expect.arrayContaining(rows));
    }
  });

  it('ends with the schema of a newly migrated database', async () => {
    const dialect = upgraded.handle.dialect;
    expect(await schemaOf(upgraded.handle.db as unknown as Kysely<unknown>, dialect)).toEqual(
      await schemaOf(fresh.handle.db as unknown as Kysely<unknown>, dialect),
    );
  });
});

/** The check above fails when the list loses or renames a migration the earlier release ran. */
describe(`upgrade with a migration missing from the list (${dialectUnderTest})`, () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await restoreUpgradeFixture();
  });
  afterAll(async () => {
    await database?.drop();
  });

  const without = (name: string) =>
    Object.fromEntries(Object.entries(MIGRATIONS).filter(([n]) => n !== name));

  it('refuses a list that dropped one', async () => {
    await expect(runMigrations(database.handle.db, without('0400-screener'))).rejects.toThrow(
      /0400-screener is missing/,
    );
  });

  it('refuses a list that renamed one', async () => {
    const renamed = { ...without('0520-payments'), '0520-payment-tables': MIGRATIONS['0520-payments'] };
    await expect(runMigrations(database.handle.db, renamed)).rejects.toThrow(/0520-payments is missing/);
  });
});
