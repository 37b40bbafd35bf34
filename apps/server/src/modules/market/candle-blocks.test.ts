import { type Candle, type CandleColumns, candleAt, emptyColumns } from '@bitdata/core';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, dialectUnderTest, type TestDatabase } from '../../../test/harness';
import { migrateToLatest } from '../../bootstrap/modules';
import { deleteOldCandles, listCandles, upsertCandles } from './candle.repository';
import { BLOCK_CANDLES, blockOf, blockSpan, decodeBlock, encodeBlock, joinBlocks } from './candle-blocks';
import { readCandleHistory, sealCandleBlocks } from './candle-blocks.service';
import type { SeriesCandle, SeriesId } from './market.types';

const HOUR = 3_600_000;
const FIELDS = ['time', 'open', 'high', 'low', 'close', 'volume', 'quoteVolume'] as const;
const EPOCH = 1_700_000_000_000;
// on the interval's grid, not the first candle of a block: the series' first block is a partial one
const startOf = (durationMs: number) => EPOCH - (EPOCH % durationMs);
const START = startOf(HOUR);

const seriesOf = (symbol: string, interval: SeriesId['interval'] = '1h'): SeriesId => ({
  exchangeId: 1,
  dataType: 3,
  symbol,
  interval,
});

function candleOf(s: SeriesId, time: number, i: number): SeriesCandle {
  const open = 100 + i * 0.1;
  return {
    ...s,
    candle: {
      time,
      open,
      high: open + 2,
      low: open - 1,
      close: open + (i % 2 ? -0.3 : 0.2),
      volume: 10 + i,
      quoteVolume: i % 7 === 0 ? Number.NaN : 1000 + i / 3,
    },
  };
}

/** n candles of `s` from START, one per interval, leaving out the indexes in `gap`. */
function makeCandles(s: SeriesId, n: number, durationMs = HOUR, gap: [number, number] = [0, 0]) {
  return Array.from({ length: n }, (_, i) => i)
    .filter((i) => i < gap[0] || i >= gap[1])
    .map((i) => candleOf(s, startOf(durationMs) + i * durationMs, i));
}

const asCandles = (c: CandleColumns): Candle[] =>
  Array.from({ length: c.time.length }, (_, i) => candleAt(c, i));
const bytesOf = (a: Float64Array) => Buffer.from(a.buffer, a.byteOffset, a.byteLength);

function expectSameBits(actual: CandleColumns, expected: CandleColumns) {
  for (const f of FIELDS) {
    expect(actual[f].length).toBe(expected[f].length);
    expect(bytesOf(actual[f]).equals(bytesOf(expected[f]))).toBe(true);
  }
}

describe('candle blocks: bytes', () => {
  function columns(n: number): CandleColumns {
    const c = emptyColumns(n);
    const odd = [0.1 + 0.2, -0, 1e-300, Number.NaN, -1e300, Number.MIN_VALUE, 5e-324];
    for (let i = 0; i < n; i++) {
      c.time[i] = START + i * HOUR;
      c.open[i] = odd[i % odd.length];
      c.high[i] = i / 3;
      c.low[i] = -i - 0.5;
      c.close[i] = odd[(i + 3) % odd.length];
      c.volume[i] = i % 5 ? i * 1e-7 : -0;
      if (i % 4) c.quoteVolume[i] = i * 0.7;
    }
    return c;
  }

  it.each([0, 1, BLOCK_CANDLES])('gives back %i candles bit for bit, from any byte offset', (n) => {
    const c = columns(n);
    const data = encodeBlock(c);
    expect(data.length).toBe(n * 56);
    expectSameBits(decodeBlock(data), c);
    if (n > 0) expect(Object.is(decodeBlock(data).volume[0], -0)).toBe(true);
    // a driver's buffer need not start on an 8-byte boundary
    const shifted = Buffer.alloc(data.length + 8);
    data.copy(shifted, 3);
    expectSameBits(decodeBlock(shifted.subarray(3, 3 + data.length)), c);
  });

  it('joins encoded blocks and columns into their concatenation', () => {
    const a = columns(5);
    const b = columns(BLOCK_CANDLES);
    const c = columns(3);
    const joined = joinBlocks([encodeBlock(a), b, emptyColumns(0), encodeBlock(c)]);
    const expected = emptyColumns(5 + BLOCK_CANDLES + 3);
    for (const f of FIELDS) {
      expected[f].set(a[f], 0);
      expected[f].set(b[f], 5);
      expected[f].set(c[f], 5 + BLOCK_CANDLES);
    }
    expectSameBits(joined, expected);
  });
});

