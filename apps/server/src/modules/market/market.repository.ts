import type { FeedStatus } from '@bitdata/contracts';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../platform/db/schema';
import { fromExcluded } from '../../platform/db/upsert';
import type { LongShortRow, MarketId, MarketRow, TickerRow } from './market.types';

/** Markets (the universe), 24 h tickers, top-trader long/short ratios and feed status. */
type Db = Kysely<Database> | Transaction<Database>;

const num = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v));
const finite = (v: number | null | undefined): number | null =>
  v === null || v === undefined || !Number.isFinite(v) ? null : v;

export async function upsertMarkets(db: Db, rows: MarketRow[], now: number): Promise<void> {
  for (let i = 0; i < rows.length; i += 500) {
    const values = rows.slice(i, i + 500).map((m) => ({
      exchange_id: m.exchangeId,
      data_type: m.dataType,
      symbol: m.symbol,
      base: m.base,
      quote: m.quote,
      exchange_symbol: m.exchangeSymbol,
      active: m.active ? 1 : 0,
      pinned: m.pinned ? 1 : 0,
      rank: m.rank,
      updated_at: now,
    }));
    await db
      .insertInto('markets')
      .values(values)
      // pinned is the operator's decision: an upsert from the exchange never clears it
      .onConflict((oc) =>
        oc
          .columns(['exchange_id', 'data_type', 'symbol'])
          .doUpdateSet(
            fromExcluded('markets', ['base', 'quote', 'exchange_symbol', 'active', 'rank', 'updated_at']),
          ),
      )
      .execute();
  }
}

/** Inserts markets that are missing, leaves existing ones untouched (the seed must not demote live data). */
export async function insertMissingMarkets(db: Db, rows: MarketRow[], now: number): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insertInto('markets')
    .values(
      rows.map((m) => ({
        exchange_id: m.exchangeId,
        data_type: m.dataType,
        symbol: m.symbol,
        base: m.base,
        quote: m.quote,
        exchange_symbol: m.exchangeSymbol,
        active: m.active ? 1 : 0,
        pinned: m.pinned ? 1 : 0,
        rank: m.rank,
        updated_at: now,
      })),
    )
    .onConflict((oc) => oc.columns(['exchange_id', 'data_type', 'symbol']).doNothing())
    .execute();
}

/** Clears the rank of markets of one exchange/data type that fell out of the top N. */
export async function clearRanksExcept(
  db: Db,
  exchangeId: number,
  dataType: number,
  keep: string[],
): Promise<void> {
  let q = db
    .updateTable('markets')
    .set({ rank: null })
    .where('exchange_id', '=', exchangeId)
    .where('data_type', '=', dataType);
  if (keep.length > 0) q = q.where('symbol', 'not in', keep);
  await q.execute();
}

export async function setPinned(db: Db, m: MarketId, pinned: boolean, now: number): Promise<boolean> {
  const r = await db
    .updateTable('markets')
    .set({ pinned: pinned ? 1 : 0, updated_at: now })
    .where('exchange_id', '=', m.exchangeId)
    .where('data_type', '=', m.dataType)
    .where('symbol', '=', m.symbol)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}

type MarketDbRow = Database['markets'];
const toMarket = (r: MarketDbRow): MarketRow => ({
  exchangeId: r.exchange_id,
  dataType: r.data_type,
  symbol: r.symbol,
  base: r.base,
  quote: r.quote,
  exchangeSymbol: r.exchange_symbol,
  active: r.active === 1,
  pinned: r.pinned === 1,
  rank: num(r.rank),
});

export async function findMarket(db: Db, m: MarketId): Promise<MarketRow | undefined> {
  const r = await db
    .selectFrom('markets')
    .selectAll()
    .where('exchange_id', '=', m.exchangeId)
    .where('data_type', '=', m.dataType)
    .where('symbol', '=', m.symbol)
    .executeTakeFirst();
  return r ? toMarket(r) : undefined;
}

/** The tracked universe: ranked (top N) or pinned markets that are active. */
export async function listUniverse(db: Db, exchangeId?: number, dataType?: number): Promise<MarketRow[]> {
  let q = db
    .selectFrom('markets')
    .selectAll()
    .where('active', '=', 1)
    .where((eb) => eb.or([eb('rank', 'is not', null), eb('pinned', '=', 1)]));
  if (exchangeId !== undefined) q = q.where('exchange_id', '=', exchangeId);
  if (dataType !== undefined) q = q.where('data_type', '=', dataType);
  const rows = await q.orderBy('exchange_id').orderBy('data_type').orderBy('symbol').execute();
  return rows.map(toMarket);
}

export interface MarketListFilter {
  exchangeId?: number;
  dataType?: number;
  search?: string;
  sort: 'volume' | 'change' | 'symbol';
  order: 'asc' | 'desc';
  offset: number;
  limit: number;
}

