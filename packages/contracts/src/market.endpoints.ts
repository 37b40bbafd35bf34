import { okSchema } from './common';
import { PERMISSION_LEVEL, RESOURCE } from './constants/permissions';
import { endpoint } from './endpoint';
import {
  candlesQuerySchema,
  candlesResponseSchema,
  detailQuerySchema,
  feedStatesResponseSchema,
  feedStatusResponseSchema,
  marketDetailResponseSchema,
  marketParamsSchema,
  marketsQuerySchema,
  marketsResponseSchema,
  overviewResponseSchema,
  pinBodySchema,
  referenceResponseSchema,
  tickersQuerySchema,
  tickersResponseSchema,
  topVolumeResponseSchema,
} from './market';

/**
 * The market data API. Reads are public (the /crypto page works signed out); the feed status and
 * pinning are for operators (permission `market`: view all, edit).
 */
export const MARKET_ENDPOINTS = {
  /** Exchanges, data types and intervals: the master data every market screen names. */
  reference: endpoint({ method: 'GET', path: '/market-reference', response: referenceResponseSchema }),
  /** A page of markets (`{ data, total, page, pageSize }`). */
  list: endpoint({
    method: 'GET',
    path: '/markets',
    query: marketsQuerySchema,
    response: marketsResponseSchema,
  }),
  tickers: endpoint({
    method: 'GET',
    path: '/markets/tickers',
    query: tickersQuerySchema,
    response: tickersResponseSchema,
  }),
  overview: endpoint({ method: 'GET', path: '/markets/overview', response: overviewResponseSchema }),
  topVolume: endpoint({
    method: 'GET',
    path: '/markets/top-volume',
    query: tickersQuerySchema,
    response: topVolumeResponseSchema,
  }),
  candles: endpoint({
    method: 'GET',
    path: '/markets/:exchangeId/:dataType/:symbol/candles',
    params: marketParamsSchema,
    query: candlesQuerySchema,
    response: candlesResponseSchema,
  }),
  detail: endpoint({
    method: 'GET',
    path: '/markets/:exchangeId/:dataType/:symbol',
    params: marketParamsSchema,
    query: detailQuerySchema,
    response: marketDetailResponseSchema,
  }),
  /** Each feed's state and source, for telling live series from history. */
  feeds: endpoint({ method: 'GET', path: '/market-feeds', response: feedStatesResponseSchema }),
  /** Every exchange feed's state, for operators. */
  status: endpoint({
    method: 'GET',
    path: '/market-status',
    response: feedStatusResponseSchema,
    access: { resource: RESOURCE.market, level: PERMISSION_LEVEL.viewAll },
  }),
  /** Pins a market into the universe, or releases it. */
  pin: endpoint({
    method: 'PUT',
    path: '/market-pins/:exchangeId/:dataType/:symbol',
    params: marketParamsSchema,
    body: pinBodySchema,
    response: okSchema,
    access: { resource: RESOURCE.market, level: PERMISSION_LEVEL.edit },
  }),
} as const;
