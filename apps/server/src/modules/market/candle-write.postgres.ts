import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { candleColor as colorOf } from '@bitdata/core';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { inPgTransaction } from '../../platform/db/pg-transaction';
import { blocksTouched } from './candle-blocks';
import {
  COLUMNS,
  finiteOrNull,
  KEY,
  originCode,
  rowSeriesIds,
  type SeriesRow,
  type Span,
  setSeriesIds,
  UPDATE_SET,
} from './candle-rows';
import type { SeriesCandle } from './market.types';

/**
 * PostgreSQL fast path, one transaction on one pooled connection, candles sent by binary COPY (no SQL
 * text, no array parsing: the cheapest way into the server). When market_series shows that every series
 * of the batch starts after its stored last candle, the COPY goes straight into market_candles; otherwise
 * (overlap, or a concurrent writer got there first: unique violation) it goes to a session-private
 * temporary staging table and one INSERT ... SELECT ... ON CONFLICT DO UPDATE moves it over, with the same
 * semantics.
 */
const STAGE = 'market_candles_stage';
const CREATE_STAGE =
  `create temporary table if not exists ${STAGE} (like market_candles including defaults) ` +
  'on commit delete rows';
const COPY_STAGE = `copy ${STAGE} (${COLUMNS.join(', ')}) from stdin with (format binary)`;
const PG_MERGE_STAGE =
  `insert into market_candles (${COLUMNS.join(', ')}) select ${COLUMNS.join(', ')} from ${STAGE} ` +
  `on conflict (${KEY}) do update set ${UPDATE_SET}`;
// COPY straight into market_candles costs less than half of INSERT ... ON CONFLICT (no staging, no
// speculative insertion): used when market_series proves no candle of the batch can exist yet (each
// series' batch starts after its stored last candle).
const COPY_CANDLES = `copy market_candles (${COLUMNS.join(', ')}) from stdin with (format binary)`;
// One round trip before the candles: counts the series whose stored last candle is not before the batch
// (`o`, read from the snapshot taken before the upsert: WITH sub-statements do not see each other's
// writes), upserts every series' first/last time and returns the ids the candles are keyed by.
const PG_SERIES_UPSERT =
  'with k as (select * from unnest($1::int[], $2::int[], $3::varchar[], $4::varchar[], $5::bigint[], $6::bigint[]) ' +
  'as k(exchange_id, data_type, symbol, interval_code, first_time, last_time)), ' +
  'o as (select count(*)::int as n from k join market_series s using (exchange_id, data_type, symbol, interval_code) ' +
  'where k.first_time <= s.last_time), ' +
  'u as (insert into market_series (exchange_id, data_type, symbol, interval_code, first_time, last_time) ' +
  'select exchange_id, data_type, symbol, interval_code, first_time, last_time from k ' +
  'on conflict (exchange_id, data_type, symbol, interval_code) do update set ' +
  'first_time = least(excluded.first_time, market_series.first_time), ' +
  'last_time = greatest(excluded.last_time, market_series.last_time) ' +
  'returning id, exchange_id, data_type, symbol, interval_code) ' +
  'select u.id, u.exchange_id, u.data_type, u.symbol, u.interval_code, (select n from o) as overlaps from u';
// The candle blocks (a cache of these rows) each written span may touch, deleted in the transaction that
// holds the series rows' locks (candle-blocks.repository.ts builds blocks under them).
const PG_DROP_BLOCKS =
  'delete from market_candle_blocks b using unnest($1::int[], $2::bigint[], $3::bigint[]) as k(id, lo, hi) ' +
  'where b.series_id = k.id and b.block between k.lo and k.hi';
/** clients (pooled sessions) whose temporary staging table exists */
const staged = new WeakSet<pg.PoolClient>();
const COPY_ROWS = 10_000;
// 2 (field count) + 10 × 4 (lengths) + 4 + 8 × 7 + 2 + 2: every field has a fixed size (a null quote
// volume is 8 bytes shorter, a null origin 2)
const COPY_TUPLE_BYTES = 106;
const COPY_HEADER = Buffer.from([
  0x50, 0x47, 0x43, 0x4f, 0x50, 0x59, 0x0a, 0xff, 0x0d, 0x0a, 0x00, 0, 0, 0, 0, 0, 0, 0, 0,
]);
const TWO_32 = 4_294_967_296;

