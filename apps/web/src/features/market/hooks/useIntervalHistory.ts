import type { IntervalCode } from '@bitdata/contracts/market';
import { useCallback } from 'react';
import { intervalHistoryOf } from '../interval-history';
import { useFeedStates } from './useFreshness';

/**
 * Which intervals of an exchange and data type have candles, for pickers to mark the others ("no
 * history yet") while keeping them selectable. While the feeds are loading or could not be read,
 * every interval counts as having history: nothing is marked on a guess.
 */
export function useIntervalHistory(exchangeId: number, dataType: number) {
  const feeds = useFeedStates();
  const feed = feeds.isError
    ? undefined
    : feeds.data?.find((f) => f.exchangeId === exchangeId && f.dataType === dataType);
  return useCallback((interval: IntervalCode) => intervalHistoryOf(feed, interval), [feed]);
}
