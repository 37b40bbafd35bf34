import {
  type CandleDto,
  type CandlesQuery,
  DATA_TYPE,
  dataTypeCode,
  EXCHANGE,
  type IntervalCode,
  type MarketParams,
  type MarketSummary,
  type MarketsQuery,
  type TickerDto,
} from '@bitdata/contracts';
import { columnsFromRows, computeIndicators, INDICATOR_CATALOG } from '@bitdata/core';
import type { AppDeps } from '../../platform/app-deps';
import { AppError } from '../../platform/errors';
import { readBuiltCandles } from './built-candles';
import { listCandles, listSeries } from './candle.repository';
import { candleDto } from './feed/candle-dto';
import { historyOfFeed } from './feed-history';
import * as repo from './market.repository';
import type { MarketRow, SeriesId, TickerRow } from './market.types';
import { exchangeName, INTERVALS, referenceData } from './reference-data';
import { readHistory } from './series.service';
import { BUILT_FROM } from './weekly-candles';

/** Market use cases: functions of (deps, input). Reads prefer the in-memory store, then SQL. */
type Deps = Pick<AppDeps, 'db' | 'market' | 'config'>;

const LONG_SHORT_PERIODS: IntervalCode[] = ['5m', '15m', '1h', '4h', '1d'];
const DETAIL_HISTORY = 1000;

export const getReference = () => referenceData();

const tickerDto = (t: TickerRow): TickerDto => ({
  exchangeId: t.exchangeId,
  dataType: t.dataType,
  symbol: t.symbol,
  price: t.price,
  open: t.open,
  high: t.high,
  low: t.low,
  changePercent: t.changePercent,
  volume: t.volume,
  quoteVolume: t.quoteVolume,
  time: t.time,
  source: t.source,
});

const order = (code: string) => INTERVALS.find((i) => i.code === code)?.index ?? 99;

/** Stored intervals plus those built from them (the week from daily candles). */
function withBuilt(intervals: string[]): string[] {
  const out = new Set(intervals);
  for (const [built, from] of Object.entries(BUILT_FROM)) if (out.has(from)) out.add(built);
  return [...out];
}

function summary(m: MarketRow, ticker: TickerRow | null, intervals: string[]): MarketSummary {
  return {
    exchangeId: m.exchangeId,
    exchange: exchangeName(m.exchangeId),
    dataType: m.dataType,
    symbol: m.symbol,
    base: m.base,
    quote: m.quote,
    rank: m.rank,
    pinned: m.pinned,
    active: m.active,
    intervals: withBuilt(intervals).sort((a, b) => order(a) - order(b)) as MarketSummary['intervals'],
    ticker: ticker ? tickerDto(ticker) : null,
  };
}

export async function listMarkets(
  deps: Deps,
  q: Required<Omit<MarketsQuery, 'exchange' | 'dataType' | 'search'>> & MarketsQuery,
) {
  const page = Number(q.page);
  const pageSize = Number(q.pageSize);
  const { rows, total } = await repo.listMarkets(deps.db, {
    exchangeId: q.exchange === undefined ? undefined : Number(q.exchange),
    dataType: q.dataType === undefined ? undefined : Number(q.dataType),
    search: q.search,
    sort: q.sort ?? 'volume',
    order: q.order ?? 'desc',
    offset: (page - 1) * pageSize,
    limit: pageSize,
  });
  const spans = await listSeries(deps.db, { symbols: [...new Set(rows.map((r) => r.symbol))] });
  const intervalsOf = (m: MarketRow) =>
    spans
      .filter((s) => s.exchangeId === m.exchangeId && s.dataType === m.dataType && s.symbol === m.symbol)
      .map((s) => s.interval);
  return { data: rows.map((r) => summary(r, r.ticker, intervalsOf(r))), total, page, pageSize };
}

async function requireMarket(deps: Deps, p: MarketParams): Promise<MarketRow> {
  const m = await repo.findMarket(deps.db, p);
  if (!m) throw AppError.of('NOT_FOUND', 'notFound', { market: `${p.exchangeId}:${p.dataType}:${p.symbol}` });
  return m;
}

