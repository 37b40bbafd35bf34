import { MARKET_EVENTS, marketChannel } from '@bitdata/contracts';
import type { Candle } from '@bitdata/core';
import type { Logger } from '../../../platform/logger';
import type { RealtimeEvent } from '../../../platform/ports';
import type { CandleClosedEvent, CandleOrigin, SeriesCandle, SeriesId } from '../market.types';
import { intervalMs } from '../reference-data';
import { snapshotIndicators } from '../store/indicator-snapshot';
import {
  advanceSeries,
  primeSeries,
  rebuildIndicators,
  type SeriesState,
  type SeriesStore,
} from '../store/series-store';
import { candleDto } from './candle-dto';

/** Fetches the closed candles of `series` with open time in [from, to] (REST backfill). */
export type BackfillFn = (series: SeriesId, from: number, to: number) => Promise<Candle[]>;

export interface PipelineOptions {
  store: SeriesStore;
  logger: Logger;
  /** bulk upsert into SQL */
  persist: (rows: SeriesCandle[]) => Promise<unknown>;
  publish: (event: RealtimeEvent) => Promise<void> | void;
  /**
   * `market.candleClosed`: called after each successful write with the closed candles it stored, in
   * time order per series. Events are built only while `listening()` says someone consumes them.
   */
  deliver?: (events: CandleClosedEvent[]) => void;
  listening?: () => boolean;
  /** called when closed candles after a hole arrive; absent for the replay, which has no holes */
  backfill?: BackfillFn;
  flushEveryMs?: number;
  flushRows?: number;
  /** told of every closed candle processed (feed status: last candle time) */
  onClosed?: (series: SeriesId, candle: Candle) => void;
  /** when false, publishing to the realtime hub is skipped (benchmarks measure it separately) */
  publishClosed?: boolean;
}

export interface CandlePipeline {
  /**
   * Closed candles of one series, in any order, possibly repeated or overlapping what is stored. Each
   * candle newer than the series' last is processed exactly once and in time order (indicator update,
   * realtime, persistence, then `deliver` once it is in SQL); a hole before it is backfilled first (those
   * candles have origin 'backfill'). Calls are serialised per series.
   */
  ingestClosed(series: SeriesId, candles: Candle[], origin: CandleOrigin): Promise<void>;
  /**
   * History for a series (start-up, a new market): fills the ring and the indicator state without
   * events; `persist` when the candles are not in SQL yet (stored as history, origin null).
   */
  prime(series: SeriesId, candles: Candle[], persist: boolean): Promise<void>;
  /** The forming candle: kept for display and published, never evaluated. */
  updateLive(series: SeriesId, candle: Candle): void;
  /** Writes buffered candles to SQL now (and hands their events to `deliver`). */
  flush(): Promise<void>;
  /** Candles waiting for a backfill that failed (the exchange is unreachable), of one feed or all. */
  pendingCount(exchangeId?: number, dataType?: number): number;
  /** Drops the candles held for a feed another instance runs now (it backfills them itself). */
  forget(feed: { exchangeId: number; dataType: number }): void;
  stop(): Promise<void>;
}

