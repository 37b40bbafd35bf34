import type { Logger } from '../../../platform/logger';
import type { CandleClosedEvent, SeriesId } from '../market.types';
import { seriesKey } from '../reference-data';
import type { SeriesRedelivery } from './redelivery';

/** A consumer of `market.candleClosed`, registered with `deps.market.onCandleClosed`. */
export interface CandleClosedSubscriber {
  /** Stable name: the consumer's watermarks are stored under it (a new name starts from now). */
  name: string;
  /** Events handled at once, each of another series (one series is always handled in time order). */
  concurrency?: number;
  /**
   * Handles one event. A rejection (or throw) is retried with a growing delay until it succeeds: the
   * series waits meanwhile and its watermark never passes the failed candle. Make it idempotent (store
   * results under a unique key): after a crash the candles after the watermark are delivered again.
   */
  handle(event: CandleClosedEvent): Promise<void> | void;
}

export interface QueueOptions {
  logger: Logger;
  /** events held in memory for the consumer; past it, a series' further events are read back from SQL */
  maxQueued: number;
  retryBaseMs: number;
  retryMaxMs: number;
  /** the reader of a series' events in SQL, from its market_series id */
  redelivery: (series: SeriesId, seriesId: number | undefined) => Promise<SeriesRedelivery | null>;
}

/** One series of one consumer: its events in time order and how far it got. */
export interface Lane {
  key: string;
  feed: string;
  series: SeriesId;
  seriesId?: number;
  queue: CandleClosedEvent[];
  head: number;
  /** open time of the newest event queued, handled or read from SQL: later events come from here on */
  cursor: number;
  /** open time of the newest event handled (the watermark to save) */
  handled?: number;
  saved?: number;
  /** while set, the lane's events come from SQL, up to `upTo` at least (memory was full, or a restart) */
  spill: { upTo: number; reader: SeriesRedelivery | null } | null;
  attempts: number;
  busy: boolean;
  scheduled: boolean;
  backoff: NodeJS.Timeout | null;
  dropped: boolean;
}

/**
 * How long giving up a feed or stopping waits for the events in flight. A handler that hangs longer
 * must not hold the lease handling (or the shutdown) forever: its candles are delivered again by the
 * next owner, from the watermark.
 */
export const IN_FLIGHT_GRACE_MS = 10_000;

/** Events a worker handles in a row before it lets the pipeline (and other microtasks) run. */
const BATCH = 256;

export const feedKeyOf = (s: { exchangeId: number; dataType: number }) => `${s.exchangeId}:${s.dataType}`;

/**
 * The delivery queue of one consumer: one lane per series, in time order, worked on by at most
 * `concurrency` workers (so at most that many events in flight, each of another series). Memory is
 * bounded (backpressure): a lane whose events do not fit stops holding them and reads them back from
 * SQL once it has handled what it holds, so the feed never waits and no promise piles up.
 */
export class ConsumerQueue {
  readonly lanes = new Map<string, Lane>();
  // the pipeline passes each series' id object along with its events: a lane is found without a key
  private readonly laneOf = new WeakMap<SeriesId, Lane>();
  private readonly ready: Lane[] = [];
  private workers = 0;
  private queued = 0;
  private stopping = false;
  private idle: Array<() => void> = [];
  private readonly concurrency: number;

  constructor(
    readonly sub: CandleClosedSubscriber,
    private readonly o: QueueOptions,
  ) {
    this.concurrency = Math.max(1, sub.concurrency ?? 4);
  }

  private lane(series: SeriesId, cursor: number): Lane {
    const cached = this.laneOf.get(series);
    if (cached && !cached.dropped) return cached;
    const key = seriesKey(series.exchangeId, series.dataType, series.symbol, series.interval);
    let lane = this.lanes.get(key);
    if (!lane) {
      lane = {
        key,
        feed: feedKeyOf(series),
        series,
        queue: [],
        head: 0,
        cursor,
        spill: null,
        attempts: 0,
        busy: false,
        scheduled: false,
        backoff: null,
        dropped: false,
      };
      this.lanes.set(key, lane);
    }
    this.laneOf.set(series, lane);
    return lane;
  }

