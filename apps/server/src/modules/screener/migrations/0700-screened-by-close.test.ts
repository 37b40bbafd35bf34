import { type Kysely, type MigrationProvider, Migrator, sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../../test/harness';
import { MIGRATIONS } from '../../../bootstrap/modules';
import type { Database } from '../../../platform/db/schema';
import { saveScreenedCandles, screenedAt } from '../screener.repository';

const provider: MigrationProvider = { getMigrations: async () => MIGRATIONS };
const feed = { exchangeId: 1, dataType: 3, interval: '1h' };
const bits = (...set: number[]) => {
  const b = new Uint8Array(2);
  for (const i of set) b[i >> 3] |= 1 << (i & 7);
  return b;
};

/** 0700 re-keys screened candles by close: the rows stay, through up and down, on both engines. */
describe('migration 0700: screened candles keyed by close', () => {
  let database: TestDatabase;
  afterEach(async () => {
    await database.drop();
  });

  it('keeps every row and the upsert by key, up and down', async () => {
    database = await createTestDatabase();
    const db = database.handle.db as Kysely<Database>;
    const migrator = new Migrator({ db, provider });
    expect((await migrator.migrateTo('0690-screened-bits-packed')).error).toBeUndefined();
    const close = (candleTime: number) => ({ ...feed, candleTime, planId: 'p1' });
    const rows = (n: number) => [
      { symbol: 'BTCUSDT', matched: bits(n), entered: bits(n), late: false },
      { symbol: 'ETHUSDT', matched: bits(n, 9), entered: bits(), late: true },
    ];
    await saveScreenedCandles(db, close(1_000), rows(1), 5);
    await saveScreenedCandles(db, close(2_000), rows(2), 6);

    // the key's columns in order, and whether the index on the close is there
    const shape = async () => {
      if (database.databaseUrl) {
        const { rows } = await sql<{ column: string }>`
          select a.attname as column from pg_index i
          join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey)
          where i.indrelid = 'screened_candles'::regclass and i.indisprimary
          order by array_position(i.indkey, a.attnum)`.execute(db);
        const index = await sql`select 1 from pg_indexes where indexname = 'screened_candles_time'`.execute(
          db,
        );
        return { key: rows.map((r) => r.column), timeIndex: index.rows.length === 1 };
      }
      const { rows } = await sql<{ name: string }>`
        select name from pragma_index_info(
          (select name from sqlite_master where tbl_name = 'screened_candles' and name like 'sqlite_autoindex%')
        ) order by seqno`.execute(db);
      const index = await sql`select 1 from sqlite_master where name = 'screened_candles_time'`.execute(db);
      return { key: rows.map((r) => r.name), timeIndex: index.rows.length === 1 };
    };
    expect(await shape()).toEqual({
      key: ['exchange_id', 'data_type', 'interval_code', 'symbol', 'candle_time'],
      timeIndex: true,
    });

    expect((await migrator.migrateTo('0700-screened-by-close')).error).toBeUndefined();
    expect(await shape()).toEqual({
      key: ['exchange_id', 'data_type', 'interval_code', 'candle_time', 'symbol'],
      timeIndex: false,
    });
    const after = await screenedAt(db, feed, ['BTCUSDT', 'ETHUSDT'], 2_000);
    expect(after.map((r) => [r.symbol, [...r.matched], r.late]).sort()).toEqual([
      ['BTCUSDT', [4, 0], false],
      ['ETHUSDT', [4, 2], true],
    ]);
    // the same close stored again by the same plan changes nothing; a third close adds its rows
    await saveScreenedCandles(db, close(2_000), rows(3), 7);
    await saveScreenedCandles(db, close(3_000), rows(3), 8);
    const count = async () =>
      Number(
        (
          await db
            .selectFrom('screened_candles')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    expect(await count()).toBe(6);
    expect([...(await screenedAt(db, feed, ['BTCUSDT'], 2_000))[0].matched]).toEqual([...bits(2)]);

    expect((await migrator.migrateTo('0690-screened-bits-packed')).error).toBeUndefined();
    expect(await shape()).toEqual({
      key: ['exchange_id', 'data_type', 'interval_code', 'symbol', 'candle_time'],
      timeIndex: true,
    });
    expect(await count()).toBe(6);
    expect([...(await screenedAt(db, feed, ['ETHUSDT'], 3_000))[0].matched]).toEqual([...bits(3, 9)]);
  });
});
