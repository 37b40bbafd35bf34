import { type Kysely, type MigrationProvider, Migrator } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../../test/harness';
import { MIGRATIONS } from '../../../bootstrap/modules';
import { decodeTradeSet, type SetTrade } from '../trade-sets';
import { insertDoneRun } from './migration-test-helpers';

const provider: MigrationProvider = { getMigrations: async () => MIGRATIONS };
const NAME = '0850-statistic-trade-sets';
const BEFORE = Object.keys(MIGRATIONS)
  .filter((k) => k < NAME)
  .sort()
  .at(-1) as string;

type Result = { interval_code: string; take_profit: number; stoploss: number };
type StoredTrade = Result & SetTrade;

const base: Omit<SetTrade, 'symbol' | 'entry_time' | 'result'> = {
  signal_time: 1_700_000_000_000,
  entry_price: 0.1 + 0.2,
  take_profit_price: 103.5,
  stoploss_price: 98.25,
  exit_price: 103.5,
  return_percent: 3.5,
  result_time: 1_700_007_200_000,
  length: 2,
  lowest_percent: -1.75,
  highest_percent: 3.5,
  ambiguous: 0,
  resolved_by: null,
  resolved_interval: null,
};
const H = 3_600_000;
const A: Result = { interval_code: '1h', take_profit: 3.5, stoploss: 1.75 };
const B: Result = { interval_code: '4h', take_profit: 5, stoploss: 2 };
// one run's trades in two results: a decided one settled on a lower interval, an open one with no exit
const TRADES: StoredTrade[] = [
  { ...A, ...base, symbol: 'BTCUSDT', entry_time: 1_700_000_000_000 + H, result: 'win' },
  {
    ...A,
    ...base,
    symbol: 'ETHUSDT',
    entry_time: 1_700_000_000_000 + H,
    result: 'lost',
    exit_price: 98.25,
    return_percent: -1.75,
    ambiguous: 1,
    resolved_by: 'lowerInterval',
    resolved_interval: '1m',
  },
  {
    ...A,
    ...base,
    symbol: 'BTCUSDT',
    entry_time: 1_700_000_000_000 + 5 * H,
    result: 'open',
    exit_price: null,
    return_percent: null,
    result_time: 1_700_000_000_000 + 9 * H,
    length: 4,
  },
  { ...B, ...base, symbol: 'ADAUSDT', entry_time: 1_700_000_000_000 + 4 * H, result: 'win', exit_price: 0.3 },
  {
    ...B,
    ...base,
    symbol: 'ADAUSDT',
    entry_time: 1_700_000_000_000 + 8 * H,
    result: 'open',
    exit_price: null,
    return_percent: null,
    lowest_percent: -0.5,
  },
];

const byKey = (a: SetTrade, b: SetTrade) => a.entry_time - b.entry_time || (a.symbol < b.symbol ? -1 : 1);
const tradesOf = (r: Result) =>
  TRADES.filter(
    (t) =>
      t.interval_code === r.interval_code && t.take_profit === r.take_profit && t.stoploss === r.stoploss,
  )
    .map(({ interval_code, take_profit, stoploss, ...t }) => t)
    .sort(byKey);

/**
 * 0850 keeps a result's trades as one trade set instead of a row per trade. The trades stored so far move
 * into sets unchanged, one set per result, and back to rows on the way down. Both engines.
 */
describe('migration 0850: a result’s trades become one trade set', () => {
  let database: TestDatabase;
  afterEach(async () => {
    await database.drop();
  });

  it('moves each result’s trades into its set unchanged, and back to rows on the way down', async () => {
    database = await createTestDatabase();
    // the tables of those releases, as this migration sees them
    const db = database.handle.db as unknown as Kysely<{
      statistic_trades: StoredTrade & { run_id: string };
      statistic_trade_sets: Result & { run_id: string; trades: number; data: Uint8Array };
    }>;
    const migrator = new Migrator({ db, provider });
    expect((await migrator.migrateTo(BEFORE)).error).toBeUndefined();
    await insertDoneRun(db, {
      takeProfits: '[3.5,5]',
      stoplosses: '[1.75,2]',
      intervals: '1h,4h',
      markets: 3,
    });
    for (const t of TRADES)
      await db
        .insertInto('statistic_trades')
        .values({ run_id: 'r1', ...t })
        .execute();

    expect((await migrator.migrateTo(NAME)).error).toBeUndefined();
    const tables = (await db.introspection.getTables()).map((t) => t.name);
    expect(tables).not.toContain('statistic_trades');
    const sets = await db.selectFrom('statistic_trade_sets').selectAll().execute();
    expect(sets).toHaveLength(2);
    for (const r of [A, B]) {
      const set = sets.find((s) => s.interval_code === r.interval_code);
      expect(set).toBeDefined();
      if (!set) continue;
      expect([set.run_id, set.take_profit, set.stoploss]).toEqual(['r1', r.take_profit, r.stoploss]);
      const decoded = decodeTradeSet(set.data).sort(byKey);
      expect(decoded).toEqual(tradesOf(r));
      expect(set.trades).toBe(decoded.length);
    }

    expect((await migrator.migrateDown()).error).toBeUndefined();
    const after = (await db.introspection.getTables()).map((t) => t.name);
    expect(after).toContain('statistic_trades');
    expect(after).not.toContain('statistic_trade_sets');
    const rows = await db.selectFrom('statistic_trades').selectAll().execute();
    // the driver's own types: numbers come back as numbers on both engines, nulls as nulls
    const order = (a: StoredTrade, b: StoredTrade) =>
      a.interval_code.localeCompare(b.interval_code) || byKey(a, b);
    expect(rows.sort(order)).toEqual(TRADES.map((t) => ({ run_id: 'r1', ...t })).sort(order));
  });
});
