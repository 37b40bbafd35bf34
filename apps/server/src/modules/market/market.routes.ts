import {
  candlesQuerySchema,
  candlesResponseSchema,
  detailQuerySchema,
  feedStatusResponseSchema,
  marketDetailResponseSchema,
  marketParamsSchema,
  marketsQuerySchema,
  marketsResponseSchema,
  okSchema,
  overviewResponseSchema,
  pinBodySchema,
  referenceResponseSchema,
  tickersQuerySchema,
  tickersResponseSchema,
  topVolumeResponseSchema,
} from '@bitdata/contracts';
import type { AppInstance } from '../../app';
import type { AppDeps } from '../../deps';
import { requirePermission } from '../auth/auth.guard';
import * as market from './market.service';

/**
 * Market data API. Reads are public (the /crypto page works signed out); the feed status and pinning
 * are for operators (permission `market`: view all 2, edit 4).
 */
export async function marketRoutes(app: AppInstance, deps: AppDeps): Promise<void> {
  app.get('/market-reference', { schema: { response: { 200: referenceResponseSchema } } }, async () => ({
    data: market.getReference(),
  }));

  app.get(
    '/markets',
    { schema: { querystring: marketsQuerySchema, response: { 200: marketsResponseSchema } } },
    async (req) => market.listMarkets(deps, req.query),
  );

  app.get(
    '/markets/tickers',
    { schema: { querystring: tickersQuerySchema, response: { 200: tickersResponseSchema } } },
    async (req) => ({
      data: await market.listTickers(deps, req.query),
    }),
  );

  app.get('/markets/overview', { schema: { response: { 200: overviewResponseSchema } } }, async () => ({
    data: await market.getOverview(deps),
  }));

  app.get(
    '/markets/top-volume',
    { schema: { querystring: tickersQuerySchema, response: { 200: topVolumeResponseSchema } } },
    async (req) => ({ data: await market.getTopVolume(deps, req.query) }),
  );

  app.get(
    '/markets/:exchangeId/:dataType/:symbol/candles',
    {
      schema: {
        params: marketParamsSchema,
        querystring: candlesQuerySchema,
        response: { 200: candlesResponseSchema },
      },
    },
    async (req) => ({ data: await market.getCandles(deps, req.params, req.query) }),
  );

  app.get(
    '/markets/:exchangeId/:dataType/:symbol',
    {
      schema: {
        params: marketParamsSchema,
        querystring: detailQuerySchema,
        response: { 200: marketDetailResponseSchema },
      },
    },
    async (req) => ({ data: await market.getMarketDetail(deps, req.params, req.query.interval) }),
  );

  app.get(
    '/market-status',
    {
      preHandler: requirePermission(deps, 'market', 2),
      schema: { response: { 200: feedStatusResponseSchema } },
    },
    async () => ({ data: await market.getFeedStatus(deps) }),
  );

  app.put(
    '/market-pins/:exchangeId/:dataType/:symbol',
    {
      preHandler: requirePermission(deps, 'market', 4),
      schema: { params: marketParamsSchema, body: pinBodySchema, response: { 200: okSchema } },
    },
    async (req) => ({ data: await market.setPinned(deps, req.params, req.body.pinned) }),
  );
}
