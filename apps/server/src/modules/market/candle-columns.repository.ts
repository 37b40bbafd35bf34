import { type CandleColumns, emptyColumns } from '@bitdata/core';
import type BetterSqlite3 from 'better-sqlite3';
import { pgPoolOf, sqliteConnectionOf } from '../../platform/db/database';
import type { Db } from './candle-rows';
import type { SeriesId } from './market.types';

/**
 * Candles of one series straight into columns, for long histories (statistics read years of candles):
 * rows come from the driver as arrays (better-sqlite3 raw mode, pg rowMode 'array') and are copied into
 * Float64Arrays, so no object per candle is made (listCandles' objects cost as much garbage collection
 * as the backtest itself). Same rows, order and values as listCandles from `from` forward; a missing
 * quote volume is NaN, as candleOfRow makes it.
 */

export interface ColumnRange {
  /** inclusive open time of the first candle */
  from: number;
  /** inclusive open time of the last candle */
  to?: number;
  limit: number;
}

const SELECT =
  'select open_time, open, high, low, close, volume, quote_volume from market_candles ' +
  'where series_id = (select id from market_series where exchange_id = $1 and data_type = $2 ' +
  'and symbol = $3 and interval_code = $4) and open_time >= $5 and open_time <= $6 order by open_time limit $7';
// the parameters are bound in order: SQLite's plain ? placeholders
const SQLITE_SELECT = SELECT.replace(/\$\d/g, '?');
/** Above every stored open time when the range has no end (both engines' bigint). */
const NO_END = Number.MAX_SAFE_INTEGER;

type Row = (number | string | null)[];

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

const sqliteSelect = new WeakMap<BetterSqlite3.Database, BetterSqlite3.Statement>();

export async function listCandleColumns(db: Db, s: SeriesId, range: ColumnRange): Promise<CandleColumns> {
  const params = [
    s.exchangeId,
    s.dataType,
    s.symbol,
    s.interval,
    range.from,
    range.to ?? NO_END,
    range.limit,
  ];
  const conn = sqliteConnectionOf(db);
  if (conn) {
    // holding Kysely's connection (its mutex): no Kysely transaction is open on it meanwhile
    return db.connection().execute(async () => {
      let stmt = sqliteSelect.get(conn);
      if (!stmt) {
        stmt = conn.prepare(SQLITE_SELECT).raw(true);
        sqliteSelect.set(conn, stmt);
      }
      return columnsOf(stmt.all(...params) as Row[]);
    });
  }
  const pool = pgPoolOf(db);
  if (pool) {
    const result = await pool.query<Row>({ text: SELECT, values: params, rowMode: 'array' });
    return columnsOf(result.rows);
  }
  // both paths need the raw driver behind a database opened by openDatabase, never a transaction
  throw new Error('candle columns: needs the database opened by openDatabase, not a transaction');
}
