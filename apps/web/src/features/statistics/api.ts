import { FILTER_ENDPOINTS } from '@bitdata/contracts/filters.endpoints';
import type { IntervalCode } from '@bitdata/contracts/market';
import type { StatisticStartInput, StatisticTradesQueryInput } from '@bitdata/contracts/statistics';
import { STATISTIC_ENDPOINTS as API } from '@bitdata/contracts/statistics.endpoints';
import { call, callData } from '../../api/endpoint-call';

/**
 * The statistics API and the public system statistic filters, called through their declarations in
 * the contracts. A run changes while it is calculated and its trades are paged by the server, so
 * nothing is kept in the local cache. Starting is `silent`: a 409 (one run at a time) is said on the
 * screen that asked.
 */
const fresh = { cache: false } as const;

export const statisticsApi = {
  start: (body: StatisticStartInput) => callData(API.start, { body }, { silent: true }),
  runs: () => callData(API.list, {}, fresh),
  run: (statisticId: string) => callData(API.get, { params: { statisticId } }, fresh),
  /** `{ data, total, page, pageSize }`: the page and where it stands, so the whole body is the answer. */
  trades: (statisticId: string, query: StatisticTradesQueryInput, signal?: AbortSignal) =>
    call(API.trades, { params: { statisticId }, query }, { ...fresh, signal }),
  /** Public: the latest finished run of each system statistic filter. */
  systemRuns: () => callData(API.system, {}, fresh),
  /** Public: the system statistic filters, in both languages (an hour: operators rarely edit them). */
  systemFilters: () => callData(FILTER_ENDPOINTS.statisticFilters, {}, { timeCache: 3_600_000 }),
  systemMatches: (code: string, interval: IntervalCode) =>
    callData(FILTER_ENDPOINTS.statisticMatches, { params: { code }, query: { interval } }, fresh),
};
