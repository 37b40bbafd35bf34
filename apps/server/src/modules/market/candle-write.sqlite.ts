import { candleColor as colorOf } from '@bitdata/core';
import type BetterSqlite3 from 'better-sqlite3';
import { blocksTouched } from './candle-blocks';
import { COLUMNS, finiteOrNull, KEY, originCode, rowSeriesIds, type Span, UPDATE_SET } from './candle-rows';
import type { SeriesCandle } from './market.types';

const sqliteStatements = new Map<number, string>();
function sqliteUpsertSql(rows: number): string {
  let text = sqliteStatements.get(rows);
  if (!text) {
    const tuple = `(${COLUMNS.map(() => '?').join(',')})`;
    text =
      `insert into market_candles (${COLUMNS.join(', ')}) values ${Array.from({ length: rows }, () => tuple).join(',')}` +
      ` on conflict (${KEY}) do update set ${UPDATE_SET}`;
    sqliteStatements.set(rows, text);
  }
  return text;
}

/**
 * SQLite fast path: prepared statements cached per connection (one of SQLITE_FAST_ROWS rows, one of a
 * single row for the tail), bound from one reused parameter array, all in one synchronous transaction.
 *
 */
const SQLITE_FAST_ROWS = 50;
const SERIES_UPSERT =
  'insert into market_series (exchange_id, data_type, symbol, interval_code, first_time, last_time) ' +
  'values (?, ?, ?, ?, ?, ?) on conflict (exchange_id, data_type, symbol, interval_code) do update set ' +
  'first_time = case when excluded.first_time < market_series.first_time then excluded.first_time else market_series.first_time end, ' +
  'last_time = case when excluded.last_time > market_series.last_time then excluded.last_time else market_series.last_time end ' +
  'returning id';

// The candle blocks (a cache of these rows) the written span may touch; a write only after the series'
// newest candle finds none (blocks are sealed before it), so the live path pays one index probe.
const DROP_BLOCKS = 'delete from market_candle_blocks where series_id = ? and block between ? and ?';

interface SqliteFast {
  many: BetterSqlite3.Statement;
  one: BetterSqlite3.Statement;
  series: BetterSqlite3.Statement;
  dropBlocks: BetterSqlite3.Statement;
  params: unknown[];
  write: (rows: SeriesCandle[], spans: Map<string, Span>) => void;
}
const sqliteFast = new WeakMap<BetterSqlite3.Database, SqliteFast>();

function fillRow(params: unknown[], p: number, row: SeriesCandle, id: number): void {
  const c = row.candle;
  params[p] = id;
  params[p + 1] = c.time;
  params[p + 2] = c.open;
  params[p + 3] = c.high;
  params[p + 4] = c.low;
  params[p + 5] = c.close;
  params[p + 6] = c.volume;
  params[p + 7] = finiteOrNull(c.quoteVolume);
  params[p + 8] = colorOf(c.open, c.close);
  params[p + 9] = originCode(row.origin);
}

export function sqliteFastFor(conn: BetterSqlite3.Database): SqliteFast {
  let f = sqliteFast.get(conn);
  if (f) return f;
  const many = conn.prepare(sqliteUpsertSql(SQLITE_FAST_ROWS));
  const one = conn.prepare(sqliteUpsertSql(1));
  const series = conn.prepare(SERIES_UPSERT);
  const dropBlocks = conn.prepare(DROP_BLOCKS);
  const params: unknown[] = new Array(SQLITE_FAST_ROWS * COLUMNS.length);
  const single: unknown[] = new Array(COLUMNS.length);
  const write = conn.transaction((rows: SeriesCandle[], spans: Map<string, Span>) => {
    // series first: the upsert returns the id the candles are keyed by
    for (const span of spans.values()) {
      const { s, first, last } = span;
      span.id = (
        series.get(s.exchangeId, s.dataType, s.symbol, s.interval, first, last) as { id: number }
      ).id;
      dropBlocks.run(span.id, ...blocksTouched(s.interval, first, last));
    }
    const ids = rowSeriesIds(rows, spans);
    const n = rows.length;
    let i = 0;
    for (; i + SQLITE_FAST_ROWS <= n; i += SQLITE_FAST_ROWS) {
      for (let k = 0; k < SQLITE_FAST_ROWS; k++) fillRow(params, k * COLUMNS.length, rows[i + k], ids[i + k]);
      many.run(params);
    }
    for (; i < n; i++) {
      fillRow(single, 0, rows[i], ids[i]);
      one.run(single);
    }
  });
  f = { many, one, series, dropBlocks, params, write };
  sqliteFast.set(conn, f);
  return f;
}
