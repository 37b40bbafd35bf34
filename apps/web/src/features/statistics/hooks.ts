import { STATISTIC_EVENTS, userChannel } from '@bitdata/contracts/constants';
import { FILTER_ENDPOINTS } from '@bitdata/contracts/filters.endpoints';
import type { IntervalCode } from '@bitdata/contracts/market';
import type {
  StatisticDetail,
  StatisticProgressMessage,
  StatisticTradesQueryInput,
} from '@bitdata/contracts/statistics';
import { STATISTIC_ENDPOINTS as API } from '@bitdata/contracts/statistics.endpoints';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { endpointKey } from '../../api/query-keys';
import { useRealtimeChannel } from '../../app/realtime/RealtimeProvider';
import { useAuth } from '../auth';
import { statisticsApi } from './api';
import { isFinished } from './run-state';

/**
 * Keys of the statistics endpoints: a member's runs lie under /statistics, which starting a run makes
 * stale; the system statistic filters under /statistic-filters, which it leaves alone. The runs list's
 * key is the prefix of every run's, so the list alone is invalidated `exact`.
 */
export const statisticKeys = {
  runs: endpointKey(API.list, {}),
  run: (statisticId: string) => endpointKey(API.get, { params: { statisticId } }),
  trades: (statisticId: string, query: StatisticTradesQueryInput) =>
    endpointKey(API.trades, { params: { statisticId }, query }),
  systemRuns: endpointKey(API.system, {}),
  systemFilters: endpointKey(FILTER_ENDPOINTS.statisticFilters, {}),
  systemMatches: (code: string, interval: IntervalCode) =>
    endpointKey(FILTER_ENDPOINTS.statisticMatches, { params: { code }, query: { interval } }),
};

/** While the websocket is down, the run is asked for this often until it has finished. */
export const POLL_MS = 2_000;
/** With the websocket up, a slow check still catches a finish whose event was missed. */
const SAFETY_POLL_MS = 15_000;

/**
 * One run, kept current while it is calculated: its progress arrives on the member's own channel
 * (`user:<id>`, event statistics.progress) and is written into the cached run; the finish refetches
 * the run for its results. Without a live channel the run is polled instead.
 */
export function useStatisticRun(statisticId: string | undefined) {
  const queryClient = useQueryClient();
  const { user } = useAuth();
  const key = statisticKeys.run(statisticId ?? '');
  const channel = useRealtimeChannel(statisticId && user ? userChannel(user.id) : null, (event, data) => {
    if (event !== STATISTIC_EVENTS.progress) return;
    const message = data as StatisticProgressMessage;
    if (message?.statisticId !== statisticId) return;
    if (isFinished(message.status)) {
      void queryClient.invalidateQueries({ queryKey: key });
      void queryClient.invalidateQueries({ queryKey: statisticKeys.runs, exact: true });
      return;
    }
    queryClient.setQueryData<StatisticDetail>(key, (run) =>
      run ? { ...run, status: message.status, progress: message.progress } : run,
    );
  });
  const query = useQuery({
    queryKey: key,
    queryFn: () => statisticsApi.run(statisticId ?? ''),
    enabled: Boolean(statisticId),
    refetchInterval: (q) => {
      const run = q.state.data;
      if (!run || isFinished(run.status)) return false;
      return channel === 'live' ? SAFETY_POLL_MS : POLL_MS;
    },
  });
  return { ...query, channel };
}

/** The member's runs; asked again while one of them is still calculated. */
export const useStatisticRuns = (enabled = true) =>
  useQuery({
    queryKey: statisticKeys.runs,
    queryFn: statisticsApi.runs,
    enabled,
    refetchInterval: (q) => (q.state.data?.some((r) => !isFinished(r.status)) ? POLL_MS : false),
  });

export const useStatisticTrades = (statisticId: string, query: StatisticTradesQueryInput) =>
  useQuery({
    queryKey: statisticKeys.trades(statisticId, query),
    queryFn: ({ signal }) => statisticsApi.trades(statisticId, query, signal),
    placeholderData: keepPreviousData,
  });

export const useSystemRuns = () =>
  useQuery({ queryKey: statisticKeys.systemRuns, queryFn: statisticsApi.systemRuns });

export const useSystemFilters = () =>
  useQuery({ queryKey: statisticKeys.systemFilters, queryFn: statisticsApi.systemFilters });

export const useSystemMatches = (code: string | undefined, interval: IntervalCode) =>
  useQuery({
    queryKey: statisticKeys.systemMatches(code ?? '', interval),
    queryFn: () => statisticsApi.systemMatches(code ?? '', interval),
    enabled: Boolean(code),
    refetchInterval: 60_000,
  });

export const useStartStatistic = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: statisticsApi.start,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: statisticKeys.runs, exact: true }),
  });
};
