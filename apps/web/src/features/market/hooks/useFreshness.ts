import { MARKET_ENDPOINTS as API } from '@bitdata/contracts/market.endpoints';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { endpointKey } from '../../../api/query-keys';
import { marketApi } from '../api';
import { type Freshness, freshnessOf } from '../freshness';
import { FEED_REFRESH_MS } from './useMarketFeed';

const feedStatesKey = endpointKey(API.feeds, {});

/** Every feed's state, shared by every badge on the page and read again as often as the feed board. */
export const useFeedStates = () =>
  useQuery({
    queryKey: feedStatesKey,
    queryFn: ({ signal }) => marketApi.feedStates(signal),
    staleTime: FEED_REFRESH_MS,
    refetchInterval: FEED_REFRESH_MS,
  });

/** The clock a badge compares candle times to, moving on by itself so "Live" expires on time. */
function useNow(stepMs = 30_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = window.setInterval(() => setNow(Date.now()), stepMs);
    return () => window.clearInterval(id);
  }, [stepMs]);
  return now;
}

/** Live, replay or historical "as of" for one series, from its feed and its last closed candle. */
export function useFreshness(
  exchangeId: number,
  dataType: number,
  interval: string,
  lastClosedTime: number | null,
): Freshness {
  const feeds = useFeedStates();
  const now = useNow();
  const feed = feeds.data?.find((f) => f.exchangeId === exchangeId && f.dataType === dataType);
  return freshnessOf({ feed, lastClosedTime, interval, now });
}
