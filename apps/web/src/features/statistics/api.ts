import type { FilterMatches, StatisticFilter } from '@bitdata/contracts/filters';
import type { IntervalCode } from '@bitdata/contracts/market';
import type {
  StatisticDetail,
  StatisticRun,
  StatisticStartInput,
  StatisticTrade,
  StatisticTradesQueryInput,
} from '@bitdata/contracts/statistics';
import { api, expectData } from '../../api/client';

/**
 * Typed calls of the statistics API and of the public system statistic filters.
 * A run changes while it is calculated and its trades are paged by the server, so nothing is kept in
 * the local cache. Starting is `silent`: a 409 (one run at a time) is said on the screen that asked.
 */
const fresh = { cache: false } as const;
const DOCUMENT = 'statistic';

export interface TradesPage {
  data: StatisticTrade[];
  total: number;
  page: number;
  pageSize: number;
}

const runPath = (statisticId: string) => `/statistics/${encodeURIComponent(statisticId)}`;

export const statisticsApi = {
  start: async (body: StatisticStartInput) =>
    expectData(
      await api().post<{ statisticId: string; status: StatisticRun['status'] }>('/statistics', body, {
        silent: true,
        document: DOCUMENT,
      }),
    ),
  runs: async () => expectData(await api().get<StatisticRun[]>('/statistics', fresh)),
  run: async (statisticId: string) =>
    expectData(await api().get<StatisticDetail>(runPath(statisticId), fresh)),
  trades: async (statisticId: string, query: StatisticTradesQueryInput, signal?: AbortSignal) => {
    const res = await api().get<StatisticTrade[]>(`${runPath(statisticId)}/trades`, {
      ...fresh,
      query: query as Record<string, unknown>,
      signal,
    });
    expectData(res);
    return res.body as TradesPage;
  },
  /** Public: the latest finished run of each system statistic filter. */
  systemRuns: async () => expectData(await api().get<StatisticRun[]>('/statistics/system', fresh)),
  /** Public: the system statistic filters, in both languages (an hour: operators rarely edit them). */
  systemFilters: async () =>
    expectData(await api().get<StatisticFilter[]>('/statistic-filters', { timeCache: 3_600_000 })),
  systemMatches: async (code: string, interval: IntervalCode) =>
    expectData(
      await api().get<FilterMatches>(`/statistic-filters/${encodeURIComponent(code)}/matches`, {
        ...fresh,
        query: { interval },
      }),
    ),
};