export async function getCandles(deps: Deps, p: MarketParams, q: CandlesQuery) {
  await requireMarket(deps, p);
  const interval = (q.interval ?? '1h') as IntervalCode;
  if (q.from !== undefined && q.to !== undefined && Number(q.from) > Number(q.to)) {
    throw AppError.of('VALIDATION', 'invalidValue', [
      { path: 'from', key: 'invalidValue', message: 'from is after to' },
    ]);
  }
  const series: SeriesId = { ...p, interval };
  const limit = Number(q.limit ?? 500);
  const range = {
    from: q.from === undefined ? undefined : Number(q.from),
    to: q.to === undefined ? undefined : Number(q.to),
    limit,
  };
  const held = deps.market.store.get(series);
  // The process running the feed holds the newest closed candles (written to SQL within a second):
  // the latest `limit` come from there when it has that many, sparing a blocking SQLite read.
  const stored =
    range.from === undefined && range.to === undefined && held && held.ring.length >= limit
      ? held.ring.tail(limit)
      : await listCandles(deps.db, series, range);
  const built = stored.length === 0 && !held ? await readBuiltCandles(deps.db, series, range) : null;
  const candles = built?.candles ?? stored;
  const live = built ? built.forming : (held?.live ?? null);
  return {
    exchangeId: p.exchangeId,
    dataType: p.dataType,
    symbol: p.symbol,
    interval,
    candles: candles.map(candleDto),
    live: live ? candleDto(live) : null,
    builtFrom: built ? built.from : null,
  };
}

/** Latest value of every catalogue column: from the streaming state when this process holds the series. */
async function latestIndicators(
  deps: Deps,
  series: SeriesId,
): Promise<{ candle: CandleDto | null; values: Record<string, number | null> }> {
  const held = deps.market.store.get(series);
  let values: (name: string) => number;
  let last: CandleDto | null = null;
  if (held && held.ring.length > 0) {
    values = (name) => (held.latest as Record<string, number>)[name];
    last = candleDto(held.ring.last()!);
  } else {
    const stored = await listCandles(deps.db, series, { limit: DETAIL_HISTORY });
    const candles = stored.length
      ? stored
      : ((await readBuiltCandles(deps.db, series, { limit: DETAIL_HISTORY }))?.candles ?? []);
    if (candles.length === 0)
      return { candle: null, values: Object.fromEntries(INDICATOR_CATALOG.map((d) => [d.name, null])) };
    const cols = columnsFromRows(
      candles.map((c) => [c.time, c.open, c.high, c.low, c.close, c.volume, c.quoteVolume ?? Number.NaN]),
    );
    const out = computeIndicators(cols, { interval: series.interval });
    const i = candles.length - 1;
    values = (name) => (out as Record<string, Float64Array>)[name]?.[i] ?? Number.NaN;
    last = candleDto(candles[i]);
  }
  const record: Record<string, number | null> = {};
  for (const d of INDICATOR_CATALOG) {
    const v = values(d.name);
    record[d.name] = Number.isFinite(v) ? v : null;
  }
  return { candle: last, values: record };
}

export async function getMarketDetail(deps: Deps, p: MarketParams, interval: IntervalCode) {
  const m = await requireMarket(deps, p);
  const series: SeriesId = { ...p, interval };
  const [{ candle, values }, tickers, spans] = await Promise.all([
    latestIndicators(deps, series),
    repo.listTickers(deps.db, { exchangeId: p.exchangeId, dataType: p.dataType, symbols: [p.symbol] }),
    listSeries(deps.db, { exchangeId: p.exchangeId, dataType: p.dataType, symbols: [p.symbol] }),
  ]);
  let longShort = null;
  if (p.dataType === DATA_TYPE.future) {
    const period = LONG_SHORT_PERIODS.includes(interval) ? interval : '5m';
    const r = await repo.latestLongShort(deps.db, p, period, candle?.time);
    if (r)
      longShort = {
        period: r.period,
        time: r.time,
        positionRatio: r.positionRatio,
        accountRatio: r.accountRatio,
      };
  }
  const live = deps.market.store.get(series)?.live ?? null;
  return {
    market: summary(
      m,
      tickers[0] ?? null,
      spans.map((s) => s.interval),
    ),
    interval,
    candle,
    live: live ? candleDto(live) : null,
    indicators: values,
    longShort,
  };
}

