import type { Logger } from '../../../platform/logger';
import type { Db } from '../candle-rows';
import type { CandleClosedEvent } from '../market.types';
import { seriesKey } from '../reference-data';
import { type CandleClosedSubscriber, ConsumerQueue, feedKeyOf, type Lane } from './consumer-queue';
import { SeriesRedelivery } from './redelivery';
import { findSeriesIds, listSeriesBehind, registerConsumer, saveWatermarks } from './watermark.repository';

export type { CandleClosedSubscriber } from './consumer-queue';

export interface CandleEventsOptions {
  db: Db;
  logger: Logger;
  now: () => number;
  /** candles priming the indicator state when events are read back from SQL (the ring's capacity) */
  historyCandles: number;
  /** events held in memory per consumer before a series' events are read back from SQL instead */
  maxQueued: number;
  /** first retry delay of a failed handler, doubled per attempt up to retryMaxMs */
  retryBaseMs?: number;
  retryMaxMs?: number;
  /** how often handled positions are written to market_watermarks */
  saveEveryMs?: number;
}

export type FeedRef = { exchangeId: number; dataType: number };

/**
 * `market.candleClosed`, durable: the pipeline hands over the candles each flush stored; every consumer
 * gets them in time order per series, at most `concurrency` at once, retried until handled. Handled
 * positions are saved per consumer and series (market_watermarks) every `saveEveryMs`; when this process
 * takes a feed (start, or takeover from another instance) the stored candles after each consumer's
 * watermark are delivered again first. So a consumer misses no candle, and one that stores its result
 * under a unique key (filter, market, interval, candle time) keeps each candle once. Only the owned
 * feeds (`activate`) are delivered.
 */
export interface CandleEvents {
  subscribe(sub: CandleClosedSubscriber): () => Promise<void>;
  /** whether an event would reach anyone now (the pipeline skips building events otherwise) */
  readonly listening: boolean;
  deliver(events: CandleClosedEvent[]): void;
  /** This process owns `feed` from now on: redelivers what each consumer has not handled. */
  activate(feed: FeedRef): Promise<void>;
  /** Another process owns `feed` now: stop after the events in flight, save positions. */
  deactivate(feed: FeedRef): Promise<void>;
  /** Each consumer's lag behind the newest closes (ConsumerQueue.lagMs), for the metrics. */
  lag(): Array<{ consumer: string; seconds: number }>;
  /** Resolves when every consumer has handled everything it holds or is behind on (tests). */
  drain(): Promise<void>;
  stop(): Promise<void>;
}

export function createCandleEvents(o: CandleEventsOptions): CandleEvents {
  const consumers = new Map<string, ConsumerQueue>();
  const active = new Set<string>();
  const registered = new Map<string, Promise<unknown>>();
  let saving: Promise<void> = Promise.resolve();
  // the pipeline reuses one id object per series: its feed key is built once
  const feeds = new WeakMap<object, string>();
  const feedOfSeries = (s: FeedRef) => {
    let key = feeds.get(s);
    if (key === undefined) {
      key = feedKeyOf(s);
      feeds.set(s, key);
    }
    return key;
  };
  let timer: NodeJS.Timeout | null = null;

  const register = (name: string) => {
    let p = registered.get(name);
    if (!p) {
      p = registerConsumer(o.db, name, o.now()).catch((err) => {
        registered.delete(name);
        throw err;
      });
      registered.set(name, p);
    }
    return p;
  };

  async function redelivery(series: Lane['series'], seriesId: number | undefined) {
    let id = seriesId;
    if (id === undefined) {
      const ids = await findSeriesIds(o.db, [series]);
      id = ids.get(seriesKey(series.exchangeId, series.dataType, series.symbol, series.interval));
    }
    return id === undefined ? null : new SeriesRedelivery(o.db, series, id, o.historyCandles);
  }

  async function saveLanes(name: string, lanes: Lane[]): Promise<void> {
    if (lanes.length === 0) return;
    await register(name);
    const unknown = lanes.filter((l) => l.seriesId === undefined);
    if (unknown.length > 0) {
      const ids = await findSeriesIds(
        o.db,
        unknown.map((l) => l.series),
      );
      for (const l of unknown) l.seriesId = ids.get(l.key);
    }
    const marks = lanes
      .filter((l) => l.seriesId !== undefined && l.handled !== undefined)
      .map((l) => ({ lane: l, seriesId: l.seriesId as number, upTo: l.handled as number }));
    await saveWatermarks(o.db, name, marks, o.now());
    for (const m of marks) m.lane.saved = m.upTo;
  }

  function save(extra?: { name: string; lanes: Lane[] }): Promise<void> {
    saving = saving.then(async () => {
      try {
        if (extra) await saveLanes(extra.name, extra.lanes);
        for (const [name, q] of consumers) await saveLanes(name, q.dirty());
      } catch (err) {
        // positions stay dirty and are saved next time; a crash meanwhile only redelivers more
        o.logger.warn({ err }, 'market: saving candleClosed watermarks failed');
      }
    });
    return saving;
  }

  async function recover(name: string, q: ConsumerQueue, feed: FeedRef): Promise<void> {
    await register(name);
    for (const s of await listSeriesBehind(o.db, name, feed)) q.behind(s);
  }

  function ensureTimer(): void {
    if (timer) return;
    timer = setInterval(() => void save(), o.saveEveryMs ?? 1000);
    timer.unref();
  }

  return {
    lag: () => [...consumers].map(([consumer, q]) => ({ consumer, seconds: q.lagMs() / 1000 })),
    subscribe(sub) {
      if (consumers.has(sub.name))
        throw new Error(`candleClosed consumer "${sub.name}" is already registered`);
      const q = new ConsumerQueue(sub, {
        logger: o.logger,
        maxQueued: o.maxQueued,
        retryBaseMs: o.retryBaseMs ?? 1000,
        retryMaxMs: o.retryMaxMs ?? 60_000,
        redelivery,
      });
      consumers.set(sub.name, q);
      for (const key of active) {
        const [exchangeId, dataType] = key.split(':').map(Number);
        recover(sub.name, q, { exchangeId, dataType }).catch((err) =>
          o.logger.error({ err, consumer: sub.name }, 'market: candleClosed recovery failed'),
        );
      }
      return async () => {
        await q.stop();
        consumers.delete(sub.name);
        await save({ name: sub.name, lanes: q.dirty() });
      };
    },
    get listening() {
      return consumers.size > 0 && active.size > 0;
    },
    deliver(events) {
      if (consumers.size === 0) return;
      let owned = events;
      // events of a feed given up meanwhile are the new owner's to deliver (from its watermark)
      if (events.some((e) => !active.has(feedOfSeries(e.series))))
        owned = events.filter((e) => active.has(feedOfSeries(e.series)));
      for (const q of consumers.values()) q.push(owned);
    },
    async activate(feed) {
      ensureTimer();
      active.add(feedKeyOf(feed));
      for (const [name, q] of consumers) await recover(name, q, feed);
    },
    async deactivate(feed) {
      const key = feedKeyOf(feed);
      active.delete(key);
      for (const [name, q] of consumers) await save({ name, lanes: await q.dropFeed(key) });
    },
    async drain() {
      for (const q of consumers.values()) await q.drain();
      await save();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      for (const q of consumers.values()) await q.stop();
      await save();
    },
  };
}
