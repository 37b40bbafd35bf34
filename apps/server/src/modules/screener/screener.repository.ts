import { type Insertable, type Kysely, type Selectable, sql } from 'kysely';
import type { SqlDialect } from '../../platform/db/database';
import type { Database, FiltersTable, PlansTable } from '../../platform/db/schema';

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
 * A member's new filter, unless they already own `limit` (null: no limit). The count and the insert
 * are one transaction that first writes the member's row (changing nothing): PostgreSQL holds that row
 * lock until commit and SQLite has one writer at a time, so two simultaneous creates cannot both pass.
 */
export async function insertOwnFilter(
  db: Db,
  row: NewFilterRow & { owner_id: string },
  limit: number | null,
): Promise<{ ok: true } | { ok: false; used: number }> {
  return db.transaction().execute(async (trx) => {
    await trx
      .updateTable('users')
      .set((eb) => ({ id: eb.ref('id') }))
      .where('id', '=', row.owner_id)
      .execute();
    if (limit !== null) {
      const r = await trx
        .selectFrom('filters')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('owner_id', '=', row.owner_id)
        .executeTakeFirstOrThrow();
      const used = Number(r.n);
      if (used >= limit) return { ok: false as const, used };
    }
    await trx.insertInto('filters').values(row).execute();
    return { ok: true as const };
  });
}

export async function updateOwnFilter(
  db: Db,
  ownerId: string,
  id: string,
  changes: Partial<NewFilterRow>,
): Promise<boolean> {
  const r = await db
    .updateTable('filters')
    .set(changes)
    .where('id', '=', id)
    .where('owner_id', '=', ownerId)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}

export async function deleteOwnFilter(db: Db, ownerId: string, id: string): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    // the match set goes with the filter (SQLite runs without foreign key enforcement)
    const owned = await trx
      .selectFrom('filters')
      .select('id')
      .where('id', '=', id)
      .where('owner_id', '=', ownerId)
      .executeTakeFirst();
    if (!owned) return false;
    await trx.deleteFrom('filter_match_spans').where('filter_id', '=', id).execute();
    await trx.deleteFrom('filters').where('id', '=', id).execute();
    return true;
  });
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

/** Size of each filter's current match set (its open spans). */
export async function countMatchSets(db: Db, filterIds: string[]): Promise<Map<string, number>> {
  if (filterIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('filter_match_spans')
    .select(['filter_id', (eb) => eb.fn.countAll<number>().as('n')])
    .where('filter_id', 'in', filterIds)
    .where('until', 'is', null)
    .groupBy('filter_id')
    .execute();
  return new Map(rows.map((r) => [r.filter_id, Number(r.n)]));
}

/** Rows per statement: under SQLite's and PostgreSQL's limits on bound parameters. */
const CHUNK = 500;

/** Each of `symbols` with the filters (of that feed and interval) whose match set holds it now. */
export async function openSpansOf(
  db: Db,
  feed: { exchangeId: number; dataType: number; interval: string },
  symbols: string[],
): Promise<Map<string, Set<string>>> {
  const out = new Map<string, Set<string>>(symbols.map((s) => [s, new Set<string>()]));
  for (let i = 0; i < symbols.length; i += CHUNK) {
    const rows = await db
      .selectFrom('filter_match_spans')
      .select(['filter_id', 'symbol'])
      .where('exchange_id', '=', feed.exchangeId)
      .where('data_type', '=', feed.dataType)
      .where('interval_code', '=', feed.interval)
      .where('symbol', 'in', symbols.slice(i, i + CHUNK))
      .where('until', 'is', null)
      .execute();
    for (const r of rows) out.get(r.symbol)?.add(r.filter_id);
  }
  return out;
}

/**
 * One screened close: markets that entered a set open a span (an entry already stored, a redelivered
 * candle, stays as it was), markets that left close theirs at this candle (only a span opened before
 * it: a redelivered older candle never closes a newer one). `within` runs last in the same transaction.
 * A close of 10,000 filters over 500 markets moves tens of thousands of spans: each of the two writes
 * is one statement whose rows come as one JSON parameter, unpacked by the database itself (a
 * multi-row VALUES list would bind ten parameters per row, in many statements).
 */
export async function saveScreening(
  db: Db,
  dialect: SqlDialect,
  close: {
    exchangeId: number;
    dataType: number;
    interval: string;
    candleTime: number;
    entered: { filterId: string; symbol: string; origin: string }[];
    left: { filterId: string; symbol: string }[];
  },
  now: number,
  within?: (trx: Db) => Promise<void>,
): Promise<void> {
  const { exchangeId, dataType, interval, candleTime } = close;
  const entered = JSON.stringify(
    close.entered.map((e) => [e.filterId, e.symbol, e.origin === 'backfill' ? 1 : 0]),
  );
  const left = JSON.stringify(close.left.map((l) => [l.filterId, l.symbol]));
  const rows =
    dialect === 'postgres'
      ? (json: string) =>
          sql`(select e->>0 as a, e->>1 as b, (e->>2)::int as c from json_array_elements(${json}::json) as e)`
      : (json: string) =>
          sql`(select json_extract(value, '$[0]') as a, json_extract(value, '$[1]') as b, json_extract(value, '$[2]') as c from json_each(${json}))`;
  await db.transaction().execute(async (trx) => {
    if (close.entered.length > 0) {
      await sql`insert into filter_match_spans
        (filter_id, exchange_id, data_type, symbol, interval_code, since, until, late, created_at)
        select r.a, ${exchangeId}, ${dataType}, r.b, ${interval}, ${candleTime}, null, r.c, ${now}
        from ${rows(entered)} as r where true
        on conflict (filter_id, symbol, since) do nothing`.execute(trx);
    }
    if (close.left.length > 0) {
      await sql`update filter_match_spans set until = ${candleTime}
        where until is null and since < ${candleTime}
        and (filter_id, symbol) in (select r.a, r.b from ${rows(left)} as r)`.execute(trx);
    }
    if (within) await within(trx);
  });
}

export interface MatchSpan {
  filterId: string;
  symbol: string;
  since: number;
  until: number | null;
  late: boolean;
}

/** Stored match spans of some filters (tests, and whoever replays a filter's history). */
export async function listMatchSpans(db: Db, filterIds: string[]): Promise<MatchSpan[]> {
  if (filterIds.length === 0) return [];
  const rows = await db
    .selectFrom('filter_match_spans')
    .select(['filter_id', 'symbol', 'since', 'until', 'late'])
    .where('filter_id', 'in', filterIds)
    .execute();
  return rows.map((r) => ({
    filterId: r.filter_id,
    symbol: r.symbol,
    since: Number(r.since),
    until: r.until === null ? null : Number(r.until),
    late: r.late === 1,
  }));
}
