import type { Candle } from '@bitdata/core';
import type { SeriesId } from '../market.types';
import { intervalInfo, intervalMs } from '../reference-data';
import type { CandlePipeline } from './candle-pipeline';
import { readSeedCandles, type SeedFile, seriesOfFile } from './seed';

/**
 * Replays the newest part of the bundled history as if it were live: every series holds back its last
 * `windowMs` of market time from the seed, and those candles are emitted as closed candles through the
 * same pipeline as the live feed, at `speed` times real time. The order is fixed (close time, then
 * exchange, data type, symbol, interval), so two replays emit the same sequence: deterministic.
 */
export interface ReplayEvent {
  /** market time since the replay start at which the candle closes */
  offset: number;
  series: SeriesId;
  candle: Candle;
}

/** First open time held back from the seed for `series` (candles from there on are replayed). */
export function replayCutoff(series: SeriesId, candles: Candle[], windowMs: number): number {
  if (candles.length === 0) return Number.POSITIVE_INFINITY;
  const step = intervalMs(series.interval);
  const last = candles[candles.length - 1].time;
  // whole candles only: the window rounded down to the interval, at least one candle
  const held = Math.max(1, Math.floor(windowMs / step));
  return last - (held - 1) * step;
}

export function buildReplayEvents(files: SeedFile[], windowMs: number): ReplayEvent[] {
  const events: ReplayEvent[] = [];
  for (const f of files) {
    const series = seriesOfFile(f);
    const candles = readSeedCandles(f.file);
    const cutoff = replayCutoff(series, candles, windowMs);
    const step = intervalMs(f.interval);
    for (const candle of candles) {
      if (candle.time >= cutoff) events.push({ offset: candle.time + step - cutoff, series, candle });
    }
  }
  const order = (e: ReplayEvent) => intervalInfo(e.series.interval).index;
  return events.sort(
    (a, b) =>
      a.offset - b.offset ||
      a.series.exchangeId - b.series.exchangeId ||
      a.series.dataType - b.series.dataType ||
      (a.series.symbol < b.series.symbol ? -1 : a.series.symbol > b.series.symbol ? 1 : 0) ||
      order(a) - order(b),
  );
}

/**
 * Where a replay continues after a restart: the events of candles already stored (the newest stored
 * candle of each series, which a stop flushes to SQL) are dropped, and the replay clock starts at the
 * offset of the last of them, so the next candle follows at its natural gap instead of the replay
 * going silent while it re-walks what it already emitted.
 */
export function resumeReplay(
  events: ReplayEvent[],
  lastStored: (series: SeriesId) => number | undefined,
): { events: ReplayEvent[]; startOffset: number } {
  let startOffset = 0;
  const rest: ReplayEvent[] = [];
  for (const e of events) {
    const last = lastStored(e.series);
    if (last !== undefined && e.candle.time <= last) startOffset = Math.max(startOffset, e.offset);
    else rest.push(e);
  }
  return { events: rest, startOffset };
}

export interface ReplayFeed {
  /** Emits, in order, every event due by `offset` (market ms since the start); resolves when processed. */
  advanceTo(offset: number): Promise<number>;
  start(): void;
  stop(): Promise<void>;
  readonly emitted: number;
  readonly total: number;
}

export function createReplayFeed(o: {
  events: ReplayEvent[];
  pipeline: CandlePipeline;
  speed: number;
  /** market ms the replay clock starts at (a resumed replay: see resumeReplay) */
  startOffset?: number;
  tickMs?: number;
  onEmit?: (e: ReplayEvent) => void;
  onDone?: () => void;
}): ReplayFeed {
  let next = 0;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<number> = Promise.resolve(0);
  let startedAt = 0;

  function advanceTo(offset: number): Promise<number> {
    running = running.then(async () => {
      let n = 0;
      while (next < o.events.length && o.events[next].offset <= offset) {
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
    start() {
      startedAt = Date.now();
      timer = setInterval(() => {
        void advanceTo((o.startOffset ?? 0) + (Date.now() - startedAt) * o.speed);
        if (next >= o.events.length && timer) clearInterval(timer);
      }, o.tickMs ?? 250);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      await running;
    },
    get emitted() {
      return next;
    },
    get total() {
      return o.events.length;
    },
  };
}
