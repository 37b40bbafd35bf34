import type { Candle } from '@bitdata/core';
import type { SeriesId } from '../market.types';
import { intervalInfo, intervalMs } from '../reference-data';
import type { CandlePipeline } from './candle-pipeline';
import { readSeedCandles, type SeedFile, seriesOfFile } from './seed';
import type { SeedWindow } from './seed-window';

/**
 * Replays the end of the bundled history as if it were live: the seed stores every series up to the
 * window's start, and the candles that close in (start, end] are emitted as closed candles through the
 * same pipeline as the live feed. Every series runs on one replay clock (market time moving at `speed`
 * times real time), so the closes of one moment come out together, spot and futures alike. The order
 * is fixed (close time, then exchange, data type, symbol, interval), so two replays emit the same
 * sequence: deterministic.
 */
export interface ReplayEvent {
  /** market time (ms) at which the candle closes */
  at: number;
  series: SeriesId;
  candle: Candle;
}

export function buildReplayEvents(files: SeedFile[], window: SeedWindow): ReplayEvent[] {
  const events: ReplayEvent[] = [];
  for (const f of files) {
    const series = seriesOfFile(f);
    const step = intervalMs(f.interval);
    for (const candle of readSeedCandles(f.file)) {
      const at = candle.time + step;
      if (at > window.start && at <= window.end) events.push({ at, series, candle });
    }
  }
  const order = (e: ReplayEvent) => intervalInfo(e.series.interval).index;
  return events.sort(
    (a, b) =>
      a.at - b.at ||
      a.series.exchangeId - b.series.exchangeId ||
      a.series.dataType - b.series.dataType ||
      (a.series.symbol < b.series.symbol ? -1 : a.series.symbol > b.series.symbol ? 1 : 0) ||
      order(a) - order(b),
  );
}

/**
 * Drops the events of candles already stored (the newest stored candle of each series, which a stop
 * flushes to SQL): after a restart a feed goes on after them instead of emitting them again.
 */
export function unstoredEvents(
  events: ReplayEvent[],
  lastStored: (series: SeriesId) => number | undefined,
): ReplayEvent[] {
  return events.filter((e) => {
    const last = lastStored(e.series);
    return last === undefined || e.candle.time > last;
  });
}

/**
 * Where the replay clock resumes after a restart: at the newest close already stored in the window
 * (of any series: the clock is one), so the next candle follows at its natural gap instead of the
 * replay going silent while it re-walks what it already emitted. The window's start on a first run.
 */
export function resumeAt(window: SeedWindow, storedCloses: Iterable<number>): number {
  let at = window.start;
  for (const close of storedCloses) if (close > at && close <= window.end) at = close;
  return at;
}

/** The one market clock every replayed series advances on. */
export interface ReplayClock {
  /** market time (ms) the clock started from */
  readonly from: number;
  /** the window's end, where the clock stops */
  readonly end: number;
  /** market time now */
  at(): number;
}

export function createReplayClock(o: {
  from: number;
  end: number;
  speed: number;
  now: () => number;
}): ReplayClock {
  const startedAt = o.now();
  return {
    from: o.from,
    end: o.end,
    at: () => Math.min(o.end, o.from + (o.now() - startedAt) * o.speed),
  };
}

export interface ReplayFeed {
  /** Emits, in order, every event that closes by `at` (market time); resolves when processed. */
  advanceTo(at: number): Promise<number>;
  stop(): Promise<void>;
  /** true once every event was emitted */
  readonly done: boolean;
  readonly emitted: number;
  readonly total: number;
}

/**
 * One feed's share of the replay. It has no timer of its own: the runtime advances every feed to the
 * same reading of the replay clock, so no feed runs ahead of another.
 */
export function createReplayFeed(o: {
  events: ReplayEvent[];
  pipeline: CandlePipeline;
  onEmit?: (e: ReplayEvent) => void;
  onDone?: () => void;
}): ReplayFeed {
  let next = 0;
  let stopped = false;
  let running: Promise<number> = Promise.resolve(0);

  function advanceTo(at: number): Promise<number> {
    running = running.then(async () => {
      let n = 0;
      while (!stopped && next < o.events.length && o.events[next].at <= at) {
        const e = o.events[next++];
        await o.pipeline.ingestClosed(e.series, [e.candle], 'replay');
        o.onEmit?.(e);
        n++;
      }
      if (next === o.events.length && n > 0) o.onDone?.();
      return n;
    });
    return running;
  }

  return {
    advanceTo,
    async stop() {
      stopped = true;
      await running;
    },
    get done() {
      return next >= o.events.length;
    },
    get emitted() {
      return next;
    },
    get total() {
      return o.events.length;
    },
  };
}