  /** Events just stored by the pipeline (time order per series). */
  push(events: CandleClosedEvent[]): void {
    for (const ev of events) {
      const t = ev.candle.time;
      // a first event of a series: nothing of it before this one is pending
      const lane = this.lane(ev.series, t - 1);
      if (t <= lane.cursor) continue; // already queued, handled or read back from SQL
      if (lane.spill) {
        if (t > lane.spill.upTo) lane.spill.upTo = t;
        continue;
      }
      if (this.queued >= this.o.maxQueued) {
        lane.spill = { upTo: t, reader: null };
        this.schedule(lane);
        continue;
      }
      lane.queue.push(ev);
      lane.cursor = t;
      this.queued++;
      this.schedule(lane);
    }
  }

  /** After a restart or a takeover: the series' stored events after `watermark` are delivered again. */
  behind(series: SeriesId & { seriesId: number; lastTime: number; watermark: number }): void {
    const { exchangeId, dataType, symbol, interval } = series;
    const lane = this.lane({ exchangeId, dataType, symbol, interval }, series.watermark);
    lane.seriesId = series.seriesId;
    if (lane.handled === undefined && lane.queue.length === lane.head) lane.cursor = series.watermark;
    if (lane.spill) lane.spill.upTo = Math.max(lane.spill.upTo, series.lastTime);
    else if (series.lastTime > lane.cursor) lane.spill = { upTo: series.lastTime, reader: null };
    this.schedule(lane);
  }

  private hasWork(lane: Lane): boolean {
    return !lane.dropped && !lane.backoff && (lane.head < lane.queue.length || lane.spill !== null);
  }

  private schedule(lane: Lane): void {
    if (lane.busy || lane.scheduled || !this.hasWork(lane)) return;
    lane.scheduled = true;
    this.ready.push(lane);
    if (!this.stopping && this.workers < this.concurrency) {
      this.workers++;
      // never inside push(): the pipeline's flush hands events over and returns at once
      void Promise.resolve()
        .then(() => this.work())
        .catch((err) =>
          this.o.logger.error({ err, consumer: this.sub.name }, 'market: candleClosed worker failed'),
        )
        .finally(() => {
          this.workers--;
          this.checkIdle();
        });
    }
  }

  /** One worker: takes ready lanes in turn until none is left. */
  private async work(): Promise<void> {
    let handled = 0;
    while (!this.stopping) {
      const lane = this.ready.shift();
      if (!lane) return;
      lane.scheduled = false;
      if (lane.busy || !this.hasWork(lane)) continue;
      lane.busy = true;
      try {
        handled += await this.step(lane);
      } finally {
        lane.busy = false;
        this.schedule(lane);
        this.checkIdle();
      }
      if (handled >= BATCH) {
        handled = 0;
        await null;
      }
    }
  }

  /** Handles the lane's next events (a run while the handler answers synchronously); returns how many. */
  private async step(lane: Lane): Promise<number> {
    if (lane.head >= lane.queue.length) {
      await this.refill(lane);
      return 0;
    }
    let n = 0;
    while (n < BATCH && lane.head < lane.queue.length && !lane.dropped && !this.stopping) {
      const ev = lane.queue[lane.head];
      let r: Promise<void> | void;
      try {
        r = this.sub.handle(ev);
        if (r) await r;
      } catch (err) {
        this.failed(lane, err);
        break;
      }
      lane.head++;
      this.queued--;
      lane.attempts = 0;
      lane.handled = ev.candle.time;
      n++;
      // an async handler gives the other lanes their turn after each event
      if (r) break;
    }
    // handled events are let go of: a lane that is mostly empty holds nothing
    if (lane.head === lane.queue.length) {
      lane.queue = [];
      lane.head = 0;
    } else if (lane.head > 1024 && lane.head * 2 > lane.queue.length) {
      lane.queue = lane.queue.slice(lane.head);
      lane.head = 0;
    }
    return n;
  }

