import type { FeedStateOf, IntervalCode } from '@bitdata/contracts/market';

/** What a picker tells of one interval on one feed (exchange and data type). */
export interface IntervalHistory {
  /**
   * False only when the feed answered and holds no candles of the interval: a filter or statistic on it
   * has nothing to read until live candles arrive. Unknown (feeds not read yet) counts as history.
   */
  hasHistory: boolean;
  /** the stored interval it is built from (the week from daily candles); null when stored itself */
  builtFrom: IntervalCode | null;
}

const UNKNOWN: IntervalHistory = { hasHistory: true, builtFrom: null };

/** An interval's history on a feed, from GET /market-feeds; without the feed nothing is claimed. */
export function intervalHistoryOf(
  feed: Pick<FeedStateOf, 'history'> | undefined,
  interval: IntervalCode,
): IntervalHistory {
  if (!feed) return UNKNOWN;
  const held = feed.history.find((h) => h.interval === interval && h.markets > 0);
  return held ? { hasHistory: true, builtFrom: held.builtFrom } : { hasHistory: false, builtFrom: null };
}
