import {
  filterFieldsResponseSchema,
  filterIdParamsSchema,
  filterInputSchema,
  filterListResponseSchema,
  filterMatchesResponseSchema,
  filterPreviewSchema,
  filterResponseSchema,
  okSchema,
  PERMISSION_LEVEL,
  RESOURCE,
  statisticFilterListResponseSchema,
  statisticFilterParamsSchema,
  statisticMatchesQuerySchema,
} from '@bitdata/contracts';
import type { AppDeps } from '../../platform/app-deps';
import type { AppInstance } from '../../platform/http/app-instance';
import { authOf, permission } from '../auth/auth.guard';
import * as filters from './filters.service';

const { view, create, edit, delete: remove } = PERMISSION_LEVEL;

/**
 * The screener API. A member's filters are private: another member's id answers 404. The
 * field list and the system statistic filters are public.
 */
export async function screenerRoutes(app: AppInstance, deps: AppDeps): Promise<void> {
  app.get('/filters/fields', { schema: { response: { 200: filterFieldsResponseSchema } } }, async () => ({
    data: filters.listFields(),
  }));

  app.get(
    '/filters',
    {
      config: { access: permission(RESOURCE.filter, view) },
      schema: { response: { 200: filterListResponseSchema } },
    },
    async (req) => ({ data: await filters.listFilters(deps, authOf(req)) }),
  );

  app.post(
    '/filters',
    {
      config: { access: permission(RESOURCE.filter, create) },
      schema: { body: filterInputSchema, response: { 201: filterResponseSchema } },
    },
    async (req, reply) =>
      reply.status(201).send({ data: await filters.createFilter(deps, authOf(req), req.body) }),
  );

  app.post(
    '/filters/preview',
    {
      config: { access: permission(RESOURCE.filter, view) },
      schema: { body: filterPreviewSchema, response: { 200: filterMatchesResponseSchema } },
    },
    async (req) => ({ data: await filters.previewFilter(deps, authOf(req), req.body) }),
  );

  app.get(
    '/filters/:filterId',
    {
      config: { access: permission(RESOURCE.filter, view) },
      schema: { params: filterIdParamsSchema, response: { 200: filterResponseSchema } },
    },
    async (req) => ({ data: await filters.getFilter(deps, authOf(req), req.params.filterId) }),
  );

  app.put(
    '/filters/:filterId',
    {
      config: { access: permission(RESOURCE.filter, edit) },
      schema: {
        params: filterIdParamsSchema,
        body: filterInputSchema,
        response: { 200: filterResponseSchema },
      },
    },
    async (req) => ({
      data: await filters.updateFilter(deps, authOf(req), req.params.filterId, req.body),
    }),
  );

  app.delete(
    '/filters/:filterId',
    {
      config: { access: permission(RESOURCE.filter, remove) },
      schema: { params: filterIdParamsSchema, response: { 200: okSchema } },
    },
    async (req) => ({ data: await filters.deleteFilter(deps, authOf(req), req.params.filterId) }),
  );

  app.get(
    '/filters/:filterId/matches',
    {
      config: { access: permission(RESOURCE.filter, view) },
      schema: { params: filterIdParamsSchema, response: { 200: filterMatchesResponseSchema } },
    },
    async (req) => ({ data: await filters.filterMatches(deps, authOf(req), req.params.filterId) }),
  );

  app.get(
    '/statistic-filters',
    { schema: { response: { 200: statisticFilterListResponseSchema } } },
    async () => ({ data: await filters.listStatisticFilters(deps) }),
  );

  app.get(
    '/statistic-filters/:code/matches',
    {
      schema: {
        params: statisticFilterParamsSchema,
        querystring: statisticMatchesQuerySchema,
        response: { 200: filterMatchesResponseSchema },
      },
    },
    async (req) => ({ data: await filters.statisticMatches(deps, req.params.code, req.query) }),
  );
}