describe('candle blocks: the store', () => {
  let t: TestDatabase;
  const deps = () => ({ db: t.handle.db });
  const write = (rows: SeriesCandle[]) => upsertCandles(t.handle.db, t.handle.dialect, rows);
  const rowsOf = (s: SeriesId, to?: number) => listCandles(t.handle.db, s, { to, limit: 100_000 });

  async function blockNumbers(s: SeriesId): Promise<number[]> {
    const rows = await t.handle.db
      .selectFrom('market_candle_blocks as b')
      .innerJoin('market_series as s', 's.id', 'b.series_id')
      .select('b.block')
      .where('s.symbol', '=', s.symbol)
      .where('s.interval_code', '=', s.interval)
      .orderBy('b.block')
      .execute();
    return rows.map((r) => Number(r.block));
  }
  const range = (from: number, to: number) => Array.from({ length: to - from }, (_, i) => from + i);

  beforeAll(async () => {
    t = await createTestDatabase();
    await migrateToLatest(t.handle.db);
  });
  afterAll(async () => {
    await t.drop();
  });

  it('reads the same candles as the rows, stores the sealed blocks only, and reads them back', async () => {
    const s = seriesOf('HISTUSDT');
    const rows = makeCandles(s, 3000, HOUR, [400, 410]);
    await write(rows);
    const first = blockOf(START, HOUR);
    const last = blockOf(rows[rows.length - 1].candle.time, HOUR);
    expect(START % (BLOCK_CANDLES * HOUR)).not.toBe(0);
    expect(last - first).toBeGreaterThanOrEqual(2);

    const all = await rowsOf(s);
    expect(all).toHaveLength(2990);
    expect(Number.isNaN(all[0].quoteVolume)).toBe(true);
    expect(asCandles(await readCandleHistory(deps(), s, null))).toEqual(all);
    // every block before the one of the newest candle, never that one (live candles still append to it)
    expect(await blockNumbers(s)).toEqual(range(first, last));

    const boundary = blockSpan(first + 1, HOUR).from;
    for (const to of [boundary + 500 * HOUR, boundary, boundary - HOUR, START - HOUR, START]) {
      expect(asCandles(await readCandleHistory(deps(), s, to))).toEqual(await rowsOf(s, to));
    }
    const again = await readCandleHistory(deps(), s, null);
    expect(asCandles(again)).toEqual(all);
    expect(await blockNumbers(s)).toEqual(range(first, last));

    // the sealed spans now come from the blocks: a row changed behind the candle writes' back is not seen
    await t.handle.db
      .updateTable('market_candles')
      .set({ close: -1 })
      .where('open_time', '=', START)
      .where('series_id', '=', (eb) =>
        eb.selectFrom('market_series').select('id').where('symbol', '=', s.symbol),
      )
      .execute();
    expect((await readCandleHistory(deps(), s, null)).close[0]).toBe(all[0].close);
  });

  it('drops only the blocks a write touches, and the next read shows the new candles', async () => {
    const s = seriesOf('EDITUSDT');
    const rows = makeCandles(s, 3000, HOUR, [1500, 1510]);
    await write(rows);
    const first = blockOf(START, HOUR);
    const last = blockOf(rows[rows.length - 1].candle.time, HOUR);
    await readCandleHistory(deps(), s, null);
    expect(await blockNumbers(s)).toEqual(range(first, last));

    // a correction of one old candle
    const old = rows[100];
    await write([{ ...old, candle: { ...old.candle, close: 4242.5 } }]);
    expect(await blockNumbers(s)).toEqual(range(first, last).filter((b) => b !== first));
    const read = await readCandleHistory(deps(), s, null);
    expect(read.close[100]).toBe(4242.5);
    expect(asCandles(read)).toEqual(await rowsOf(s));
    expect(await blockNumbers(s)).toEqual(range(first, last));

    // a candle filling a gap
    const filled = candleOf(s, START + 1505 * HOUR, 1505);
    const gapBlock = blockOf(filled.candle.time, HOUR);
    expect(gapBlock).toBeLessThan(last);
    await write([filled]);
    expect(await blockNumbers(s)).toEqual(range(first, last).filter((b) => b !== gapBlock));
    const withGap = asCandles(await readCandleHistory(deps(), s, null));
    expect(withGap).toHaveLength(2991);
    expect(withGap).toEqual(await rowsOf(s));

    // live candles append after the newest one: no sealed block to drop
    await write([candleOf(s, START + 3000 * HOUR, 3000)]);
    expect(await blockNumbers(s)).toEqual(range(first, last));
    expect(asCandles(await readCandleHistory(deps(), s, null))).toEqual(await rowsOf(s));
  });

  it('seals exactly the blocks the series lack, then none', async () => {
    // the blocks other tests left missing are not this test's count
    await sealCandleBlocks(deps());
    const fresh = seriesOf('SEALUSDT');
    const rows = makeCandles(fresh, 3000);
    await write(rows);
    const first = blockOf(START, HOUR);
    const last = blockOf(rows[rows.length - 1].candle.time, HOUR);
    // a series with some of its blocks: a correction dropped one
    const partial = seriesOf('HALFUSDT');
    await write(makeCandles(partial, 3000));
    await readCandleHistory(deps(), partial, null);
    const old = rows[2000];
    await write([{ ...partial, candle: { ...old.candle, close: 1 } }]);
    expect(await blockNumbers(partial)).toHaveLength(last - first - 1);

    expect(await sealCandleBlocks(deps())).toBe(last - first + 1);
    expect(await sealCandleBlocks(deps())).toBe(0);
    expect(await blockNumbers(fresh)).toEqual(range(first, last));
    expect(await blockNumbers(partial)).toEqual(range(first, last));
    expect(asCandles(await readCandleHistory(deps(), fresh, null))).toEqual(await rowsOf(fresh));
    expect(asCandles(await readCandleHistory(deps(), partial, null))).toEqual(await rowsOf(partial));
    // (every interval of the catalogue has a fixed duration: no series to skip)
  });

  it('retention drops the blocks of the deleted candles: no candle before the cutoff comes back', async () => {
    // retention works per interval over every series: 4h is this test's alone
    const FOUR = 4 * HOUR;
    const s = seriesOf('KEEPUSDT', '4h');
    const rows = makeCandles(s, 3000, FOUR);
    await write(rows);
    const lastTime = rows[rows.length - 1].candle.time;
    const first = blockOf(startOf(FOUR), FOUR);
    const last = blockOf(lastTime, FOUR);
    await readCandleHistory(deps(), s, null);
    expect(await blockNumbers(s)).toEqual(range(first, last));

    // a cutoff inside the second block
    const cutoff = blockSpan(first + 1, FOUR).from + 300 * FOUR;
    await deleteOldCandles(t.handle.db, '4h', lastTime - cutoff);
    expect(await blockNumbers(s)).toEqual(range(first + 2, last));
    const kept = await rowsOf(s);
    expect(kept[0].time).toBe(cutoff);
    const read = asCandles(await readCandleHistory(deps(), s, null));
    expect(read[0].time).toBe(cutoff);
    expect(read).toEqual(kept);
  });

  it('deletes the blocks of a deleted series', async () => {
    const s = seriesOf('GONEUSDT', '15m');
    await write(makeCandles(s, 3000, 15 * 60_000));
    await readCandleHistory(deps(), s, null);
    expect((await blockNumbers(s)).length).toBeGreaterThan(0);
    await t.handle.db.deleteFrom('market_series').where('symbol', '=', s.symbol).execute();
    const left = await t.handle.db
      .selectFrom('market_candle_blocks')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('series_id', 'not in', (eb) => eb.selectFrom('market_series').select('id'))
      .executeTakeFirstOrThrow();
    expect(Number(left.n)).toBe(0);
  });
});

