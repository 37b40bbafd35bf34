import type { FeedStatus, IntervalCode } from '@bitdata/contracts';
import type { Kysely } from 'kysely';
import type { AppConfig } from '../../config';
import type { Clock } from '../../platform/clock';
import type { SqlDialect } from '../../platform/db/database';
import type { Database } from '../../platform/db/schema';
import type { Logger } from '../../platform/logger';
import type { RealtimeHub } from '../../platform/ports';
import { deleteOldCandles, listCandles, listSeries, upsertCandles } from './candle.repository';
import { type AdapterOptions, createCcxtAdapter, type ExchangeAdapter } from './exchanges/ccxt-adapter';
import { type ExchangeSpec, selectSpecs } from './exchanges/exchange-specs';
import { type CandlePipeline, createCandlePipeline } from './feed/candle-pipeline';
import { createFeedStatusBoard, type FeedStatusBoard } from './feed/feed-status';
import { createExchangeFeed, type ExchangeFeed } from './feed/live-feed';
import { buildReplayEvents, createReplayFeed, type ReplayFeed, replayCutoff } from './feed/replay-feed';
import { listSeedFiles, seedBundledHistory, tickerFromCandles } from './feed/seed';
import { listFeedStatus, saveFeedStatus, upsertTickers } from './market.repository';
import type { ScreeningHook, SeriesId } from './market.types';
import { INTERVALS, intervalMs } from './reference-data';
import { SeriesStore } from './store/series-store';

/**
 * The market module's process state: the in-memory store, the closed-candle pipeline, the screening
 * hooks, the feeds and their status. Built with the deps (cheap, no I/O); `start()` (ingest role) seeds
 * the bundled history and starts the feed named by MARKET_SOURCE.
 */
export interface MarketRuntime {
  readonly store: SeriesStore;
  readonly pipeline: CandlePipeline;
  readonly status: FeedStatusBoard;
  /** Registers a function called with every closed candle and its indicator values; returns an unregister. */
  registerHook(hook: ScreeningHook): () => void;
  /** Status of every feed: this process's when it runs the feed, else what the ingest process stored. */
  feedStatus(): Promise<FeedStatus[]>;
  start(): Promise<void>;
  stop(): Promise<void>;
  readonly replay: ReplayFeed | null;
}

export interface MarketRuntimeDeps {
  config: AppConfig;
  db: Kysely<Database>;
  dialect: SqlDialect;
  logger: Logger;
  clock: Clock;
  realtime: RealtimeHub;
}

export interface MarketRuntimeOptions {
  /** tests: point adapters at local servers */
  adapterOptions?: AdapterOptions;
  seedDir?: string;
}

