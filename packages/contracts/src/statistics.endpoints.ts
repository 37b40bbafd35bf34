import { PERMISSION_LEVEL, RESOURCE } from './constants/permissions';
import { endpoint } from './endpoint';
import {
  statisticDetailResponseSchema,
  statisticIdParamsSchema,
  statisticListResponseSchema,
  statisticStartResponseSchema,
  statisticStartSchema,
  statisticTradesQuerySchema,
  statisticTradesResponseSchema,
  systemStatisticListResponseSchema,
} from './statistics';

/**
 * The statistics API. A member reads only their own runs; the published runs of system statistic
 * filters are public, so the detail and trades answer anyone and check the caller themselves.
 */
export const STATISTIC_ENDPOINTS = {
  /** Queues a run (202): its progress arrives on the member's channel. */
  start: endpoint({
    method: 'POST',
    path: '/statistics',
    body: statisticStartSchema,
    status: 202,
    response: statisticStartResponseSchema,
    access: { resource: RESOURCE.statistic, level: PERMISSION_LEVEL.create },
  }),
  list: endpoint({
    method: 'GET',
    path: '/statistics',
    response: statisticListResponseSchema,
    access: { resource: RESOURCE.statistic, level: PERMISSION_LEVEL.view },
  }),
  /** The latest finished run of each system statistic filter. */
  system: endpoint({
    method: 'GET',
    path: '/statistics/system',
    response: systemStatisticListResponseSchema,
  }),
  get: endpoint({
    method: 'GET',
    path: '/statistics/:statisticId',
    params: statisticIdParamsSchema,
    response: statisticDetailResponseSchema,
  }),
  /** A page of the run's trades (`{ data, total, page, pageSize }`). */
  trades: endpoint({
    method: 'GET',
    path: '/statistics/:statisticId/trades',
    params: statisticIdParamsSchema,
    query: statisticTradesQuerySchema,
    response: statisticTradesResponseSchema,
  }),
} as const;
