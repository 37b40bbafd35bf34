import crypto from 'node:crypto';
import os from 'node:os';
import type { FeedStatus, IntervalCode } from '@bitdata/contracts';
import type { Kysely } from 'kysely';
import type { AppConfig } from '../../config';
import type { Clock } from '../../platform/clock';
import type { SqlDialect } from '../../platform/db/database';
import type { Database } from '../../platform/db/schema';
import type { Logger } from '../../platform/logger';
import type { Metrics } from '../../platform/metrics/metrics';
import type { RealtimeHub } from '../../platform/ports';
import { listCandles, listSeries, upsertCandles } from './candle.repository';
import { type CandleClosedSubscriber, type CandleEvents, createCandleEvents } from './events/candle-events';
import { type AdapterOptions, createCcxtAdapter, type ExchangeAdapter } from './exchanges/ccxt-adapter';
import { type ExchangeSpec, selectSpecs } from './exchanges/exchange-specs';
import { type CandlePipeline, createCandlePipeline } from './feed/candle-pipeline';
import { createFeedStatusBoard, type FeedStatusBoard } from './feed/feed-status';
import { createExchangeFeed, type ExchangeFeed } from './feed/live-feed';
import {
  buildReplayEvents,
  createReplayClock,
  createReplayFeed,
  type ReplayClock,
  type ReplayFeed,
  resumeAt,
  unstoredEvents,
} from './feed/replay-feed';
import { listSeedFiles, seedBundledHistory, tickerFromCandles } from './feed/seed';
import { type SeedWindow, seedWindow } from './feed/seed-window';
import { observeMarket, timedConsumer } from './market.metrics';
import { listFeedStatus, saveFeedStatus, upsertTickers } from './market.repository';
import type { SeriesId } from './market.types';
import { createLeaseKeeper, type LeaseKeeper } from './ownership/feed-leases';
import { INTERVALS, intervalMs } from './reference-data';
import { SeriesStore } from './store/series-store';

/** How often the replay clock is read and every replayed feed advanced to it (wall ms). */
const REPLAY_TICK_MS = 250;

/**
 * The market module's process state: the in-memory store, the closed-candle pipeline, the durable
 * `market.candleClosed` events, the feeds and their status. Built with the deps (cheap, no I/O);
 * `start()` (ingest role) seeds the bundled history and runs the feeds named by MARKET_SOURCE that this
 * instance holds the lease of (one lease per exchange and data type in SQL: with several ingest
 * instances each feed runs on one of them, and another takes it over when its holder stops renewing).
 */
export interface MarketRuntime {
  readonly store: SeriesStore;
  readonly pipeline: CandlePipeline;
  readonly status: FeedStatusBoard;
  /**
   * `market.candleClosed`: `sub.handle` gets every closed candle of the feeds this instance owns, after
   * it is stored in SQL, with its indicator values and origin (live, backfill, replay); see
   * CandleClosedSubscriber. Register before `start()` (deps creation); returns an unsubscribe.
   */
  onCandleClosed(sub: CandleClosedSubscriber): () => Promise<void>;
  readonly events: CandleEvents;
  /** Status of every feed: this process's when it runs the feed, else what the ingest process stored. */
  feedStatus(): Promise<FeedStatus[]>;
  /**
   * Whether no feed lease of this instance is in passage: false while `start()` tries each the first
   * time (which feeds run here is not known yet) and from the moment `stop()` gives them up. An ingest
   * instance is ready for traffic only when settled.
   */
  leasesSettled(): boolean;
  start(): Promise<void>;
  stop(): Promise<void>;
}

export interface MarketRuntimeDeps {
  config: AppConfig;
  db: Kysely<Database>;
  dialect: SqlDialect;
  logger: Logger;
  clock: Clock;
  realtime: RealtimeHub;
  /** Consumers' handler time and lag, feeds' state and last candle age (absent: not measured). */
  metrics?: Metrics;
}

export interface MarketRuntimeOptions {
  /** tests: point adapters at local servers */
  adapterOptions?: AdapterOptions;
  seedDir?: string;
  /** tests: this instance's name in the leases (default host, pid and a random part) */
  instanceId?: string;
  /** tests: retry delays of failed candleClosed handlers */
  retryBaseMs?: number;
  retryMaxMs?: number;
}