export async function listTickers(deps: Deps, q: { exchange?: number; dataType?: number }) {
  return (await repo.listTickers(deps.db, { exchangeId: q.exchange, dataType: q.dataType })).map(tickerDto);
}

/** BTC and ETH: spot first (what the public page shows), the perpetual when spot is not tracked. */
export async function getOverview(deps: Deps) {
  const out = [];
  for (const base of ['BTC', 'ETH']) {
    const symbol = `${base}USDT`;
    const tickers = await repo.listTickers(deps.db, { symbols: [symbol] });
    const t =
      tickers.find((x) => x.exchangeId === EXCHANGE.binance && x.dataType === DATA_TYPE.spot) ??
      tickers.find((x) => x.dataType === DATA_TYPE.spot) ??
      tickers[0];
    if (!t) continue;
    const closes = (
      await listCandles(
        deps.db,
        { exchangeId: t.exchangeId, dataType: t.dataType, symbol, interval: '1h' },
        { limit: 24 },
      )
    ).map((c) => c.close);
    out.push({ ...tickerDto(t), base, sparkline: closes });
  }
  return out;
}

export async function getTopVolume(deps: Deps, q: { exchange?: number; dataType?: number }) {
  const rows = await repo.listTickers(deps.db, {
    exchangeId: q.exchange,
    dataType: q.dataType,
    byVolume: true,
    limit: 10,
  });
  return rows.map((t) => ({
    exchangeId: t.exchangeId,
    dataType: t.dataType,
    symbol: t.symbol,
    price: t.price,
    changePercent: t.changePercent,
    quoteVolumeMillions: Math.round(((t.quoteVolume ?? 0) / 1e6) * 100) / 100,
  }));
}

export const getFeedStatus = (deps: Pick<AppDeps, 'market'>) => deps.market.feedStatus();

/**
 * What anyone may know of the feeds: connected or not, whether candles are live or replayed, the
 * moment a replay has reached, and the intervals it holds history of (an interval missing there has
 * no candles yet, which a picker says rather than showing an empty chart or "no market matches").
 */
export async function getFeedStates(deps: Pick<AppDeps, 'market' | 'db'>) {
  const [feeds, histories] = await Promise.all([deps.market.feedStatus(), readHistory(deps, {})]);
  return feeds.map(({ exchangeId, dataType, state, source, replayTime }) => ({
    exchangeId,
    dataType,
    state,
    source,
    replayTime,
    history: historyOfFeed(histories, { exchangeId, dataType }).intervals,
  }));
}

export async function setPinned(deps: Deps & Pick<AppDeps, 'clock'>, p: MarketParams, pinned: boolean) {
  await requireMarket(deps, p);
  await repo.setPinned(deps.db, p, pinned, deps.clock.now());
  return { ok: true as const };
}

/**
 * The `market` check of /health: ok when every feed is connected (live or replay) or has replayed all
 * its history, else degraded.
 */
export async function marketHealth(
  deps: Pick<AppDeps, 'market'>,
): Promise<{ status: 'ok' | 'degraded'; detail: string }> {
  const feeds = await deps.market.feedStatus().catch(() => []);
  if (feeds.length === 0) return { status: 'ok', detail: 'no market feed reported yet' };
  const iso = (t: number | null) => (t === null ? 'none' : new Date(t).toISOString());
  const detail = feeds
    .map(
      (f) =>
        `${exchangeName(f.exchangeId)} ${dataTypeCode(f.dataType)}: ${f.state} (${f.source}), last candle ${iso(f.lastCandleTime)}`,
    )
    .join('; ');
  // a replay that played all its history stops on purpose: not a fault
  const healthy = (f: (typeof feeds)[number]) =>
    f.state === 'connected' || (f.source === 'replay' && f.state === 'offline');
  return { status: feeds.every(healthy) ? 'ok' : 'degraded', detail };
}