/** A page of markets with their ticker, sorted by 24 h quote volume, change or name. */
export async function listMarkets(
  db: Db,
  f: MarketListFilter,
): Promise<{ rows: Array<MarketRow & { ticker: TickerRow | null }>; total: number }> {
  let q = db
    .selectFrom('markets as m')
    .leftJoin('market_tickers as t', (j) =>
      j
        .onRef('t.exchange_id', '=', 'm.exchange_id')
        .onRef('t.data_type', '=', 'm.data_type')
        .onRef('t.symbol', '=', 'm.symbol'),
    );
  if (f.exchangeId !== undefined) q = q.where('m.exchange_id', '=', f.exchangeId);
  if (f.dataType !== undefined) q = q.where('m.data_type', '=', f.dataType);
  if (f.search) q = q.where('m.symbol', 'like', `%${f.search.toUpperCase().replace(/[%_\\]/g, '')}%`);
  const total = await q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  const sortColumn =
    f.sort === 'volume' ? 't.quote_volume' : f.sort === 'change' ? 't.change_percent' : 'm.symbol';
  const rows = await q
    .selectAll('m')
    .select([
      't.price',
      't.open',
      't.high',
      't.low',
      't.change_percent',
      't.volume',
      't.quote_volume',
      't.time',
      't.source',
    ])
    // markets without a ticker go last whatever the order; ties break by name so pages are stable
    .orderBy((eb) => eb.case().when(sortColumn, 'is', null).then(1).else(0).end())
    .orderBy(sortColumn, f.order)
    .orderBy('m.symbol')
    .orderBy('m.exchange_id')
    .orderBy('m.data_type')
    .offset(f.offset)
    .limit(f.limit)
    .execute();
  return {
    total: Number(total.n),
    rows: rows.map((r) => ({
      ...toMarket(r),
      ticker: r.source
        ? {
            exchangeId: r.exchange_id,
            dataType: r.data_type,
            symbol: r.symbol,
            price: num(r.price),
            open: num(r.open),
            high: num(r.high),
            low: num(r.low),
            changePercent: num(r.change_percent),
            volume: num(r.volume),
            quoteVolume: num(r.quote_volume),
            time: num(r.time),
            source: r.source as TickerRow['source'],
          }
        : null,
    })),
  };
}

export async function upsertTickers(db: Db, rows: TickerRow[], now: number): Promise<void> {
  for (let i = 0; i < rows.length; i += 500) {
    const values = rows.slice(i, i + 500).map((t) => ({
      exchange_id: t.exchangeId,
      data_type: t.dataType,
      symbol: t.symbol,
      price: finite(t.price),
      open: finite(t.open),
      high: finite(t.high),
      low: finite(t.low),
      change_percent: finite(t.changePercent),
      volume: finite(t.volume),
      quote_volume: finite(t.quoteVolume),
      time: t.time,
      source: t.source,
      updated_at: now,
    }));
    await db
      .insertInto('market_tickers')
      .values(values)
      .onConflict((oc) =>
        oc
          .columns(['exchange_id', 'data_type', 'symbol'])
          .doUpdateSet(
            fromExcluded('market_tickers', [
              'price',
              'open',
              'high',
              'low',
              'change_percent',
              'volume',
              'quote_volume',
              'time',
              'source',
              'updated_at',
            ]),
          ),
      )
      .execute();
  }
}

type TickerDbRow = Database['market_tickers'];
const toTicker = (r: TickerDbRow): TickerRow => ({
  exchangeId: r.exchange_id,
  dataType: r.data_type,
  symbol: r.symbol,
  price: num(r.price),
  open: num(r.open),
  high: num(r.high),
  low: num(r.low),
  changePercent: num(r.change_percent),
  volume: num(r.volume),
  quoteVolume: num(r.quote_volume),
  time: num(r.time),
  source: r.source as TickerRow['source'],
});

export async function listTickers(
  db: Db,
  f: { exchangeId?: number; dataType?: number; symbols?: string[]; limit?: number; byVolume?: boolean } = {},
): Promise<TickerRow[]> {
  let q = db.selectFrom('market_tickers').selectAll();
  if (f.exchangeId !== undefined) q = q.where('exchange_id', '=', f.exchangeId);
  if (f.dataType !== undefined) q = q.where('data_type', '=', f.dataType);
  if (f.symbols) q = q.where('symbol', 'in', f.symbols.length ? f.symbols : ['']);
  if (f.byVolume) q = q.where('quote_volume', 'is not', null).orderBy('quote_volume', 'desc');
  q = q.orderBy('symbol').orderBy('exchange_id').orderBy('data_type');
  if (f.limit) q = q.limit(f.limit);
  return (await q.execute()).map(toTicker);
}

