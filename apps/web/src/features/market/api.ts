import type { IntervalCode, MarketsQuery } from '@bitdata/contracts/market';
import { MARKET_ENDPOINTS as API } from '@bitdata/contracts/market.endpoints';
import { call, callData } from '../../api/endpoint-call';

/**
 * The market API, called through its declarations in the contracts. Market figures move: nothing is
 * kept in the local cache.
 */

const fresh = { cache: false } as const;
const market = (exchangeId: number, dataType: number, symbol: string) => ({ exchangeId, dataType, symbol });

export const marketApi = {
  /** `{ data, total, page, pageSize }`: the page and where it stands, so the whole body is the answer. */
  markets: (query: MarketsQuery, signal?: AbortSignal) => call(API.list, { query }, { ...fresh, signal }),
  overview: () => callData(API.overview, {}, fresh),
  topVolume: () => callData(API.topVolume, { query: {} }, fresh),
  detail: (exchangeId: number, dataType: number, symbol: string, interval: IntervalCode) =>
    callData(API.detail, { params: market(exchangeId, dataType, symbol), query: { interval } }, fresh),
  candles: (
    exchangeId: number,
    dataType: number,
    symbol: string,
    query: { interval: IntervalCode; limit?: number; from?: number; to?: number },
  ) => callData(API.candles, { params: market(exchangeId, dataType, symbol), query }, fresh),
  /** Anyone: each feed's state and source, for telling live series from history. */
  feedStates: (signal?: AbortSignal) => callData(API.feeds, {}, { ...fresh, signal }),
  /** Operators (market "view all"): every exchange feed's state; a 403 throws an ApiError of status 403. */
  feedStatus: (signal?: AbortSignal) => callData(API.status, {}, { ...fresh, signal }),
  /** Operators (market "edit"): pins a market into the universe, or releases it. */
  setPinned: (exchangeId: number, dataType: number, symbol: string, pinned: boolean) =>
    callData(API.pin, { params: market(exchangeId, dataType, symbol), body: { pinned } }),
};
