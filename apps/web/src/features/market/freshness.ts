import type { FeedStateOf } from '@bitdata/contracts/market';
import { findInterval } from '@bitdata/core/intervals';

/**
 * Whether a series is shown as live, replayed or historical. Live needs both: the feed connected to
 * the exchange, and the last closed candle at most two intervals old. Anything else is history,
 * shown with the time it is "as of" (the close of its last candle).
 */
export type Freshness =
  | { kind: 'live'; asOf: number }
  | { kind: 'replay'; asOf: number | null }
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
  if (input.feed?.source === 'replay' && input.feed.state === 'connected') return { kind: 'replay', asOf };
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
  if (feed?.source === 'replay' && feed.state === 'connected') return { kind: 'replay', asOf: ticker.time };
  if (
    feed?.state === 'connected' &&
    feed.source === 'live' &&
    ticker.source === 'exchange' &&
    ticker.time !== null
  )
    return { kind: 'live', asOf: ticker.time };
  return { kind: 'historical', asOf: ticker.time };
}