/**
 * A block read and retention of the same series, at the same moment, on PostgreSQL (SQLite reads a block
 * in one synchronous write transaction): the block read holds the series row while it reads and stores,
 * and retention's first statement updates that row, so retention deletes what the read stored, or the read
 * sees what retention left. Here the read is held between reading its rows and storing its block (another
 * session inserts the same block uncommitted) while retention starts.
 */
describe.runIf(dialectUnderTest === 'postgres')('candle blocks: a block read racing retention', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase();
    await migrateToLatest(db.handle.db);
  });
  afterAll(async () => {
    await db.drop();
  });

  it('never leaves a block holding candles retention deleted', async () => {
    const FOUR = 4 * HOUR;
    const s = seriesOf('RACEUSDT', '4h');
    const rows = makeCandles(s, 3000, FOUR);
    await upsertCandles(db.handle.db, db.handle.dialect, rows);
    const id = (await db.handle.db.selectFrom('market_series').select('id').executeTakeFirstOrThrow()).id;
    const first = blockOf(startOf(FOUR), FOUR);
    const cutoff = blockSpan(first + 1, FOUR).from + 300 * FOUR;
    const lastTime = rows[rows.length - 1].candle.time;
    const other = new pg.Client({ connectionString: db.databaseUrl });
    await other.connect();
    try {
      await other.query('begin');
      await other.query('insert into market_candle_blocks (series_id, block, data) values ($1, $2, $3)', [
        id,
        blockOf(cutoff - 1, FOUR),
        Buffer.alloc(0),
      ]);
      const reading = readCandleHistory({ db: db.handle.db }, s, null);
      // until the read waits for the uncommitted block
      const waitingOnLock = async () => {
        for (;;) {
          const r = await other.query<{ n: number }>(
            "select count(*)::int as n from pg_stat_activity where wait_event_type = 'Lock' and datname = current_database()",
          );
          if (r.rows[0].n >= 1) return;
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
      };
      await waitingOnLock();
      const retention = deleteOldCandles(db.handle.db, '4h', lastTime - cutoff);
      // time for retention to reach the series row (before the fix it went on to delete the candles)
      await new Promise((resolve) => setTimeout(resolve, 300));
      await other.query('rollback');
      await Promise.all([reading, retention]);
    } finally {
      await other.end();
    }
    const kept = await listCandles(db.handle.db, s, { from: 0, limit: 100_000 });
    expect(kept[0].time).toBe(cutoff);
    expect(asCandles(await readCandleHistory({ db: db.handle.db }, s, null))).toEqual(kept);
  });
});