  /** Reads the lane's next events from SQL; ends the spill once it has read up to `upTo`. */
  private async refill(lane: Lane): Promise<void> {
    const spill = lane.spill;
    if (!spill) return;
    try {
      spill.reader ??= await this.o.redelivery(lane.series, lane.seriesId);
      if (!spill.reader) {
        // not in market_series yet: its candles are not stored, so the spill cannot end before they are
        this.failed(lane, new Error(`series ${lane.key} not stored yet`));
        return;
      }
      lane.seriesId = spill.reader.seriesId;
      // read before awaiting: whatever raised upTo before now was committed before the read starts
      const target = spill.upTo;
      const { events, through } = await spill.reader.read(lane.cursor, target);
      if (lane.dropped) return;
      for (const ev of events) lane.queue.push(ev);
      this.queued += events.length;
      lane.cursor = Math.max(lane.cursor, through);
      lane.attempts = 0;
      if (lane.cursor >= spill.upTo) lane.spill = null;
    } catch (err) {
      this.failed(lane, err);
    }
  }

  private failed(lane: Lane, err: unknown): void {
    lane.attempts++;
    const delay = Math.min(this.o.retryMaxMs, this.o.retryBaseMs * 2 ** (lane.attempts - 1));
    (lane.attempts >= 5 ? this.o.logger.error : this.o.logger.warn).call(
      this.o.logger,
      { err, consumer: this.sub.name, series: lane.key, attempt: lane.attempts, retryInMs: delay },
      'market: candleClosed consumer failed; retrying',
    );
    lane.backoff = setTimeout(() => {
      lane.backoff = null;
      this.schedule(lane);
      this.checkIdle();
    }, delay);
    lane.backoff.unref();
  }

  /**
   * How far, in candle time, this consumer's slowest series is behind the newest close it was given
   * for that series (0 when every series is handled up to its newest close).
   */
  lagMs(): number {
    let lag = 0;
    for (const lane of this.lanes.values()) {
      if (lane.dropped) continue;
      const latest = Math.max(lane.cursor, lane.spill?.upTo ?? lane.cursor);
      const position = lane.handled ?? lane.queue[lane.head]?.candle.time ?? lane.cursor;
      lag = Math.max(lag, latest - position);
    }
    return lag;
  }

  /** Watermarks that moved since the last save. */
  dirty(): Lane[] {
    return [...this.lanes.values()].filter((l) => l.handled !== undefined && l.handled !== l.saved);
  }

  /** Stops delivering the lanes of `feed` (lost to another instance): in-flight events finish first. */
  async dropFeed(feed: string): Promise<Lane[]> {
    const lanes = [...this.lanes.values()].filter((l) => l.feed === feed);
    for (const lane of lanes) {
      lane.dropped = true;
      if (lane.backoff) clearTimeout(lane.backoff);
      lane.backoff = null;
    }
    await this.until(() => lanes.every((l) => !l.busy), IN_FLIGHT_GRACE_MS);
    for (const lane of lanes) {
      this.queued -= lane.queue.length - lane.head;
      this.lanes.delete(lane.key);
    }
    return lanes;
  }

  /** Resolves when nothing is queued, read back, retried or in flight. */
  drain(): Promise<void> {
    return this.until(
      () => this.workers === 0 && [...this.lanes.values()].every((l) => !this.hasWork(l) && !l.backoff),
    );
  }

  /** Stops starting events; resolves when those in flight are done. */
  async stop(): Promise<void> {
    this.stopping = true;
    for (const lane of this.lanes.values()) {
      if (lane.backoff) clearTimeout(lane.backoff);
      lane.backoff = null;
    }
    await this.until(() => this.workers === 0, IN_FLIGHT_GRACE_MS);
  }

  /** Resolves once `done()` holds (checked whenever work ends), or after `timeoutMs` when given. */
  private until(done: () => boolean, timeoutMs?: number): Promise<void> {
    if (done()) return Promise.resolve();
    return new Promise((resolve) => {
      let timer: NodeJS.Timeout | undefined;
      let settled = false;
      const check = () => {
        if (settled) return;
        if (!done()) {
          this.idle.push(check);
          return;
        }
        settled = true;
        clearTimeout(timer);
        resolve();
      };
      if (timeoutMs !== undefined) {
        timer = setTimeout(() => {
          settled = true;
          this.o.logger.warn(
            { consumer: this.sub.name },
            'market: candleClosed handler still running; not waiting',
          );
          resolve();
        }, timeoutMs);
        timer.unref();
      }
      this.idle.push(check);
    });
  }

  private checkIdle(): void {
    const waiting = this.idle;
    this.idle = [];
    for (const check of waiting) check();
  }
}
