import type BetterSqlite3 from 'better-sqlite3';
import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import { sqliteConnectionOf } from '../../platform/db/database';
import type { Database } from '../../platform/db/schema';
import { fromExcluded } from '../../platform/db/upsert';
import { packSets, unpackBits } from './match-bits';
import type { Allocate } from './scratch-buffers';
import type { FiltersTable, PlansTable } from './screener.tables';

/** The screener's SQL: plans, filters and match sets (spans: when a market entered and left a set). */
type Db = Kysely<Database>;
export type FilterRow = Selectable<FiltersTable>;
export type PlanRow = Selectable<PlansTable>;
export type NewFilterRow = Insertable<FiltersTable>;

/** PostgreSQL answers bigint as text: every time read back goes through this. */
const num = <T extends { created_at: number; updated_at: number }>(r: T): T => ({
  ...r,
  created_at: Number(r.created_at),
  updated_at: Number(r.updated_at),
});

export const findPlanOfRole = (db: Db, role: string): Promise<PlanRow | undefined> =>
  db.selectFrom('plans').selectAll().where('role_code', '=', role).executeTakeFirst();

export const listPlans = (db: Db): Promise<PlanRow[]> => db.selectFrom('plans').selectAll().execute();

export const findPlanByCode = (db: Db, code: string): Promise<PlanRow | undefined> =>
  db.selectFrom('plans').selectAll().where('code', '=', code).executeTakeFirst();

/** Fills a plan's sales columns while it has no price yet (operators' later edits are kept). */
export async function setPlanSalesIfUnset(
  db: Db,
  code: string,
  values: Updateable<PlansTable>,
): Promise<void> {
  await db
    .updateTable('plans')
    .set(values)
    .where('code', '=', code)
    .where('monthly_price', 'is', null)
    .execute();
}

export async function insertPlans(db: Db, rows: Insertable<PlansTable>[]): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insertInto('plans')
    .values(rows)
    .onConflict((oc) => oc.column('code').doNothing())
    .execute();
}

export async function insertSystemFilters(db: Db, rows: NewFilterRow[]): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insertInto('filters')
    .values(rows)
    .onConflict((oc) => oc.column('code').doNothing())
    .execute();
}

export async function listOwnFilters(db: Db, ownerId: string): Promise<FilterRow[]> {
  const rows = await db
    .selectFrom('filters')
    .selectAll()
    .where('owner_id', '=', ownerId)
    .orderBy('created_at', 'asc')
    .orderBy('id', 'asc')
    .execute();
  return rows.map(num);
}

/** The owner's filter of that id; another owner's (or a system filter) reads as absent. */
export async function findOwnFilter(db: Db, ownerId: string, id: string): Promise<FilterRow | undefined> {
  const r = await db
    .selectFrom('filters')
    .selectAll()
    .where('id', '=', id)
    .where('owner_id', '=', ownerId)
    .executeTakeFirst();
  return r && num(r);
}

export async function listSystemFilters(db: Db): Promise<FilterRow[]> {
  const rows = await db
    .selectFrom('filters')
    .selectAll()
    .where('owner_id', 'is', null)
    .where('code', 'is not', null)
    .orderBy('code', 'asc')
    .execute();
  return rows.map(num);
}

export async function findSystemFilter(db: Db, code: string): Promise<FilterRow | undefined> {
  const r = await db
    .selectFrom('filters')
    .selectAll()
    .where('code', '=', code)
    .where('owner_id', 'is', null)
    .executeTakeFirst();
  return r && num(r);
}

/**
 * How many filters the member owns (only those that notify when asked; `except` leaves one out, the
 * filter being changed).
 */
export async function countOwnFilters(
  db: Db,
  ownerId: string,
  { notifying = false, except }: { notifying?: boolean; except?: string } = {},
): Promise<number> {
  let q = db
    .selectFrom('filters')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('owner_id', '=', ownerId);
  if (notifying) q = q.where('notify', '=', 1);
  if (except) q = q.where('id', '!=', except);
  return Number((await q.executeTakeFirstOrThrow()).n);
}

export async function insertFilter(db: Db, row: NewFilterRow & { owner_id: string }): Promise<void> {
  await db.insertInto('filters').values(row).execute();
}

/** Whether a member's filter notifies, or null when they own none of that id. */
export async function ownFilterNotifies(db: Db, ownerId: string, id: string): Promise<boolean | null> {
  const current = await db
    .selectFrom('filters')
    .select('notify')
    .where('id', '=', id)
    .where('owner_id', '=', ownerId)
    .executeTakeFirst();
  return current ? Number(current.notify) === 1 : null;
}

