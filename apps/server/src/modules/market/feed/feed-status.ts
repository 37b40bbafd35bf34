import type { FeedStatus } from '@bitdata/contracts';

/**
 * Status of every exchange feed of this process (connected, lagging, offline, last candle time), read by
 * /health and the operators' status endpoint. "Lagging" is derived when read: connected, but silent for
 * longer than `lagAfterMs` or holding candles that wait for a backfill.
 */
export interface FeedStatusBoard {
  set(
    exchangeId: number,
    dataType: number,
    patch: Partial<Omit<FeedStatus, 'exchangeId' | 'dataType'>>,
  ): void;
  candleClosed(exchangeId: number, dataType: number, openTime: number, at: number): void;
  /** The feed runs on another instance now: its status is that instance's to report. */
  remove(exchangeId: number, dataType: number): void;
  list(now: number, pending?: (exchangeId: number, dataType: number) => number): FeedStatus[];
  /** true once any feed reported; an API-only process has none and reads the table instead */
  readonly active: boolean;
  onChange(listener: () => void): void;
}

export function createFeedStatusBoard(lagAfterMs = 120_000): FeedStatusBoard {
  const map = new Map<string, FeedStatus>();
  const listeners: Array<() => void> = [];
  const entry = (exchangeId: number, dataType: number): FeedStatus => {
    const key = `${exchangeId}:${dataType}`;
    let s = map.get(key);
    if (!s) {
      s = {
        exchangeId,
        dataType,
        state: 'offline',
        source: 'seed',
        lastCandleTime: null,
        lastMessageAt: null,
        detail: null,
        replayTime: null,
      };
      map.set(key, s);
    }
    return s;
  };
  return {
    set(exchangeId, dataType, patch) {
      const s = entry(exchangeId, dataType);
      const changed = (patch.state && patch.state !== s.state) || (patch.source && patch.source !== s.source);
      Object.assign(s, patch);
      if (changed) for (const l of listeners) l();
    },
    candleClosed(exchangeId, dataType, openTime, at) {
      const s = entry(exchangeId, dataType);
      if (s.lastCandleTime === null || openTime > s.lastCandleTime) s.lastCandleTime = openTime;
      s.lastMessageAt = at;
    },
    remove(exchangeId, dataType) {
      map.delete(`${exchangeId}:${dataType}`);
    },
    list(now, pending) {
      return [...map.values()]
        .map((s) => {
          const silent = s.lastMessageAt !== null && now - s.lastMessageAt > lagAfterMs;
          const waiting = (pending?.(s.exchangeId, s.dataType) ?? 0) > 0;
          return {
            ...s,
            state: s.state === 'connected' && (silent || waiting) ? ('lagging' as const) : s.state,
          };
        })
        .sort((a, b) => a.exchangeId - b.exchangeId || a.dataType - b.dataType);
    },
    get active() {
      return map.size > 0;
    },
    onChange(listener) {
      listeners.push(listener);
    },
  };
}
