import { EXCHANGES } from '@bitdata/contracts/constants';
import type { IntervalCode, MarketsQuery } from '@bitdata/contracts/market';
import { MARKET_ENDPOINTS as API } from '@bitdata/contracts/market.endpoints';
import { keepPreviousData, useQueries, useQuery } from '@tanstack/react-query';
import { endpointKey } from '../../../api/query-keys';
import { marketApi } from '../api';

const market = (exchangeId: number, dataType: number, symbol: string) => ({ exchangeId, dataType, symbol });

/** Keys of the market endpoints; a market's detail and its candles sit under its path. */
export const marketKeys = {
  markets: (query: MarketsQuery) => endpointKey(API.list, { query }),
  overview: endpointKey(API.overview, {}),
  topVolume: endpointKey(API.topVolume, { query: {} }),
  detail: (e: number, d: number, s: string, interval: IntervalCode) =>
    endpointKey(API.detail, { params: market(e, d, s), query: { interval } }),
  candles: (e: number, d: number, s: string, interval: IntervalCode) =>
    endpointKey(API.candles, { params: market(e, d, s), query: { interval, limit: CHART_CANDLES } }),
};

/** Candles the chart loads: enough for EMA 200 and Ichimoku to warm up with history on screen. */
export const CHART_CANDLES = 1000;

export const useMarkets = (query: MarketsQuery) =>
  useQuery({
    queryKey: marketKeys.markets(query),
    queryFn: ({ signal }) => marketApi.markets(query, signal),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

/**
 * The exchanges that have stored markets (one market is enough), for pickers to offer only those;
 * null while unknown (loading, or the question failed), when every exchange stays offered.
 */
export function useExchangesWithMarkets(): ReadonlySet<number> | null {
  const answers = useQueries({
    queries: EXCHANGES.map((x) => {
      const query = { exchange: x.id, page: 1, pageSize: 1 };
      return {
        queryKey: marketKeys.markets(query),
        queryFn: ({ signal }: { signal: AbortSignal }) => marketApi.markets(query, signal),
        staleTime: 60_000,
      };
    }),
  });
  if (answers.some((a) => !a.data)) return null;
  return new Set(EXCHANGES.filter((_, i) => (answers[i].data?.total ?? 0) > 0).map((x) => x.id));
}

export const useOverview = () =>
  useQuery({
    queryKey: marketKeys.overview,
    queryFn: marketApi.overview,
    staleTime: 30_000,
    refetchInterval: 60_000,
  });

export const useTopVolume = () =>
  useQuery({
    queryKey: marketKeys.topVolume,
    queryFn: marketApi.topVolume,
    staleTime: 30_000,
    refetchInterval: 60_000,
  });

export const useMarketDetail = (
  exchangeId: number,
  dataType: number,
  symbol: string,
  interval: IntervalCode,
  enabled = true,
) =>
  useQuery({
    queryKey: marketKeys.detail(exchangeId, dataType, symbol, interval),
    queryFn: () => marketApi.detail(exchangeId, dataType, symbol, interval),
    enabled,
    staleTime: 5_000,
    placeholderData: keepPreviousData,
  });

export const useCandles = (
  exchangeId: number,
  dataType: number,
  symbol: string,
  interval: IntervalCode,
  enabled = true,
) =>
  useQuery({
    queryKey: marketKeys.candles(exchangeId, dataType, symbol, interval),
    queryFn: () => marketApi.candles(exchangeId, dataType, symbol, { interval, limit: CHART_CANDLES }),
    enabled,
    staleTime: Infinity,
    // live candles arrive by websocket; a refetch would only reset what the stream added
    refetchOnWindowFocus: false,
  });