/** Changes a member's filter (none when they own no filter of that id). */
export async function updateOwnFilter(
  db: Db,
  ownerId: string,
  id: string,
  changes: Partial<NewFilterRow>,
): Promise<void> {
  await db.updateTable('filters').set(changes).where('id', '=', id).where('owner_id', '=', ownerId).execute();
}

export async function deleteOwnFilter(db: Db, ownerId: string, id: string): Promise<boolean> {
  const r = await db
    .deleteFrom('filters')
    .where('id', '=', id)
    .where('owner_id', '=', ownerId)
    .executeTakeFirst();
  return Number(r.numDeletedRows) > 0;
}

/** Active filters of one exchange and data type (what its candle closes screen). */
export async function listActiveFilters(db: Db, exchangeId: number, dataType: number) {
  return db
    .selectFrom('filters')
    .select(['id', 'interval_code', 'condition_list'])
    .where('exchange_id', '=', exchangeId)
    .where('data_type', '=', dataType)
    .where('active', '=', 1)
    .execute();
}

/** Rows per statement: under SQLite's and PostgreSQL's limits on bound parameters. */
const CHUNK = 500;

/** A plan's ordered filter ids, once (every instance computes the same id for the same plan). */
export async function savePlan(db: Db, plan: { id: string; filterIds: readonly string[] }, now: number) {
  await db
    .insertInto('screening_plans')
    .values({ id: plan.id, filter_ids: JSON.stringify(plan.filterIds), created_at: now })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
}

export async function findPlan(db: Db, id: string): Promise<string[] | undefined> {
  const r = await db
    .selectFrom('screening_plans')
    .select('filter_ids')
    .where('id', '=', id)
    .executeTakeFirst();
  return r ? (JSON.parse(r.filter_ids) as string[]) : undefined;
}

export interface ScreenedRow {
  symbol: string;
  candleTime: number;
  planId: string;
  matched: Uint8Array;
  entered: Uint8Array;
  late: boolean;
}

const screenedRow = (r: {
  symbol: string;
  candle_time: number;
  plan_id: string;
  matched: Uint8Array;
  entered: Uint8Array;
  late: number;
  packed: number;
}): ScreenedRow => ({
  symbol: r.symbol,
  candleTime: Number(r.candle_time),
  planId: r.plan_id,
  matched: r.packed === 1 ? unpackBits(r.matched) : r.matched,
  entered: r.packed === 1 ? unpackBits(r.entered) : r.entered,
  late: r.late === 1,
});

type Feed = { exchangeId: number; dataType: number; interval: string };

/** The screened rows of some markets at one candle (the previous close, after a start or a gap). */
export async function screenedAt(
  db: Db,
  feed: Feed,
  symbols: string[],
  candleTime: number,
): Promise<ScreenedRow[]> {
  const out: ScreenedRow[] = [];
  for (let i = 0; i < symbols.length; i += CHUNK) {
    const rows = await db
      .selectFrom('screened_candles')
      .select(['symbol', 'candle_time', 'plan_id', 'matched', 'entered', 'late', 'packed'])
      .where('exchange_id', '=', feed.exchangeId)
      .where('data_type', '=', feed.dataType)
      .where('interval_code', '=', feed.interval)
      .where('candle_time', '=', candleTime)
      .where('symbol', 'in', symbols.slice(i, i + CHUNK))
      .execute();
    out.push(...rows.map(screenedRow));
  }
  return out;
}

/** A feed's screened rows from `since` on (match counts read the latest close's). */
export async function screenedSince(db: Db, feed: Feed, since: number): Promise<ScreenedRow[]> {
  const rows = await db
    .selectFrom('screened_candles')
    .select(['symbol', 'candle_time', 'plan_id', 'matched', 'entered', 'late', 'packed'])
    .where('exchange_id', '=', feed.exchangeId)
    .where('data_type', '=', feed.dataType)
    .where('interval_code', '=', feed.interval)
    .where('candle_time', '>=', since)
    .orderBy('candle_time')
    .execute();
  return rows.map(screenedRow);
}

/** Open time of a feed's newest screened candle. */
export async function lastScreenedTime(db: Db, feed: Feed): Promise<number | null> {
  const r = await db
    .selectFrom('screened_candles')
    .select((eb) => eb.fn.max('candle_time').as('t'))
    .where('exchange_id', '=', feed.exchangeId)
    .where('data_type', '=', feed.dataType)
    .where('interval_code', '=', feed.interval)
    .executeTakeFirst();
  return r?.t == null ? null : Number(r.t);
}

const SCREENED_KEY = ['exchange_id', 'data_type', 'interval_code', 'symbol', 'candle_time'] as const;

