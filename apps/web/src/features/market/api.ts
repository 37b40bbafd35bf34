import type {
  CandlesAnswer,
  FeedStateOf,
  FeedStatus,
  IntervalCode,
  MarketDetail,
  MarketSummary,
  MarketsPage,
  MarketsQuery,
  OverviewItem,
  TopVolumeItem,
} from '@bitdata/contracts/market';
import { api, expectData } from '../../api/client';

/** Typed calls of the market API. Market figures move: nothing is kept in the local cache. */

const fresh = { cache: false } as const;
const path = (exchangeId: number, dataType: number, symbol: string) =>
  `/markets/${exchangeId}/${dataType}/${encodeURIComponent(symbol)}`;

export const marketApi = {
  markets: async (query: MarketsQuery, signal?: AbortSignal) => {
    const res = await api().get<MarketSummary[]>('/markets', { ...fresh, query, signal });
    expectData(res);
    return res.body as MarketsPage;
  },
  overview: async () => expectData(await api().get<OverviewItem[]>('/markets/overview', fresh)),
  topVolume: async () => expectData(await api().get<TopVolumeItem[]>('/markets/top-volume', fresh)),
  detail: async (exchangeId: number, dataType: number, symbol: string, interval: IntervalCode) =>
    expectData(
      await api().get<MarketDetail>(path(exchangeId, dataType, symbol), { ...fresh, query: { interval } }),
    ),
  candles: async (
    exchangeId: number,
    dataType: number,
    symbol: string,
    query: { interval: IntervalCode; limit?: number; from?: number; to?: number },
  ) =>
    expectData(
      await api().get<CandlesAnswer>(`${path(exchangeId, dataType, symbol)}/candles`, { ...fresh, query }),
    ),
  /** Anyone: each feed's state and source, for telling live series from history. */
  feedStates: async (signal?: AbortSignal) =>
    expectData(await api().get<FeedStateOf[]>('/market-feeds', { ...fresh, signal })),
  /** Operators (market "view all"): every exchange feed's state; a 403 throws an ApiError of status 403. */
  feedStatus: async (signal?: AbortSignal) =>
    expectData(await api().get<FeedStatus[]>('/market-status', { ...fresh, signal })),
  /** Operators (market "edit"): pins a market into the universe, or releases it. */
  setPinned: async (exchangeId: number, dataType: number, symbol: string, pinned: boolean) =>
    expectData(
      await api().put<{ ok: true }>(`/market-pins/${exchangeId}/${dataType}/${encodeURIComponent(symbol)}`, {
        pinned,
      }),
    ),
};