export function createCandlePipeline(o: PipelineOptions): CandlePipeline {
  const chains = new Map<string, Promise<void>>();
  const pending = new Map<string, Candle[]>();
  // Closed candles waiting for SQL, per series in arrival order: a flush writes each series' candles
  // together (sequential inserts into the candle index, one key per series instead of one per row).
  // `origins` runs alongside `candles`: the event origin, or undefined for history and corrections.
  let writes = new Map<SeriesState, { candles: Candle[]; origins: Array<CandleOrigin | undefined> }>();
  let queued = 0;
  // events of the candles in `writes`, delivered once the flush that writes them succeeds
  let events: CandleClosedEvent[] = [];
  // a batch whose write failed: older than anything in `writes`, written first on the next flush
  let retry: { rows: SeriesCandle[]; events: CandleClosedEvent[] } = { rows: [], events: [] };
  let flushing: Promise<void> = Promise.resolve();
  const flushRows = o.flushRows ?? 5000;
  const timer = setInterval(() => void flush(), o.flushEveryMs ?? 1000);
  timer.unref();

  function takeWrites(): { rows: SeriesCandle[]; events: CandleClosedEvent[] } {
    const batch = retry;
    retry = { rows: [], events: [] };
    for (const [s, { candles, origins }] of writes) {
      const { exchangeId, dataType, symbol, interval } = s.id;
      for (let i = 0; i < candles.length; i++)
        batch.rows.push({ exchangeId, dataType, symbol, interval, candle: candles[i], origin: origins[i] });
    }
    for (const e of events) batch.events.push(e);
    writes = new Map();
    events = [];
    queued = 0;
    return batch;
  }

  function flush(): Promise<void> {
    flushing = flushing.then(async () => {
      if (queued === 0 && retry.rows.length === 0) return;
      const batch = takeWrites();
      try {
        await o.persist(batch.rows);
      } catch (err) {
        // keep them for the next flush: a candle in memory must reach SQL eventually, and its event with it
        retry = batch;
        o.logger.warn({ err }, 'market: persisting candles failed; will retry');
        return;
      }
      // only now: a consumer never sees a candle that a crash could still lose
      if (batch.events.length > 0) o.deliver?.(batch.events);
    });
    return flushing;
  }

  function queueWrite(s: SeriesState, candle: Candle, origin?: CandleOrigin): void {
    const list = writes.get(s);
    if (list) {
      list.candles.push(candle);
      list.origins.push(origin);
    } else writes.set(s, { candles: [candle], origins: [origin] });
    if (++queued >= flushRows) void flush();
  }

  // hoisted so the per-candle path allocates no closure for error handling
  const publishFailed = (err: unknown) => o.logger.debug({ err }, 'market: publish failed');

  function emit(s: SeriesState, candle: Candle, origin: CandleOrigin): void {
    const indicators = advanceSeries(s, candle);
    if (o.deliver && o.listening?.() !== false) {
      // a snapshot: the series' values move on with the next candle before the event is delivered
      events.push({ series: s.id, candle, indicators: snapshotIndicators(indicators), origin });
    }
    queueWrite(s, candle, origin);
    o.onClosed?.(s.id, candle);
    if (o.publishClosed !== false) {
      if (s.channel === undefined)
        s.channel = marketChannel(s.id.exchangeId, s.id.dataType, s.id.symbol, s.id.interval);
      const event = {
        channel: s.channel,
        type: MARKET_EVENTS.closed,
        data: { ...candleDto(candle), origin },
      };
      const r = o.publish(event);
      if (r) r.catch(publishFailed);
    }
  }

  /** Sorted, one candle per open time (the last one given wins). */
  function normalise(candles: Candle[]): Candle[] {
    const byTime = new Map<number, Candle>();
    for (const c of candles) byTime.set(c.time, c);
    return [...byTime.values()].sort((a, b) => a.time - b.time);
  }

  async function process(series: SeriesId, incoming: Candle[], origin: CandleOrigin): Promise<void> {
    const s = o.store.ensure(series);
    const step = intervalMs(series.interval);
    const held = pending.get(s.key) ?? [];
    pending.delete(s.key);
    const candles = normalise(held.concat(incoming));

    // corrections of candles already processed: store them, rebuild indicators if the ring changed
    let rebuilt = false;
    const newer: Candle[] = [];
    for (const c of candles) {
      if (!Number.isNaN(s.lastClosed) && c.time <= s.lastClosed) {
        const r = s.ring.upsert(c);
        queueWrite(s, c);
        if (r === 'inserted' || r === 'replaced') rebuilt = true;
      } else newer.push(c);
    }
    if (rebuilt) rebuildIndicators(s);
    if (newer.length === 0) return;

    // a hole between the last processed candle (or inside the new ones) is fetched before going on
    let hole = false;
    let expected = Number.isNaN(s.lastClosed) ? newer[0].time : s.lastClosed + step;
    for (const c of newer) {
      if (c.time > expected) hole = true;
      expected = c.time + step;
    }
    let fill: Candle[] = [];
    if (hole && o.backfill) {
      const from = Number.isNaN(s.lastClosed) ? newer[0].time : s.lastClosed + step;
      const to = newer[newer.length - 1].time - step;
      try {
        fill = (await o.backfill(series, from, to)).filter((c) => c.time >= from && c.time <= to);
      } catch (err) {
        pending.set(s.key, newer);
        o.logger.debug({ err, series: s.key }, 'market: backfill failed; candles held until it succeeds');
        return;
      }
    }
    const given = new Set(newer.map((c) => c.time));
    const all = normalise(fill.filter((c) => !given.has(c.time)).concat(newer));
    for (const c of all) {
      if (!Number.isNaN(s.lastClosed) && c.time <= s.lastClosed) continue;
      emit(s, c, given.has(c.time) ? origin : 'backfill');
    }
  }

  function serialise(series: SeriesId, task: () => Promise<void>): Promise<void> {
    const key = `${series.exchangeId}:${series.dataType}:${series.symbol}:${series.interval}`;
    const prev = chains.get(key) ?? Promise.resolve();
    const next = prev.then(task);
    const tracked = next.catch((err) => o.logger.error({ err, series: key }, 'market: ingest failed'));
    chains.set(key, tracked);
    void tracked.then(() => {
      if (chains.get(key) === tracked) chains.delete(key);
    });
    return next;
  }

  return {
    ingestClosed(series, candles, origin) {
      // fast path, the live steady state: the next candle of an idle series with nothing held back
      if (candles.length === 1) {
        const key = `${series.exchangeId}:${series.dataType}:${series.symbol}:${series.interval}`;
        const s = o.store.getByKey(key);
        if (
          s &&
          !chains.has(key) &&
          !pending.has(key) &&
          candles[0].time === s.lastClosed + intervalMs(series.interval)
        ) {
          emit(s, candles[0], origin);
          return Promise.resolve();
        }
      }
      return serialise(series, () => process(series, candles, origin));
    },
    prime: (series, candles, persist) =>
      serialise(series, async () => {
        const s = o.store.ensure(series);
        const sorted = normalise(candles);
        primeSeries(s, sorted);
        if (persist) for (const c of sorted) queueWrite(s, c);
      }),
    updateLive(series, candle) {
      const s = o.store.ensure(series);
      if (!Number.isNaN(s.lastClosed) && candle.time <= s.lastClosed) return;
      s.live = candle;
      if (o.publishClosed === false) return;
      const event = {
        channel: marketChannel(series.exchangeId, series.dataType, series.symbol, series.interval),
        type: MARKET_EVENTS.update,
        data: candleDto(candle),
      };
      Promise.resolve(o.publish(event)).catch((err) => o.logger.debug({ err }, 'market: publish failed'));
    },
    flush: async () => {
      await Promise.all([...chains.values()]);
      await flush();
    },
    pendingCount: (exchangeId, dataType) => {
      const prefix = exchangeId === undefined ? '' : `${exchangeId}:${dataType}:`;
      let n = 0;
      for (const [key, held] of pending) if (key.startsWith(prefix)) n += held.length;
      return n;
    },
    forget: ({ exchangeId, dataType }) => {
      for (const key of [...pending.keys()])
        if (key.startsWith(`${exchangeId}:${dataType}:`)) pending.delete(key);
    },
    stop: async () => {
      clearInterval(timer);
      await Promise.all([...chains.values()]);
      await flush();
    },
  };
}
