import {
  type Candle,
  createIndicatorState,
  emptyIndicatorValues,
  type IndicatorState,
  type IndicatorValues,
  updateIndicatorState,
} from '@bitdata/core';
import type { SeriesId } from '../market.types';
import { seriesKey } from '../reference-data';
import { CandleRing } from './candle-ring';

/** Everything held in memory for one market and interval. */
export interface SeriesState {
  id: SeriesId;
  key: string;
  ring: CandleRing;
  indicators: IndicatorState;
  /** latest value of every catalogue column after the newest closed candle */
  latest: IndicatorValues;
  /** open time of the newest closed candle processed (NaN before the first) */
  lastClosed: number;
  /** the candle still forming: shown live, never evaluated */
  live: Candle | null;
  /** realtime channel name, built on first publish */
  channel?: string;
}

/**
 * In-memory candle store: one ring of recent closed candles and one incremental indicator state per
 * series. Only the ingest process fills it; readers fall back to SQL when a series is not held.
 */
export class SeriesStore {
  private readonly map = new Map<string, SeriesState>();

  constructor(readonly capacity: number) {}

  get(id: SeriesId): SeriesState | undefined {
    return this.map.get(seriesKey(id.exchangeId, id.dataType, id.symbol, id.interval));
  }

  getByKey(key: string): SeriesState | undefined {
    return this.map.get(key);
  }

  ensure(id: SeriesId): SeriesState {
    const key = seriesKey(id.exchangeId, id.dataType, id.symbol, id.interval);
    let s = this.map.get(key);
    if (!s) {
      s = {
        id: { exchangeId: id.exchangeId, dataType: id.dataType, symbol: id.symbol, interval: id.interval },
        key,
        ring: new CandleRing(this.capacity),
        indicators: createIndicatorState({ interval: id.interval }),
        latest: emptyIndicatorValues(),
        lastClosed: Number.NaN,
        live: null,
      };
      this.map.set(key, s);
    }
    return s;
  }

  delete(id: SeriesId): void {
    this.map.delete(seriesKey(id.exchangeId, id.dataType, id.symbol, id.interval));
  }

  all(): IterableIterator<SeriesState> {
    return this.map.values();
  }

  get size(): number {
    return this.map.size;
  }
}

/** Advances a series by one closed candle newer than its last: ring, indicator state, latest values. */
export function advanceSeries(s: SeriesState, c: Candle): IndicatorValues {
  s.ring.push(c);
  updateIndicatorState(s.indicators, c, s.latest);
  s.lastClosed = c.time;
  if (s.live && s.live.time <= c.time) s.live = null;
  return s.latest;
}

/**
 * Recomputes the indicator state from the candles held (after a correction or a gap filled behind
 * the newest candle): the streaming state then equals what it would be had the candles come in order.
 */
export function rebuildIndicators(s: SeriesState): void {
  s.indicators = createIndicatorState({ interval: s.id.interval });
  s.latest = emptyIndicatorValues();
  for (let i = 0; i < s.ring.length; i++) updateIndicatorState(s.indicators, s.ring.at(i), s.latest);
  s.lastClosed = s.ring.lastTime;
}

/** Loads history into an empty or stale series (start-up priming): no hook, no publish. */
export function primeSeries(s: SeriesState, candles: Candle[]): void {
  for (const c of candles) {
    if (Number.isNaN(s.lastClosed) || c.time > s.lastClosed) advanceSeries(s, c);
    else s.ring.upsert(c);
  }
}