export function createMarketRuntime(
  deps: MarketRuntimeDeps,
  options: MarketRuntimeOptions = {},
): MarketRuntime {
  const { config, db, dialect, logger, clock } = deps;
  const m = config.market;
  const store = new SeriesStore(m.memoryCandles);
  const status = createFeedStatusBoard();
  const hooks: ScreeningHook[] = [];
  const feeds = new Map<string, ExchangeFeed>();
  const timers: NodeJS.Timeout[] = [];
  let replay: ReplayFeed | null = null;
  let started = false;

  const feedFor = (s: SeriesId) => feeds.get(`${s.exchangeId}:${s.dataType}`);
  const specs: ExchangeSpec[] = selectSpecs(m.exchanges);
  const intervals = m.intervals.filter((i): i is IntervalCode => INTERVALS.some((x) => x.code === i));

  const pipeline = createCandlePipeline({
    store,
    logger,
    persist: (rows) => upsertCandles(db, dialect, rows),
    publish: (e) => deps.realtime.publish(e),
    hooks: () => hooks,
    backfill: (series, from, to) => {
      const feed = feedFor(series);
      if (!feed) return Promise.resolve([]);
      return feed.backfill(series, from, to);
    },
    onClosed: (series, candle) =>
      status.candleClosed(series.exchangeId, series.dataType, candle.time, clock.now()),
  });

  const persistStatus = async () => {
    for (const s of status.list(clock.now(), pipeline.pendingCount)) await saveFeedStatus(db, s, clock.now());
  };
  status.onChange(
    () => void persistStatus().catch((err) => logger.debug({ err }, 'market: status not saved')),
  );

  const every = (ms: number, task: () => Promise<unknown>) => {
    const t = setInterval(
      () => void task().catch((err) => logger.warn({ err }, 'market: periodic task failed')),
      ms,
    );
    t.unref();
    timers.push(t);
  };

  /** Offline and in replay, tickers follow the stored candles (the finest interval with a day of data). */
  async function refreshDerivedTickers(): Promise<void> {
    const best = new Map<string, SeriesId>();
    for (const s of store.all()) {
      const key = `${s.id.exchangeId}:${s.id.dataType}:${s.id.symbol}`;
      const prev = best.get(key);
      if (
        s.ring.length &&
        (!prev ||
          (intervalMs(s.id.interval) >= 3_600_000 && intervalMs(s.id.interval) < intervalMs(prev.interval)))
      )
        best.set(key, s.id);
    }
    const rows = [...best.values()]
      .map((id) =>
        tickerFromCandles(id, store.get(id)!.ring.tail(Math.ceil(86_400_000 / intervalMs(id.interval)) + 1)),
      )
      .filter((t) => t !== undefined);
    await upsertTickers(db, rows, clock.now());
  }

  async function loadStoredSeries(): Promise<void> {
    for (const span of await listSeries(db)) {
      await pipeline.prime(span, await listCandles(db, span, { limit: m.memoryCandles }), false);
    }
  }

  async function startReplay(): Promise<void> {
    const files = listSeedFiles(options.seedDir);
    await loadStoredSeries();
    for (const key of new Set(files.map((f) => `${f.exchangeId}:${f.dataType}`))) {
      const [exchangeId, dataType] = key.split(':').map(Number);
      status.set(exchangeId, dataType, {
        state: 'connected',
        source: 'replay',
        detail: `replay x${m.replaySpeed}`,
      });
    }
    replay = createReplayFeed({
      events: buildReplayEvents(files, m.replayWindowMs),
      pipeline,
      speed: m.replaySpeed,
      onDone: () => logger.info('market: replay finished; the feed stays on the replayed data'),
    });
    replay.start();
    every(10_000, refreshDerivedTickers);
    logger.info({ candles: replay.total, speed: m.replaySpeed }, 'market: replaying bundled history');
  }

  function startLive(): void {
    for (const spec of specs) {
      const feed = createExchangeFeed({
        spec,
        createAdapter: (s): Promise<ExchangeAdapter> =>
          createCcxtAdapter(s, { now: clock.now, ...options.adapterOptions }),
        db,
        logger,
        now: clock.now,
        pipeline,
        store,
        status,
        intervals,
        topN: m.topN,
        backfillCandles: m.backfillCandles,
      });
      feeds.set(`${spec.exchangeId}:${spec.dataType}`, feed);
      feed.start();
    }
  }

  async function applyRetention(): Promise<void> {
    for (const [interval, days] of Object.entries(m.retentionDays)) {
      if (days > 0) await deleteOldCandles(db, interval, days * 86_400_000);
    }
  }

  return {
    store,
    pipeline,
    status,
    registerHook(hook) {
      hooks.push(hook);
      return () => {
        const i = hooks.indexOf(hook);
        if (i >= 0) hooks.splice(i, 1);
      };
    },
    async feedStatus() {
      if (status.active) return status.list(clock.now(), pipeline.pendingCount);
      return listFeedStatus(db);
    },
    async start() {
      if (started) return;
      started = true;
      if (m.source !== 'live' && m.seed) {
        const windowMs = m.replayWindowMs;
        await seedBundledHistory(
          { db, dialect, logger, now: clock.now() },
          {
            dir: options.seedDir,
            holdBackFrom:
              m.source === 'replay' ? (s, candles) => replayCutoff(s, candles, windowMs) : undefined,
          },
        );
      }
      if (m.source === 'replay') await startReplay();
      else startLive();
      every(30_000, persistStatus);
      every(86_400_000, applyRetention);
      await persistStatus();
    },
    async stop() {
      for (const t of timers) clearInterval(t);
      await replay?.stop();
      await Promise.all([...feeds.values()].map((f) => f.stop()));
      await pipeline.stop();
    },
    get replay() {
      return replay;
    },
  };
}
