import type { FeedStateOf } from '@bitdata/contracts/market';
import { findInterval } from '@bitdata/core/intervals';

/**
 * Whether a series is shown as live, replayed or historical. Live needs both: the feed connected to
 * the exchange, and the last closed candle at most two intervals old. Anything else is history,
 * shown with the time it is "as of" (the close of its last candle). A replay is "as of" the moment
 * its one clock has reached (the same for every replayed series, whatever the interval shown); once
 * its history is used up (its feed offline) it says so, as of its last replayed moment.
 */
export type Freshness =
  | { kind: 'live'; asOf: number }
  | { kind: 'replay'; asOf: number | null }
  | { kind: 'replayEnded'; asOf: number | null }
  | { kind: 'historical'; asOf: number | null };

/** What a badge needs of a feed: its state and source, and where a replay stands. */
type FeedOf = Pick<FeedStateOf, 'state' | 'source'> & Partial<Pick<FeedStateOf, 'replayTime'>>;

/** A closed candle older than this many intervals means the series is not live. */
export const LIVE_WITHIN_INTERVALS = 2;

export function freshnessOf(input: {
  feed: FeedOf | undefined;
  /** open time (ms) of the last closed candle, null when none is stored */
  lastClosedTime: number | null;
  interval: string;
  now: number;
}): Freshness {
  const duration = findInterval(input.interval)?.durationMs ?? 0;
  const asOf = input.lastClosedTime === null ? null : input.lastClosedTime + duration;
  const replay = replayFreshness(input.feed, asOf);
  if (replay) return replay;
  const connected = input.feed?.state === 'connected' && input.feed.source === 'live';
  if (connected && asOf !== null && input.now - asOf <= LIVE_WITHIN_INTERVALS * duration)
    return { kind: 'live', asOf };
  return { kind: 'historical', asOf };
}

/**
 * The same three states for a ticker (price and 24 h change): live only when its feed is connected
 * and the figures came from the exchange; otherwise as of the time they refer to.
 */
export function tickerFreshness(
  feed: FeedOf | undefined,
  ticker: { time: number | null; source: 'exchange' | 'candles' },
): Freshness {
  const replay = replayFreshness(feed, ticker.time);
  if (replay) return replay;
  if (
    feed?.state === 'connected' &&
    feed.source === 'live' &&
    ticker.source === 'exchange' &&
    ticker.time !== null
  )
    return { kind: 'live', asOf: ticker.time };
  return { kind: 'historical', asOf: ticker.time };
}

/**
 * A replaying feed: "Replay of" its clock's moment while it plays (or lags), "Replay ended" once its
 * history is used up. The series' own time stands in only when the feed does not tell its moment.
 */
function replayFreshness(feed: FeedOf | undefined, seriesAsOf: number | null): Freshness | null {
  if (feed?.source !== 'replay') return null;
  const asOf = feed.replayTime ?? seriesAsOf;
  return feed.state === 'offline' ? { kind: 'replayEnded', asOf } : { kind: 'replay', asOf };
}