export async function upsertLongShort(db: Db, rows: LongShortRow[]): Promise<void> {
  for (let i = 0; i < rows.length; i += 500) {
    await db
      .insertInto('market_long_short')
      .values(
        rows.slice(i, i + 500).map((r) => ({
          exchange_id: r.exchangeId,
          data_type: r.dataType,
          symbol: r.symbol,
          period: r.period,
          time: r.time,
          position_ratio: finite(r.positionRatio),
          account_ratio: finite(r.accountRatio),
        })),
      )
      // the two ratios come from two endpoints: an upsert carrying one must not erase the other
      .onConflict((oc) =>
        oc.columns(['exchange_id', 'data_type', 'symbol', 'period', 'time']).doUpdateSet((eb) => ({
          position_ratio: eb.fn.coalesce('excluded.position_ratio', 'market_long_short.position_ratio'),
          account_ratio: eb.fn.coalesce('excluded.account_ratio', 'market_long_short.account_ratio'),
        })),
      )
      .execute();
  }
}

/** Up to this many markets, ratios are read market by market by the key; more, by time (0710). */
const RATIOS_BY_KEY = 32;

/** Ratios of `period` timed from `from` to `to` (inclusive) of some markets of one feed, oldest first. */
export async function listLongShort(
  db: Db,
  feed: { exchangeId: number; dataType: number },
  symbols: string[],
  period: string,
  from: number,
  to: number,
): Promise<LongShortRow[]> {
  if (symbols.length === 0) return [];
  let q = db
    .selectFrom('market_long_short')
    .selectAll()
    .where('exchange_id', '=', feed.exchangeId)
    .where('data_type', '=', feed.dataType)
    .where('period', '=', period)
    .where('time', '>=', from)
    .where('time', '<=', to);
  // a few markets over any span (a chart, a backtest): the key; a close's hundreds of markets over a
  // few candles: the feed's rows of those candles, one range of the time index, the markets picked here
  const many = symbols.length > RATIOS_BY_KEY;
  if (!many) q = q.where('symbol', 'in', symbols);
  let rows = await q.orderBy('time').execute();
  if (many) {
    const wanted = new Set(symbols);
    rows = rows.filter((r) => wanted.has(r.symbol));
  }
  return rows.map((r) => ({
    exchangeId: r.exchange_id,
    dataType: r.data_type,
    symbol: r.symbol,
    period: r.period as LongShortRow['period'],
    time: Number(r.time),
    positionRatio: num(r.position_ratio),
    accountRatio: num(r.account_ratio),
  }));
}

/** The latest ratio of `period` at or before `atOrBefore`. */
export async function latestLongShort(
  db: Db,
  m: MarketId,
  period: string,
  atOrBefore?: number,
): Promise<LongShortRow | undefined> {
  let q = db
    .selectFrom('market_long_short')
    .selectAll()
    .where('exchange_id', '=', m.exchangeId)
    .where('data_type', '=', m.dataType)
    .where('symbol', '=', m.symbol)
    .where('period', '=', period);
  if (atOrBefore !== undefined) q = q.where('time', '<=', atOrBefore);
  const r = await q.orderBy('time', 'desc').limit(1).executeTakeFirst();
  return r
    ? {
        exchangeId: r.exchange_id,
        dataType: r.data_type,
        symbol: r.symbol,
        period: r.period as LongShortRow['period'],
        time: Number(r.time),
        positionRatio: num(r.position_ratio),
        accountRatio: num(r.account_ratio),
      }
    : undefined;
}

export async function saveFeedStatus(db: Db, s: FeedStatus, now: number): Promise<void> {
  await db
    .insertInto('market_feed_status')
    .values({
      exchange_id: s.exchangeId,
      data_type: s.dataType,
      state: s.state,
      source: s.source,
      last_candle_time: s.lastCandleTime,
      last_message_at: s.lastMessageAt,
      detail: s.detail?.slice(0, 500) ?? null,
      replay_time: s.replayTime,
      updated_at: now,
    })
    .onConflict((oc) =>
      oc
        .columns(['exchange_id', 'data_type'])
        .doUpdateSet(
          fromExcluded('market_feed_status', [
            'state',
            'source',
            'last_candle_time',
            'last_message_at',
            'detail',
            'replay_time',
            'updated_at',
          ]),
        ),
    )
    .execute();
}

export async function listFeedStatus(db: Db): Promise<FeedStatus[]> {
  const rows = await db
    .selectFrom('market_feed_status')
    .selectAll()
    .orderBy('exchange_id')
    .orderBy('data_type')
    .execute();
  return rows.map((r) => ({
    exchangeId: r.exchange_id,
    dataType: r.data_type,
    state: r.state as FeedStatus['state'],
    source: r.source as FeedStatus['source'],
    lastCandleTime: num(r.last_candle_time),
    lastMessageAt: num(r.last_message_at),
    detail: r.detail,
    replayTime: num(r.replay_time),
  }));
}
