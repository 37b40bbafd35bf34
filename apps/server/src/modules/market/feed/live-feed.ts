import type { IntervalCode } from '@bitdata/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../../platform/db/schema';
import type { Logger } from '../../../platform/logger';
import { listCandles } from '../candle.repository';
import type { ExchangeAdapter } from '../exchanges/ccxt-adapter';
import type { ExchangeSpec } from '../exchanges/exchange-specs';
import {
  clearRanksExcept,
  listUniverse,
  upsertLongShort,
  upsertMarkets,
  upsertTickers,
} from '../market.repository';
import type { MarketRow, SeriesId } from '../market.types';
import { alignOpenTime, intervalMs } from '../reference-data';
import type { SeriesStore } from '../store/series-store';
import type { CandlePipeline } from './candle-pipeline';
import type { FeedStatusBoard } from './feed-status';
import { createKlineStream, type KlineStream, type StreamSubscription } from './kline-stream';

/**
 * The live feed of one exchange and data type: universe (top N by 24 h quote volume + pinned), history
 * backfill, websocket klines, tickers and long/short ratios. When the exchange cannot be reached it
 * reports offline and retries with a growing delay; the seeded data stays served meanwhile.
 */
export interface ExchangeFeedOptions {
  spec: ExchangeSpec;
  createAdapter: (spec: ExchangeSpec) => Promise<ExchangeAdapter>;
  db: Kysely<Database>;
  logger: Logger;
  now: () => number;
  pipeline: CandlePipeline;
  store: SeriesStore;
  status: FeedStatusBoard;
  intervals: IntervalCode[];
  topN: number;
  /** candles fetched for a series with no history */
  backfillCandles: number;
  /** overrides the spec's websocket URL (tests) */
  streamUrl?: string;
  stream?: { initialBackoffMs?: number; maxBackoffMs?: number; heartbeatMs?: number };
  tickerEveryMs?: number;
  universeEveryMs?: number;
  longShortEveryMs?: number;
}

export interface ExchangeFeed {
  start(): void;
  stop(): Promise<void>;
  /** closed candles of [from, to] from the exchange (the pipeline's gap filler) */
  backfill(series: SeriesId, from: number, to: number): ReturnType<ExchangeAdapter['fetchHistory']>;
  /** fetches what was missed since each series' last closed candle (after a reconnect) */
  catchUp(): Promise<void>;
  readonly stream: KlineStream | null;
}

