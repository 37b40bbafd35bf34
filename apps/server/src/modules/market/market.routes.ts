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
  okSchema,
  overviewResponseSchema,
  PERMISSION_LEVEL,
  pinBodySchema,
  RESOURCE,
  referenceResponseSchema,
  tickersQuerySchema,
  tickersResponseSchema,
  topVolumeResponseSchema,
} from '@bitdata/contracts';
import type { AppDeps } from '../../platform/app-deps';
import type { AppInstance } from '../../platform/http/app-instance';
import { permission } from '../auth/auth.guard';
import { answerOf, createMarketAnswers } from './market.cache';
import * as market from './market.service';

/**
 * Market data API. Reads are public (the /crypto page works signed out); the feed status and pinning
 * are for operators (permission `market`: view all, edit).
 */
export async function marketRoutes(app: AppInstance, deps: AppDeps): Promise<void> {
  // the public reads are answered from memory until their data changes, a URL served before even
  // ahead of its validation (market.cache.ts)
  const answers = createMarketAnswers(deps);
  app.addHook('onClose', async () => answers.close());

  app.get('/market-reference', { schema: { response: { 200: referenceResponseSchema } } }, async () => ({
    data: market.getReference(),
  }));

  app.get(
    '/markets',
    {
      onRequest: answers.early,
      schema: { querystring: marketsQuerySchema, response: { 200: marketsResponseSchema } },
    },
    async (req, reply) =>
      answers.serve(reply, answerOf.list(req.query), () => market.listMarkets(deps, req.query)),
  );

  app.get(
    '/markets/tickers',
    {
      onRequest: answers.early,
      schema: { querystring: tickersQuerySchema, response: { 200: tickersResponseSchema } },
    },
    async (req, reply) =>
      answers.serve(reply, answerOf.tickers('tickers', req.query), async () => ({
        data: await market.listTickers(deps, req.query),
      })),
  );

  app.get(
    '/markets/overview',
    { onRequest: answers.early, schema: { response: { 200: overviewResponseSchema } } },
    async (_req, reply) =>
      answers.serve(reply, answerOf.overview(), async () => ({ data: await market.getOverview(deps) })),
  );

  app.get(
    '/markets/top-volume',
    {
      onRequest: answers.early,
      schema: { querystring: tickersQuerySchema, response: { 200: topVolumeResponseSchema } },
    },
    async (req, reply) =>
      answers.serve(reply, answerOf.tickers('top-volume', req.query), async () => ({
        data: await market.getTopVolume(deps, req.query),
      })),
  );

  app.get(
    '/markets/:exchangeId/:dataType/:symbol/candles',
    {
      onRequest: answers.early,
      schema: {
        params: marketParamsSchema,
        querystring: candlesQuerySchema,
        response: { 200: candlesResponseSchema },
      },
    },
    async (req, reply) =>
      answers.serve(reply, answerOf.candles(req.params, req.query), async () => ({
        data: await market.getCandles(deps, req.params, req.query),
      })),
  );

  app.get(
    '/markets/:exchangeId/:dataType/:symbol',
    {
      onRequest: answers.early,
      schema: {
        params: marketParamsSchema,
        querystring: detailQuerySchema,
        response: { 200: marketDetailResponseSchema },
      },
    },
    async (req, reply) =>
      answers.serve(reply, answerOf.detail(req.params, req.query.interval), async () => ({
        data: await market.getMarketDetail(deps, req.params, req.query.interval),
      })),
  );

  app.get('/market-feeds', { schema: { response: { 200: feedStatesResponseSchema } } }, async () => ({
    data: await market.getFeedStates(deps),
  }));

  app.get(
    '/market-status',
    {
      config: { access: permission(RESOURCE.market, PERMISSION_LEVEL.viewAll) },
      schema: { response: { 200: feedStatusResponseSchema } },
    },
    async () => ({ data: await market.getFeedStatus(deps) }),
  );

  app.put(
    '/market-pins/:exchangeId/:dataType/:symbol',
    {
      config: { access: permission(RESOURCE.market, PERMISSION_LEVEL.edit) },
      schema: { params: marketParamsSchema, body: pinBodySchema, response: { 200: okSchema } },
    },
    async (req) => {
      const data = await market.setPinned(deps, req.params, req.body.pinned);
      answers.changed(req.params);
      return { data };
    },
  );
}
