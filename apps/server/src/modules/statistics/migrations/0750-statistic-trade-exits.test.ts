import { type Kysely, type MigrationProvider, Migrator, sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../../test/harness';
import { MIGRATIONS } from '../../../bootstrap/modules';
import { insertDoneRun } from './migration-test-helpers';

const provider: MigrationProvider = { getMigrations: async () => MIGRATIONS };
const NAME = '0750-statistic-trade-exits';
const BEFORE = Object.keys(MIGRATIONS)
  .filter((k) => k < NAME)
  .sort()
  .at(-1) as string;

/**
 * 0750 gives statistics trades an exit price and a return before fees: trades stored before closed at
 * the level they reached, so that is what they get; open trades get neither. Up and down, both engines.
 */
describe('migration 0750: statistics trades record their exit', () => {
  let database: TestDatabase;
  afterEach(async () => {
    await database.drop();
  });

  it('gives stored trades the level they closed at, and drops the columns on the way down', async () => {
    database = await createTestDatabase();
    // the trades table of those releases (later ones keep a result's trades as one set)
    const db = database.handle.db as unknown as Kysely<{
      statistic_trades: {
        result: string;
        entry_time: number;
        exit_price: number | null;
        return_percent: number | null;
      };
    }>;
    const migrator = new Migrator({ db, provider });
    expect((await migrator.migrateTo(BEFORE)).error).toBeUndefined();
    await insertDoneRun(db, { takeProfits: '[3]', stoplosses: '[2]', intervals: '1h', markets: 1 });
    for (const [entry, result] of [
      [1, 'win'],
      [2, 'lost'],
      [3, 'open'],
    ] as const)
      await sql`insert into statistic_trades (run_id, interval_code, take_profit, stoploss, symbol, signal_time,
          entry_time, entry_price, take_profit_price, stoploss_price, result, result_time, length,
          lowest_percent, highest_percent, ambiguous)
        values ('r1', '1h', 3, 2, 'BTCUSDT', 0, ${entry}, 100, 103, 98, ${result}, ${entry}, 1, -1, 1, 0)`.execute(
        db,
      );

    expect((await migrator.migrateTo(NAME)).error).toBeUndefined();
    const rows = await db
      .selectFrom('statistic_trades')
      .select(['result', 'exit_price', 'return_percent'])
      .orderBy('entry_time')
      .execute();
    expect(
      rows.map((r) => [
        r.result,
        r.exit_price === null ? null : Number(r.exit_price),
        r.return_percent === null ? null : Number(r.return_percent),
      ]),
    ).toEqual([
      ['win', 103, 3],
      ['lost', 98, -2],
      ['open', null, null],
    ]);

    expect((await migrator.migrateDown()).error).toBeUndefined();
    const columns = (await db.introspection.getTables()).find((t) => t.name === 'statistic_trades')?.columns;
    expect(columns?.map((c) => c.name)).not.toContain('exit_price');
    expect(columns?.map((c) => c.name)).not.toContain('return_percent');
    expect(await db.selectFrom('statistic_trades').select('result').execute()).toHaveLength(3);
  });
});
