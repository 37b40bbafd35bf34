import {
  PERMISSION_LEVEL,
  RESOURCE,
  statisticDetailResponseSchema,
  statisticIdParamsSchema,
  statisticListResponseSchema,
  statisticStartResponseSchema,
  statisticStartSchema,
  statisticTradesQuerySchema,
  statisticTradesResponseSchema,
  systemStatisticListResponseSchema,
} from '@bitdata/contracts';
import type { AppDeps } from '../../platform/app-deps';
import type { AppInstance } from '../../platform/http/app-instance';
import { authOf, callerOf, permission } from '../auth/auth.guard';
import * as statistics from './statistics.service';

const { view, create } = PERMISSION_LEVEL;

/**
 * The statistics API. A member reads only their own runs; published runs of system
 * statistic filters are public (the detail and trades routes check the caller themselves).
 */
export async function statisticsRoutes(app: AppInstance, deps: AppDeps): Promise<void> {
  app.post(
    '/statistics',
    {
      config: { access: permission(RESOURCE.statistic, create) },
      schema: { body: statisticStartSchema, response: { 202: statisticStartResponseSchema } },
    },
    async (req, reply) =>
      reply.status(202).send({ data: await statistics.startStatistic(deps, authOf(req), req.body) }),
  );

  app.get(
    '/statistics',
    {
      config: { access: permission(RESOURCE.statistic, view) },
      schema: { response: { 200: statisticListResponseSchema } },
    },
    async (req) => ({ data: await statistics.listStatistics(deps, authOf(req)) }),
  );

  app.get(
    '/statistics/system',
    { schema: { response: { 200: systemStatisticListResponseSchema } } },
    async () => ({
      data: await statistics.listSystemStatistics(deps),
    }),
  );

  app.get(
    '/statistics/:statisticId',
    { schema: { params: statisticIdParamsSchema, response: { 200: statisticDetailResponseSchema } } },
    async (req) => ({
      data: await statistics.getStatistic(deps, await callerOf(deps, req), req.params.statisticId),
    }),
  );

  app.get(
    '/statistics/:statisticId/trades',
    {
      schema: {
        params: statisticIdParamsSchema,
        querystring: statisticTradesQuerySchema,
        response: { 200: statisticTradesResponseSchema },
      },
    },
    async (req) =>
      statistics.listStatisticTrades(deps, await callerOf(deps, req), req.params.statisticId, req.query),
  );
}
