import { okSchema } from './common';
import { PERMISSION_LEVEL, type PermissionLevel, RESOURCE } from './constants/permissions';
import { endpoint } from './endpoint';
import {
  filterFieldsResponseSchema,
  filterIdParamsSchema,
  filterInputSchema,
  filterListResponseSchema,
  filterMatchesResponseSchema,
  filterPreviewSchema,
  filterResponseSchema,
  statisticFilterListResponseSchema,
  statisticFilterParamsSchema,
  statisticMatchesQuerySchema,
} from './filters';

const filter = (level: PermissionLevel) => ({ resource: RESOURCE.filter, level });

/**
 * The screener API. A member's filters are private (another member's id answers 404); the field list
 * and the system statistic filters are public.
 */
export const FILTER_ENDPOINTS = {
  /** Every field a condition may read, with its operators and values. */
  fields: endpoint({ method: 'GET', path: '/filters/fields', response: filterFieldsResponseSchema }),
  /** The member's filters and the plan's usage beside them. */
  list: endpoint({
    method: 'GET',
    path: '/filters',
    response: filterListResponseSchema,
    access: filter(PERMISSION_LEVEL.view),
  }),
  create: endpoint({
    method: 'POST',
    path: '/filters',
    body: filterInputSchema,
    status: 201,
    response: filterResponseSchema,
    access: filter(PERMISSION_LEVEL.create),
  }),
  /** Evaluates an unsaved filter; stores nothing. */
  preview: endpoint({
    method: 'POST',
    path: '/filters/preview',
    body: filterPreviewSchema,
    response: filterMatchesResponseSchema,
    access: filter(PERMISSION_LEVEL.view),
  }),
  get: endpoint({
    method: 'GET',
    path: '/filters/:filterId',
    params: filterIdParamsSchema,
    response: filterResponseSchema,
    access: filter(PERMISSION_LEVEL.view),
  }),
  update: endpoint({
    method: 'PUT',
    path: '/filters/:filterId',
    params: filterIdParamsSchema,
    body: filterInputSchema,
    response: filterResponseSchema,
    access: filter(PERMISSION_LEVEL.edit),
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/filters/:filterId',
    params: filterIdParamsSchema,
    response: okSchema,
    access: filter(PERMISSION_LEVEL.delete),
  }),
  /** The markets the filter matches on the latest closed candles. */
  matches: endpoint({
    method: 'GET',
    path: '/filters/:filterId/matches',
    params: filterIdParamsSchema,
    response: filterMatchesResponseSchema,
    access: filter(PERMISSION_LEVEL.view),
  }),
  /** The system filters the statistic page offers. */
  statisticFilters: endpoint({
    method: 'GET',
    path: '/statistic-filters',
    response: statisticFilterListResponseSchema,
  }),
  statisticMatches: endpoint({
    method: 'GET',
    path: '/statistic-filters/:code/matches',
    params: statisticFilterParamsSchema,
    query: statisticMatchesQuerySchema,
    response: filterMatchesResponseSchema,
  }),
} as const;
