import type { FeedStateOf } from '@bitdata/contracts/market';
import { findInterval } from '@bitdata/core/intervals';

/**
 * Whether a series is shown as live, replayed or historical. Live needs both: the feed connected to
 * the exchange, and the last closed candle at most two intervals old. Anything else is history,
 * shown with the time it is "as of" (the close of its last candle). A replay whose history is used
 * up (its feed offline) says so, as of its last replayed candle.
 */
export type Freshness =
  | { kind: 'live'; asOf: number }
  | { kind: 'replay'; asOf: number | null }
  | { kind: 'replayEnded'; asOf: number | null }
  | { kind: 'historical'; asOf: number | null };

/** A closed candle older than this many intervals means the series is not live. */
export const LIVE_WITHIN_INTERVALS = 2;

export function freshnessOf(input: {
  feed: Pick<FeedStateOf, 'state' | 'source'> | undefined;
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
  feed: Pick<FeedStateOf, 'state' | 'source'> | undefined,
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

/** A replaying feed: "Replay" while it plays (or lags), "Replay ended" once its history is used up. */
function replayFreshness(
  feed: Pick<FeedStateOf, 'state' | 'source'> | undefined,
  asOf: number | null,
): Freshness | null {
  if (feed?.source !== 'replay') return null;
  return feed.state === 'offline' ? { kind: 'replayEnded', asOf } : { kind: 'replay', asOf };
}