export function createMarketRuntime(
  deps: MarketRuntimeDeps,
  options: MarketRuntimeOptions = {},
): MarketRuntime {
  const { config, db, dialect, logger, clock } = deps;
  const m = config.market;
  const store = new SeriesStore(m.memoryCandles);
  const status = createFeedStatusBoard();
  const feeds = new Map<string, ExchangeFeed>();
  const replays = new Map<string, ReplayFeed>();
  const timers: NodeJS.Timeout[] = [];
  let leases: LeaseKeeper | null = null;
  let started = false;
  let settled = true;
  // the replay's window and its one clock, set by start() when MARKET_SOURCE=replay
  let replayWindow: SeedWindow | null = null;
  let replayClock: ReplayClock | null = null;

  const feedKey = (s: { exchangeId: number; dataType: number }) => `${s.exchangeId}:${s.dataType}`;
  // the lease of a feed is named feed:<exchange id>:<data type>
  const leaseKey = (s: { exchangeId: number; dataType: number }) => `feed:${feedKey(s)}`;
  const feedOf = (lease: string) => {
    const [, exchangeId, dataType] = lease.split(':').map(Number);
    return { exchangeId, dataType };
  };
  const specs: ExchangeSpec[] = selectSpecs(m.exchanges);
  const intervals = m.intervals.filter((i): i is IntervalCode => INTERVALS.some((x) => x.code === i));

  const events = createCandleEvents({
    db,
    logger,
    now: clock.now,
    historyCandles: m.memoryCandles,
    maxQueued: m.eventQueue,
    retryBaseMs: options.retryBaseMs,
    retryMaxMs: options.retryMaxMs,
  });

  const pipeline = createCandlePipeline({
    store,
    logger,
    persist: (rows) => upsertCandles(db, dialect, rows),
    publish: (e) => deps.realtime.publish(e),
    deliver: events.deliver,
    listening: () => events.listening,
    backfill: (series, from, to) => {
      const feed = feeds.get(feedKey(series));
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

  /** In replay, tickers follow the stored candles: a market's price is the close of its finest interval. */
  async function refreshDerivedTickers(): Promise<void> {
    const best = new Map<string, SeriesId>();
    for (const s of store.all()) {
      const key = `${s.id.exchangeId}:${s.id.dataType}:${s.id.symbol}`;
      const prev = best.get(key);
      if (s.ring.length && (!prev || intervalMs(s.id.interval) < intervalMs(prev.interval)))
        best.set(key, s.id);
    }
    const rows = [...best.values()]
      .map((id) =>
        tickerFromCandles(id, store.get(id)!.ring.tail(Math.ceil(86_400_000 / intervalMs(id.interval)) + 1)),
      )
      .filter((t) => t !== undefined);
    await upsertTickers(db, rows, clock.now());
  }

  /** The stored recent history of one feed's series, into memory (no events). */
  async function loadStoredSeries(feed: { exchangeId: number; dataType: number }): Promise<void> {
    for (const span of await listSeries(db, feed)) {
      await pipeline.prime(span, await listCandles(db, span, { limit: m.memoryCandles }), false);
    }
  }

  const seedFiles = () => listSeedFiles(options.seedDir);

  async function startReplay(feed: { exchangeId: number; dataType: number }): Promise<void> {
    const key = feedKey(feed);
    const window = replayWindow;
    const clock = replayClock;
    if (!window || !clock) return;
    const files = seedFiles().filter((f) => feedKey(f) === key);
    await loadStoredSeries(feed);
    let replayTime = clock.from;
    status.set(feed.exchangeId, feed.dataType, {
      state: 'connected',
      source: 'replay',
      detail: `replay x${m.replaySpeed}`,
      replayTime,
    });
    // after a restart, the candles stored before it are not emitted again
    const events = unstoredEvents(buildReplayEvents(files, window), (s) => {
      const last = store.get(s)?.lastClosed;
      return last === undefined || Number.isNaN(last) ? undefined : last;
    });
    // the replayed history is used up: the feed says so (the UI shows "Replay ended, as of ...")
    const ended = () => {
      status.set(feed.exchangeId, feed.dataType, {
        state: 'offline',
        source: 'replay',
        detail: 'replay ended',
        replayTime: window.end,
      });
      logger.info({ feed: key }, 'market: replay finished; the feed stays on the replayed data');
    };
    const replay = createReplayFeed({
      events,
      pipeline,
      onEmit: (e) => {
        if (e.at <= replayTime) return;
        replayTime = e.at;
        status.set(feed.exchangeId, feed.dataType, { replayTime });
      },
      onDone: ended,
    });
    replays.set(key, replay);
    if (replay.total === 0) return ended();
    logger.info(
      { feed: key, candles: replay.total, from: clock.from, speed: m.replaySpeed },
      'market: replaying bundled history',
    );
  }

  /** Every replayed feed advances to the same reading of the one replay clock. */
  function advanceReplays(): void {
    if (!replayClock) return;
    const at = replayClock.at();
    for (const replay of replays.values()) if (!replay.done) void replay.advanceTo(at);
  }

  function startLive(spec: ExchangeSpec): void {
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
    feeds.set(feedKey(spec), feed);
    feed.start();
  }

  /** This instance holds the feed's lease: deliver what consumers missed, then run the feed. */
  async function acquired(lease: string): Promise<void> {
    const feed = feedOf(lease);
    const key = feedKey(feed);
    await events.activate(feed);
    if (m.source === 'replay') await startReplay(feed);
    else {
      const spec = specs.find((s) => feedKey(s) === key);
      if (spec) startLive(spec);
    }
  }

  /**
   * The lease went to another instance (or this one stops): stop the feed, store and deliver what it
   * produced, save the consumers' positions, and forget its series (a later takeover reloads them from
   * SQL, which the other instance kept writing).
   */
  async function lost(lease: string): Promise<void> {
    const feed = feedOf(lease);
    const key = feedKey(feed);
    await replays.get(key)?.stop();
    replays.delete(key);
    await feeds.get(key)?.stop();
    feeds.delete(key);
    await pipeline.flush();
    await events.deactivate(feed);
    for (const s of [...store.all()]) if (feedKey(s.id) === key) store.delete(s.id);
    pipeline.forget(feed);
    status.remove(feed.exchangeId, feed.dataType);
  }

  function leaseKeys(): string[] {
    if (m.source === 'replay') return [...new Set(seedFiles().map(leaseKey))];
    return specs.map(leaseKey);
  }

  const feedStatus = async () =>
    status.active ? status.list(clock.now(), pipeline.pendingCount) : listFeedStatus(db);
  if (deps.metrics) observeMarket(deps.metrics, { events, feedStatus, now: () => clock.now() });

  return {
    store,
    pipeline,
    status,
    events,
    onCandleClosed: (sub) => events.subscribe(timedConsumer(sub, deps.metrics)),
    feedStatus,
    async start() {
      if (started) return;
      started = true;
      if (m.source === 'replay') replayWindow = seedWindow(seedFiles(), m.replayWindowMs);
      if (m.source !== 'live' && m.seed) {
        await seedBundledHistory(
          { db, dialect, logger, now: clock.now() },
          { dir: options.seedDir, until: replayWindow?.start },
        );
      }
      if (replayWindow) {
        // one clock for every feed, resumed where the stored replay stands (see resumeAt)
        const replayed = new Set(seedFiles().map((f) => `${feedKey(f)}:${f.symbol}:${f.interval}`));
        const stored = (await listSeries(db))
          .filter((s) => replayed.has(`${feedKey(s)}:${s.symbol}:${s.interval}`))
          .map((s) => s.lastTime + intervalMs(s.interval));
        replayClock = createReplayClock({
          from: resumeAt(replayWindow, stored),
          end: replayWindow.end,
          speed: m.replaySpeed,
          now: () => Date.now(),
        });
        every(REPLAY_TICK_MS, async () => advanceReplays());
      }
      leases = createLeaseKeeper({
        db,
        logger,
        now: clock.now,
        owner:
          options.instanceId ?? `${os.hostname()}:${process.pid}:${crypto.randomBytes(3).toString('hex')}`,
        keys: leaseKeys(),
        ttlMs: m.leaseTtlMs,
        renewEveryMs: m.leaseRenewMs,
        onAcquired: acquired,
        onLost: lost,
      });
      settled = false;
      await leases.start();
      settled = true;
      if (m.source === 'replay') every(10_000, refreshDerivedTickers);
      every(30_000, persistStatus);
      await persistStatus();
    },
    leasesSettled: () => settled,
    async stop() {
      settled = false;
      for (const t of timers) clearInterval(t);
      // gives every feed up: stops it, stores and delivers its candles, saves positions, frees the lease
      await leases?.stop();
      await pipeline.stop();
      await events.stop();
    },
  };
}
