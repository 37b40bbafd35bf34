import { MARKET_ENDPOINTS as API } from '@bitdata/contracts';
import type { AppDeps } from '../../platform/app-deps';
import type { AppInstance } from '../../platform/http/app-instance';
import { route } from '../../platform/http/endpoint-route';
import { answerOf, createMarketAnswers } from './market.cache';
import * as market from './market.service';

/**
 * Market data API, as MARKET_ENDPOINTS declares it. Reads are public (the /crypto page works signed
 * out); the feed status and pinning are for operators (permission `market`: view all, edit).
 */
export async function marketRoutes(app: AppInstance, deps: AppDeps): Promise<void> {
  // the public reads are answered from memory until their data changes, a URL served before even
  // ahead of its validation (market.cache.ts)
  const answers = createMarketAnswers(deps);
  app.addHook('onClose', async () => answers.close());
  const kept = { onRequest: answers.early };

  route(app, API.reference, async () => ({ data: market.getReference() }));

  route(
    app,
    API.list,
    async (req, reply) =>
      answers.serve(reply, answerOf.list(req.query), () => market.listMarkets(deps, req.query)),
    kept,
  );

  route(
    app,
    API.tickers,
    async (req, reply) =>
      answers.serve(reply, answerOf.tickers('tickers', req.query), async () => ({
        data: await market.listTickers(deps, req.query),
      })),
    kept,
  );

  route(
    app,
    API.overview,
    async (_req, reply) =>
      answers.serve(reply, answerOf.overview(), async () => ({ data: await market.getOverview(deps) })),
    kept,
  );

  route(
    app,
    API.topVolume,
    async (req, reply) =>
      answers.serve(reply, answerOf.tickers('top-volume', req.query), async () => ({
        data: await market.getTopVolume(deps, req.query),
      })),
    kept,
  );

  route(
    app,
    API.candles,
    async (req, reply) =>
      answers.serve(reply, answerOf.candles(req.params, req.query), async () => ({
        data: await market.getCandles(deps, req.params, req.query),
      })),
    kept,
  );

  route(
    app,
    API.detail,
    async (req, reply) =>
      answers.serve(reply, answerOf.detail(req.params, req.query.interval), async () => ({
        data: await market.getMarketDetail(deps, req.params, req.query.interval),
      })),
    kept,
  );

  route(app, API.feeds, async () => ({ data: await market.getFeedStates(deps) }));

  route(app, API.status, async () => ({ data: await market.getFeedStatus(deps) }));

  route(app, API.pin, async (req) => {
    const data = await market.setPinned(deps, req.params, req.body.pinned);
    answers.changed(req.params);
    return { data };
  });
}