export function createExchangeFeed(o: ExchangeFeedOptions): ExchangeFeed {
  const { spec } = o;
  let adapter: ExchangeAdapter | null = null;
  let stream: KlineStream | null = null;
  let universe: MarketRow[] = [];
  let stopped = false;
  let failures = 0;
  const timers: NodeJS.Timeout[] = [];
  let retry: NodeJS.Timeout | null = null;
  let catchingUp: Promise<void> | null = null;
  const setStatus = (patch: Parameters<FeedStatusBoard['set']>[2]) =>
    o.status.set(spec.exchangeId, spec.dataType, patch);

  const every = (ms: number, task: () => Promise<unknown>) => {
    const t = setInterval(
      () =>
        void task().catch((err) => o.logger.debug({ err, feed: spec.key }, 'market: periodic task failed')),
      ms,
    );
    t.unref();
    timers.push(t);
  };

  async function refreshUniverse(): Promise<MarketRow[]> {
    if (!adapter) return [];
    const [markets, tickers] = await Promise.all([adapter.listMarkets(), adapter.fetchTickers()]);
    const now = o.now();
    const volume = new Map(tickers.map((t) => [t.symbol, t.quoteVolume ?? 0]));
    const ranked = markets
      .filter((m) => m.active)
      .sort(
        (a, b) =>
          (volume.get(b.symbol) ?? 0) - (volume.get(a.symbol) ?? 0) || a.symbol.localeCompare(b.symbol),
      );
    const rank = new Map(ranked.slice(0, o.topN).map((m, i) => [m.symbol, i + 1]));
    await upsertMarkets(
      o.db,
      markets.map((m) => ({
        exchangeId: spec.exchangeId,
        dataType: spec.dataType,
        ...m,
        pinned: false,
        rank: rank.get(m.symbol) ?? null,
      })),
      now,
    );
    await clearRanksExcept(o.db, spec.exchangeId, spec.dataType, [...rank.keys()]);
    await upsertTickers(o.db, tickers, now);
    const known = new Set(markets.map((m) => m.symbol));
    return (await listUniverse(o.db, spec.exchangeId, spec.dataType)).filter((m) => known.has(m.symbol));
  }

  const seriesOf = (m: MarketRow, interval: IntervalCode): SeriesId => ({
    exchangeId: spec.exchangeId,
    dataType: spec.dataType,
    symbol: m.symbol,
    interval,
  });

  /** Loads the recent history from SQL into memory, then fetches from the exchange what is newer. */
  async function prepareSeries(series: SeriesId): Promise<void> {
    const step = intervalMs(series.interval);
    if (!o.store.get(series)) {
      const stored = await listCandles(o.db, series, { limit: o.store.capacity });
      await o.pipeline.prime(series, stored, false);
    }
    const s = o.store.ensure(series);
    const lastDone = alignOpenTime(o.now(), series.interval) - step;
    if (Number.isNaN(s.lastClosed)) {
      const from = lastDone - (o.backfillCandles - 1) * step;
      const candles = await adapter!.fetchHistory(series.symbol, series.interval, from, lastDone);
      await o.pipeline.prime(series, candles, true);
    } else if (s.lastClosed < lastDone) {
      await o.pipeline.ingestClosed(
        series,
        await adapter!.fetchHistory(series.symbol, series.interval, s.lastClosed + step, lastDone),
        'backfill',
      );
    }
  }

  async function catchUp(): Promise<void> {
    if (!adapter) return;
    for (const m of universe) for (const i of o.intervals) await prepareSeries(seriesOf(m, i));
  }

  function openStream(): void {
    if (!spec.stream || !adapter) return;
    const subs: StreamSubscription[] = [];
    for (const m of universe) {
      const marketId = adapter.marketIdOf(m.symbol);
      if (marketId) for (const interval of o.intervals) subs.push({ symbol: m.symbol, marketId, interval });
    }
    let opened = false;
    stream = createKlineStream({
      dialect: spec.stream.dialect,
      url: o.streamUrl ?? spec.stream.url,
      swap: spec.marketType === 'swap',
      subscriptions: subs,
      logger: o.logger,
      ...o.stream,
      onCandle: (sub, candle, closed) => {
        const series: SeriesId = {
          exchangeId: spec.exchangeId,
          dataType: spec.dataType,
          symbol: sub.symbol,
          interval: sub.interval,
        };
        if (closed) void o.pipeline.ingestClosed(series, [candle], 'live');
        else o.pipeline.updateLive(series, candle);
      },
      onOpen: () => {
        setStatus({ state: 'connected', source: 'live', detail: null, lastMessageAt: o.now() });
        // the first open follows the start-up backfill; every later one is a reconnect with a gap to fill
        if (opened) {
          catchingUp = catchUp()
            .catch((err) => o.logger.warn({ err, feed: spec.key }, 'market: catch-up after reconnect failed'))
            .finally(() => {
              catchingUp = null;
            });
        }
        opened = true;
      },
      onState: (state, detail) => {
        if (state === 'offline') setStatus({ state: 'offline', detail: detail ?? null });
      },
    });
    stream.start();
  }

  async function boot(): Promise<void> {
    adapter ??= await o.createAdapter(spec);
    universe = await refreshUniverse();
    await catchUp();
    if (stopped) return;
    openStream();
    if (!spec.stream) setStatus({ state: 'connected', source: 'live', detail: 'polling' });
    failures = 0;
    every(o.tickerEveryMs ?? 60_000, async () => upsertTickers(o.db, await adapter!.fetchTickers(), o.now()));
    every(o.universeEveryMs ?? 86_400_000, async () => {
      const next = await refreshUniverse();
      const changed = next.map((m) => m.symbol).join() !== universe.map((m) => m.symbol).join();
      universe = next;
      if (changed) {
        await stream?.stop();
        await catchUp();
        openStream();
      }
    });
    // without a websocket, closed candles are polled
    if (!spec.stream) every(Math.min(...o.intervals.map(intervalMs)) / 2, catchUp);
    if (adapter.fetchLongShort) {
      every(o.longShortEveryMs ?? 300_000, async () => {
        for (const m of universe) {
          for (const period of o.intervals)
            await upsertLongShort(o.db, await adapter!.fetchLongShort!(m.symbol, period, 30));
        }
      });
    }
  }

  function attempt(): void {
    retry = null;
    if (stopped) return;
    boot().catch((err) => {
      failures++;
      const delay = Math.min(30 * 60_000, 60_000 * 2 ** (failures - 1));
      setStatus({ state: 'offline', detail: err instanceof Error ? err.message.slice(0, 200) : String(err) });
      // one warning when the exchange becomes unreachable; repeats go to debug (no log spam offline)
      (failures === 1 ? o.logger.warn.bind(o.logger) : o.logger.debug.bind(o.logger))(
        { feed: spec.key, retryInMs: delay, err: err instanceof Error ? err.message : String(err) },
        'market: exchange unreachable; serving stored data',
      );
      if (!stopped) {
        retry = setTimeout(attempt, delay);
        retry.unref();
      }
    });
  }

  return {
    start() {
      setStatus({ state: 'offline', source: 'seed', detail: 'connecting' });
      attempt();
    },
    async stop() {
      stopped = true;
      if (retry) clearTimeout(retry);
      for (const t of timers) clearInterval(t);
      await stream?.stop();
      await catchingUp;
      await adapter?.close();
    },
    backfill: async (series, from, to) => {
      if (!adapter) throw new Error(`${spec.key}: not connected`);
      return adapter.fetchHistory(series.symbol, series.interval, from, to);
    },
    catchUp,
    get stream() {
      return stream;
    },
  };
}
