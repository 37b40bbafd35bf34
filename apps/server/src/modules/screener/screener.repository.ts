import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database, FilterMatchesTable, FiltersTable, PlansTable } from '../../platform/db/schema';

/** The screener's SQL: plans, filters, stored matches and match sets. */
type Db = Kysely<Database>;
export type FilterRow = Selectable<FiltersTable>;
export type PlanRow = Selectable<PlansTable>;
export type NewFilterRow = Insertable<FiltersTable>;
export type NewMatchRow = Insertable<FilterMatchesTable>;

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

export async function countOwnFilters(db: Db, ownerId: string): Promise<number> {
  const r = await db
    .selectFrom('filters')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('owner_id', '=', ownerId)
    .executeTakeFirstOrThrow();
  return Number(r.n);
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

export async function insertFilter(db: Db, row: NewFilterRow): Promise<void> {
  await db.insertInto('filters').values(row).execute();
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
    // matches and the match set go with the filter (SQLite runs without foreign key enforcement)
    const owned = await trx
      .selectFrom('filters')
      .select('id')
      .where('id', '=', id)
      .where('owner_id', '=', ownerId)
      .executeTakeFirst();
    if (!owned) return false;
    await trx.deleteFrom('filter_matches').where('filter_id', '=', id).execute();
    await trx.deleteFrom('filter_match_state').where('filter_id', '=', id).execute();
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

/** Size of each filter's current match set. */
export async function countMatchSets(db: Db, filterIds: string[]): Promise<Map<string, number>> {
  if (filterIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('filter_match_state')
    .select(['filter_id', (eb) => eb.fn.countAll<number>().as('n')])
    .where('filter_id', 'in', filterIds)
    .groupBy('filter_id')
    .execute();
  return new Map(rows.map((r) => [r.filter_id, Number(r.n)]));
}

/** `filterId|symbol` of every market of `symbols` in a filter's match set now. */
export async function filtersHoldingMarkets(
  db: Db,
  feed: { exchangeId: number; dataType: number },
  symbols: string[],
): Promise<Set<string>> {
  const out = new Set<string>();
  for (let i = 0; i < symbols.length; i += CHUNK) {
    const rows = await db
      .selectFrom('filter_match_state')
      .select(['filter_id', 'symbol'])
      .where('exchange_id', '=', feed.exchangeId)
      .where('data_type', '=', feed.dataType)
      .where('symbol', 'in', symbols.slice(i, i + CHUNK))
      .execute();
    for (const r of rows) out.add(`${r.filter_id}|${r.symbol}`);
  }
  return out;
}

/** Rows per statement: under SQLite's and PostgreSQL's limits on bound parameters. */
const CHUNK = 500;

/**
 * One screened close of some markets: the matches stored (a key already stored, a redelivered candle,
 * is left as it was), the match sets updated: matched filters hold their market from this candle on
 * (unless they already did), `left` lets it go. A set only moves forward in time.
 */
export async function saveScreening(
  db: Db,
  feed: { exchangeId: number; dataType: number },
  candleTime: number,
  matches: NewMatchRow[],
  left: { filterId: string; symbol: string }[],
  /** Runs last inside the same transaction (screening listeners). */
  within?: (trx: Db) => Promise<void>,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (let i = 0; i < matches.length; i += CHUNK) {
      const chunk = matches.slice(i, i + CHUNK);
      await trx
        .insertInto('filter_matches')
        .values(chunk)
        .onConflict((oc) =>
          oc
            .columns(['filter_id', 'exchange_id', 'data_type', 'symbol', 'interval_code', 'candle_time'])
            .doNothing(),
        )
        .execute();
      await trx
        .insertInto('filter_match_state')
        .values(
          chunk.map((x) => ({
            filter_id: x.filter_id,
            exchange_id: feed.exchangeId,
            data_type: feed.dataType,
            symbol: x.symbol,
            since: candleTime,
            last_time: candleTime,
          })),
        )
        .onConflict((oc) =>
          oc
            .columns(['filter_id', 'exchange_id', 'data_type', 'symbol'])
            .doUpdateSet({ last_time: candleTime })
            .where('filter_match_state.last_time', '<', candleTime),
        )
        .execute();
    }
    const bySymbol = new Map<string, string[]>();
    for (const l of left) bySymbol.set(l.symbol, [...(bySymbol.get(l.symbol) ?? []), l.filterId]);
    for (const [symbol, ids] of bySymbol) {
      for (let i = 0; i < ids.length; i += CHUNK) {
        await trx
          .deleteFrom('filter_match_state')
          .where('exchange_id', '=', feed.exchangeId)
          .where('data_type', '=', feed.dataType)
          .where('symbol', '=', symbol)
          .where('filter_id', 'in', ids.slice(i, i + CHUNK))
          .where('last_time', '<', candleTime)
          .execute();
      }
    }
    if (within) await within(trx);
  });
}

export interface StoredMatch {
  filterId: string;
  symbol: string;
  candleTime: number;
  entered: boolean;
  late: boolean;
}

/** Stored matches of some filters (tests and the statistics issue read them). */
export async function listStoredMatches(db: Db, filterIds: string[]): Promise<StoredMatch[]> {
  if (filterIds.length === 0) return [];
  const rows = await db
    .selectFrom('filter_matches')
    .select(['filter_id', 'symbol', 'candle_time', 'entered', 'late'])
    .where('filter_id', 'in', filterIds)
    .execute();
  return rows.map((r) => ({
    filterId: r.filter_id,
    symbol: r.symbol,
    candleTime: Number(r.candle_time),
    entered: r.entered === 1,
    late: r.late === 1,
  }));
}