type ScreenedClose = Feed & { candleTime: number; planId: string };
type ScreenedInput = { symbol: string; matched: Uint8Array; entered: Uint8Array; late: boolean };

const blob = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

/** One market's row of a close, its sets packed (packSets), as both write paths store it. */
const screenedRowOf = (
  close: ScreenedClose,
  r: ScreenedInput,
  packed: { matched: Uint8Array; entered: Uint8Array },
  now: number,
) => ({
  exchange_id: close.exchangeId,
  data_type: close.dataType,
  interval_code: close.interval,
  symbol: r.symbol,
  candle_time: close.candleTime,
  plan_id: close.planId,
  matched: blob(packed.matched),
  entered: blob(packed.entered),
  late: r.late ? 1 : 0,
  packed: 1,
  created_at: now,
});
const SCREENED_COLUMNS: (keyof ReturnType<typeof screenedRowOf>)[] = [
  ...SCREENED_KEY,
  'plan_id',
  'matched',
  'entered',
  'late',
  'packed',
  'created_at',
];

/**
 * One row's upsert, prepared once per SQLite connection, its values bound in SCREENED_COLUMNS' order:
 * binding by name looked each of the eleven up by its text, a quarter of the close's 500 upserts.
 */
const SCREENED_UPSERT =
  `insert into screened_candles (${SCREENED_COLUMNS.join(', ')}) ` +
  `values (${SCREENED_COLUMNS.map(() => '?').join(', ')}) ` +
  `on conflict (${SCREENED_KEY.join(', ')}) do update set plan_id = excluded.plan_id, ` +
  'matched = excluded.matched, entered = excluded.entered, packed = excluded.packed ' +
  'where screened_candles.plan_id <> excluded.plan_id';
const screenedUpserts = new WeakMap<BetterSqlite3.Database, BetterSqlite3.Statement>();

/**
 * One screened close: a row per market. A candle stored already, delivered again, stays as it was,
 * unless the filters changed in between: then the row holds what the current filters found. `within`
 * runs last in the same transaction; the packed sets are written into buffers from `alloc`, free
 * again once this resolves.
 *
 * On SQLite the rows go through one prepared single-row statement on the raw connection, inside the
 * transaction Kysely opened on it (it holds the one connection until commit): building and compiling a
 * 500-row insert of 5,500 values through the query builder cost more than SQLite's writing them.
 */
export async function saveScreenedCandles(
  db: Db,
  close: ScreenedClose,
  rows: ScreenedInput[],
  now: number,
  { within, alloc }: { within?: (trx: Db) => Promise<void>; alloc?: Allocate } = {},
): Promise<void> {
  const conn = sqliteConnectionOf(db);
  const matched = packSets(
    rows.map((r) => r.matched),
    alloc,
  );
  const entered = packSets(
    rows.map((r) => r.entered),
    alloc,
  );
  const packedOf = (i: number) => ({ matched: matched[i], entered: entered[i] });
  await db.transaction().execute(async (trx) => {
    if (conn) {
      let upsert = screenedUpserts.get(conn);
      if (!upsert) {
        upsert = conn.prepare(SCREENED_UPSERT);
        screenedUpserts.set(conn, upsert);
      }
      for (let i = 0; i < rows.length; i++) {
        const r = screenedRowOf(close, rows[i], packedOf(i), now);
        upsert.run(SCREENED_COLUMNS.map((c) => r[c]));
      }
    } else {
      for (let i = 0; i < rows.length; i += CHUNK) {
        await trx
          .insertInto('screened_candles')
          .values(rows.slice(i, i + CHUNK).map((r, j) => screenedRowOf(close, r, packedOf(i + j), now)))
          .onConflict((oc) =>
            oc
              .columns([...SCREENED_KEY])
              .doUpdateSet(fromExcluded('screened_candles', ['plan_id', 'matched', 'entered', 'packed']))
              .where('screened_candles.plan_id', '<>', (eb) => eb.ref('excluded.plan_id')),
          )
          .execute();
      }
    }
    if (within) await within(trx);
  });
}

/** Screened candles stored before `before` (created time), and the plans no row refers to any more. */
export async function deleteScreenedBefore(db: Db, before: number): Promise<number> {
  const r = await db.deleteFrom('screened_candles').where('created_at', '<', before).executeTakeFirst();
  await db
    .deleteFrom('screening_plans')
    .where('created_at', '<', before)
    .where('id', 'not in', (eb) => eb.selectFrom('screened_candles').select('plan_id').distinct())
    .execute();
  return Number(r.numDeletedRows);
}