/** Rows [from, to) in PostgreSQL's binary COPY tuple format (no header or trailer). */
function copyTuples(rows: SeriesCandle[], ids: Int32Array, from: number, to: number): Buffer {
  const b = Buffer.allocUnsafe((to - from) * COPY_TUPLE_BYTES);
  let p = 0;
  for (let i = from; i < to; i++) {
    const c = rows[i].candle;
    p = b.writeInt16BE(COLUMNS.length, p);
    p = b.writeInt32BE(4, p);
    p = b.writeInt32BE(ids[i], p);
    const hi = Math.floor(c.time / TWO_32);
    p = b.writeInt32BE(8, p);
    p = b.writeInt32BE(hi, p);
    p = b.writeUInt32BE(c.time - hi * TWO_32, p);
    p = b.writeInt32BE(8, p);
    p = b.writeDoubleBE(c.open, p);
    p = b.writeInt32BE(8, p);
    p = b.writeDoubleBE(c.high, p);
    p = b.writeInt32BE(8, p);
    p = b.writeDoubleBE(c.low, p);
    p = b.writeInt32BE(8, p);
    p = b.writeDoubleBE(c.close, p);
    p = b.writeInt32BE(8, p);
    p = b.writeDoubleBE(c.volume, p);
    const q = finiteOrNull(c.quoteVolume);
    if (q === null) p = b.writeInt32BE(-1, p);
    else {
      p = b.writeInt32BE(8, p);
      p = b.writeDoubleBE(q, p);
    }
    p = b.writeInt32BE(2, p);
    p = b.writeInt16BE(colorOf(c.open, c.close), p);
    const origin = originCode(rows[i].origin);
    if (origin === null) p = b.writeInt32BE(-1, p);
    else {
      p = b.writeInt32BE(2, p);
      p = b.writeInt16BE(origin, p);
    }
  }
  return b.subarray(0, p);
}

function* copyStream(rows: SeriesCandle[], ids: Int32Array): Generator<Buffer> {
  yield COPY_HEADER;
  for (let i = 0; i < rows.length; i += COPY_ROWS)
    yield copyTuples(rows, ids, i, Math.min(rows.length, i + COPY_ROWS));
  yield Buffer.from([0xff, 0xff]);
}

export async function upsertPgCopy(
  pool: pg.Pool,
  rows: SeriesCandle[],
  spans: Map<string, Span>,
): Promise<void> {
  // the session-private staging table, made once per pooled connection, outside the transaction
  const stage = async (client: pg.PoolClient) => {
    if (staged.has(client)) return;
    await client.query(CREATE_STAGE);
    staged.add(client);
  };
  await inPgTransaction(
    pool,
    async (client) => {
      const list = [...spans.values()];
      const keys = [
        list.map((x) => x.s.exchangeId),
        list.map((x) => x.s.dataType),
        list.map((x) => x.s.symbol),
        list.map((x) => x.s.interval),
      ];
      const series = await client.query<SeriesRow & { overlaps: number }>(PG_SERIES_UPSERT, [
        ...keys,
        list.map((x) => x.first),
        list.map((x) => x.last),
      ]);
      setSeriesIds(spans, series.rows);
      const touched = list.map((x) => blocksTouched(x.s.interval, x.first, x.last));
      await client.query(PG_DROP_BLOCKS, [
        list.map((x) => x.id),
        touched.map(([lo]) => lo),
        touched.map(([, hi]) => hi),
      ]);
      const ids = rowSeriesIds(rows, spans);
      let done = false;
      if (series.rows[0].overlaps === 0) {
        // every candle is new: COPY straight into the table. A concurrent writer may still have inserted
        // some of them (unique violation): then undo that and take the upsert path.
        await client.query('savepoint candles_new');
        try {
          await pipeline(Readable.from(copyStream(rows, ids)), client.query(copyFrom(COPY_CANDLES)));
          await client.query('release savepoint candles_new');
          done = true;
        } catch (err) {
          if ((err as { code?: string }).code !== '23505') throw err;
          await client.query('rollback to savepoint candles_new');
        }
      }
      if (!done) {
        await pipeline(Readable.from(copyStream(rows, ids)), client.query(copyFrom(COPY_STAGE)));
        await client.query(PG_MERGE_STAGE);
      }
    },
    stage,
  );
}
