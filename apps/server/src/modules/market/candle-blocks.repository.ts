import { type CandleColumns, emptyColumns } from '@bitdata/core';
import type BetterSqlite3 from 'better-sqlite3';
import type pg from 'pg';
import { pgPoolOf, sqliteConnectionOf } from '../../platform/db/database';
import { inPgTransaction } from '../../platform/db/pg-transaction';
import { blockOf, blockSpan, encodeBlock } from './candle-blocks';
import type { Db } from './candle-rows';
import type { SeriesId } from './market.types';

/**
 * market_candle_blocks (candle-blocks.ts): reading a series' blocks, and building a missing one from
 * market_candles. A block is stored only once sealed (before the block of the series' newest candle:
 * live candles append after it), and its rows are read and stored under the series' lock, so a candle
 * write cannot slip between the read and the store: on SQLite in one IMMEDIATE transaction (the write
 * lock), on PostgreSQL after `FOR SHARE` on the series row, which every candle write updates first
 * (market_series' first/last time) and holds until it has deleted the blocks it touched.
 */

export interface StoredSeries {
  id: number;
  firstTime: number;
  lastTime: number;
}

export async function findStoredSeries(db: Db, s: SeriesId): Promise<StoredSeries | undefined> {
  const row = await db
    .selectFrom('market_series')
    .select(['id', 'first_time', 'last_time'])
    .where('exchange_id', '=', s.exchangeId)
    .where('data_type', '=', s.dataType)
    .where('symbol', '=', s.symbol)
    .where('interval_code', '=', s.interval)
    .executeTakeFirst();
  return row && { id: row.id, firstTime: Number(row.first_time), lastTime: Number(row.last_time) };
}

/** The stored blocks of a series between two block numbers (inclusive), by block. */
export async function readStoredBlocks(
  db: Db,
  seriesId: number,
  from: number,
  to: number,
): Promise<Map<number, Uint8Array>> {
  const rows = await db
    .selectFrom('market_candle_blocks')
    .select(['block', 'data'])
    .where('series_id', '=', seriesId)
    .where('block', '>=', from)
    .where('block', '<=', to)
    .execute();
  return new Map(rows.map((r) => [Number(r.block), r.data]));
}

/** Every series with its span and how many blocks it keeps (what the sealing pass compares). */
export async function listSeriesBlockCounts(db: Db) {
  const rows = await db
    .selectFrom('market_series as s')
    .select((eb) => [
      's.id',
      's.interval_code',
      's.first_time',
      's.last_time',
      eb
        .selectFrom('market_candle_blocks as b')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('b.series_id', '=', 's.id')
        .as('blocks'),
    ])
    .orderBy('s.id')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    interval: r.interval_code,
    firstTime: Number(r.first_time),
    lastTime: Number(r.last_time),
    blocks: Number(r.blocks ?? 0),
  }));
}

/** The numbers of the blocks a series keeps. */
export async function listBlockNumbers(db: Db, seriesId: number): Promise<Set<number>> {
  const rows = await db
    .selectFrom('market_candle_blocks')
    .select('block')
    .where('series_id', '=', seriesId)
    .execute();
  return new Set(rows.map((r) => Number(r.block)));
}

const ROWS =
  'select open_time, open, high, low, close, volume, quote_volume from market_candles ' +
  'where series_id = $1 and open_time >= $2 and open_time <= $3 order by open_time';
const STORE =
  'insert into market_candle_blocks (series_id, block, data) values ($1, $2, $3) ' +
  'on conflict (series_id, block) do nothing';
// SQLite binds the same parameters in order through plain ? placeholders
const sqliteText = (text: string) => text.replace(/\$\d/g, '?');

type Row = (number | string | null)[];

/** Rows as the driver gives them in array mode, copied into columns (a missing quote volume stays NaN). */
function columnsOf(rows: readonly Row[]): CandleColumns {
  const c = emptyColumns(rows.length);
  for (let i = 0; i < rows.length; i++) {
    const r = rows[i];
    c.time[i] = Number(r[0]);
    c.open[i] = r[1] as number;
    c.high[i] = r[2] as number;
    c.low[i] = r[3] as number;
    c.close[i] = r[4] as number;
    c.volume[i] = r[5] as number;
    if (r[6] !== null) c.quoteVolume[i] = r[6] as number;
  }
  return c;
}

interface SqliteBlockStatements {
  lastTime: BetterSqlite3.Statement;
  rows: BetterSqlite3.Statement;
  store: BetterSqlite3.Statement;
}
const sqliteStatements = new WeakMap<BetterSqlite3.Database, SqliteBlockStatements>();

function sqliteStatementsFor(conn: BetterSqlite3.Database): SqliteBlockStatements {
  let st = sqliteStatements.get(conn);
  if (!st) {
    st = {
      lastTime: conn.prepare('select last_time from market_series where id = ?').pluck(true),
      rows: conn.prepare(sqliteText(ROWS)).raw(true),
      store: conn.prepare(sqliteText(STORE)),
    };
    sqliteStatements.set(conn, st);
  }
  return st;
}

/**
 * The candles of one block of a series, read from market_candles. With `keep`, the block is stored when
 * it is sealed, checked under the series' lock; without it (the block of the series' newest candle as the
 * caller read the series, which cannot be sealed yet) the rows are read with no lock and no transaction.
 * Needs the database opened by openDatabase (its raw driver), never a transaction.
 */
export async function readBlockCandles(
  db: Db,
  seriesId: number,
  block: number,
  durationMs: number,
  keep: boolean,
): Promise<CandleColumns> {
  const span = blockSpan(block, durationMs);
  const sealed = (lastTime: unknown) =>
    lastTime !== undefined && lastTime !== null && block < blockOf(Number(lastTime), durationMs);
  const conn = sqliteConnectionOf(db);
  if (conn) {
    // holding Kysely's connection (its mutex): no Kysely transaction is open on it meanwhile
    return db.connection().execute(async () => {
      const st = sqliteStatementsFor(conn);
      const read = () => columnsOf(st.rows.all(seriesId, span.from, span.to) as Row[]);
      if (!keep) return read();
      return conn
        .transaction(() => {
          const candles = read();
          if (sealed(st.lastTime.get(seriesId))) st.store.run(seriesId, block, encodeBlock(candles));
          return candles;
        })
        .immediate();
    });
  }
  const pool = pgPoolOf(db);
  if (!pool) throw new Error('candle blocks: needs the database opened by openDatabase, not a transaction');
  const read = async (client: Pick<pg.Pool, 'query'>) =>
    columnsOf(
      (await client.query<Row>({ text: ROWS, values: [seriesId, span.from, span.to], rowMode: 'array' }))
        .rows,
    );
  if (!keep) return read(pool);
  return inPgTransaction(pool, async (client) => {
    const series = await client.query<{ last_time: number }>(
      'select last_time from market_series where id = $1 for share',
      [seriesId],
    );
    const candles = await read(client);
    if (sealed(series.rows[0]?.last_time)) await client.query(STORE, [seriesId, block, encodeBlock(candles)]);
    return candles;
  });
}
