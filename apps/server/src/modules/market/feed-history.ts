import { INTERVAL_CODES, type IntervalCode } from '@bitdata/contracts';
import type { SeriesSpan } from './candle.repository';
import { BUILT_FROM, weeksOfDailySpan } from './weekly-candles';

/**
 * What history each feed holds, from its stored series: an interval has history where candles of it
 * are stored, or can be built from a stored interval as the chart builds them (the week from daily
 * candles). Pickers, matches and statistics read this one answer, so none of them calls an interval
 * empty that another one fills, nor fills one another calls empty.
 */

/** One market's history of one interval: its stored series, or one built from a stored interval. */
export interface HistorySpan extends SeriesSpan {
  /** the stored interval its candles are built from; null when they are stored */
  builtFrom: IntervalCode | null;
}

export interface IntervalHistory {
  interval: IntervalCode;
  /** markets with candles of it, stored or built */
  markets: number;
  /** what it is built from for the markets that store none of it; null when every one stores it */
  builtFrom: IntervalCode | null;
}

export interface FeedHistory {
  exchangeId: number;
  dataType: number;
  /** the intervals with history, shortest first */
  intervals: IntervalHistory[];
  /** every market's series with history, stored or built */
  series: HistorySpan[];
}

const BUILT = Object.entries(BUILT_FROM) as [IntervalCode, IntervalCode][];
const order = (it: string) => (INTERVAL_CODES as readonly string[]).indexOf(it);

/** A market's series of `interval` built from its stored `source` series; null when no candle of it closed. */
function builtSpan(source: SeriesSpan, interval: IntervalCode): HistorySpan | null {
  // the week is the one built interval (BUILT_FROM)
  const weeks = weeksOfDailySpan(source.firstTime, source.lastTime);
  return weeks && { ...source, interval, ...weeks, builtFrom: source.interval };
}

/** Each feed's history from its stored series (any feeds, in any order). */
export function historyOfFeeds(stored: readonly SeriesSpan[]): FeedHistory[] {
  const feeds = new Map<string, FeedHistory>();
  const held = new Set(stored.map((s) => `${s.exchangeId}:${s.dataType}:${s.symbol}:${s.interval}`));
  const feedOf = (s: SeriesSpan) => {
    const key = `${s.exchangeId}:${s.dataType}`;
    let f = feeds.get(key);
    if (!f) {
      f = { exchangeId: s.exchangeId, dataType: s.dataType, intervals: [], series: [] };
      feeds.set(key, f);
    }
    return f;
  };
  for (const s of stored) {
    const feed = feedOf(s);
    feed.series.push({ ...s, builtFrom: null });
    for (const [interval, from] of BUILT) {
      // a market storing the interval itself reads its stored candles, as the chart does
      if (from !== s.interval || held.has(`${s.exchangeId}:${s.dataType}:${s.symbol}:${interval}`)) continue;
      const built = builtSpan(s, interval);
      if (built) feed.series.push(built);
    }
  }
  for (const feed of feeds.values()) {
    const byInterval = new Map<IntervalCode, IntervalHistory>();
    for (const s of feed.series) {
      const h = byInterval.get(s.interval) ?? { interval: s.interval, markets: 0, builtFrom: null };
      h.markets++;
      if (s.builtFrom) h.builtFrom = s.builtFrom;
      byInterval.set(s.interval, h);
    }
    feed.intervals = [...byInterval.values()].sort((a, b) => order(a.interval) - order(b.interval));
  }
  return [...feeds.values()].sort((a, b) => a.exchangeId - b.exchangeId || a.dataType - b.dataType);
}

/** One feed's history out of historyOfFeeds' answer; none held: no interval has history. */
export const historyOfFeed = (
  list: readonly FeedHistory[],
  feed: { exchangeId: number; dataType: number },
): FeedHistory =>
  list.find((f) => f.exchangeId === feed.exchangeId && f.dataType === feed.dataType) ?? {
    exchangeId: feed.exchangeId,
    dataType: feed.dataType,
    intervals: [],
    series: [],
  };
