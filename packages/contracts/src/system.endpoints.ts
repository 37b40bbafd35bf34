import { noContentSchema } from './common';
import { PERMISSION_LEVEL, RESOURCE } from './constants/permissions';
import { endpoint } from './endpoint';
import {
  failedJobsQuerySchema,
  failedJobsResponseSchema,
  retriedJobResponseSchema,
  systemJobParamsSchema,
  systemQueueParamsSchema,
  systemSnapshotResponseSchema,
} from './system';

/** `view` shows the system screen and a queue's failed jobs; `edit` retries and discards them. */
const viewing = { resource: RESOURCE.system, level: PERMISSION_LEVEL.view };
const editing = { resource: RESOURCE.system, level: PERMISSION_LEVEL.edit };

/** The operators' system screen (resource `system`). */
export const SYSTEM_ENDPOINTS = {
  snapshot: endpoint({
    method: 'GET',
    path: '/system',
    response: systemSnapshotResponseSchema,
    access: viewing,
  }),
  failed: endpoint({
    method: 'GET',
    path: '/system/queues/:queue/failed',
    params: systemQueueParamsSchema,
    query: failedJobsQuerySchema,
    response: failedJobsResponseSchema,
    access: viewing,
  }),
  /** A failed job queued again with all its attempts (202: it runs when a worker takes it). */
  retry: endpoint({
    method: 'POST',
    path: '/system/jobs/:id/retry',
    params: systemJobParamsSchema,
    status: 202,
    response: retriedJobResponseSchema,
    access: editing,
  }),
  discard: endpoint({
    method: 'DELETE',
    path: '/system/jobs/:id',
    params: systemJobParamsSchema,
    status: 204,
    response: noContentSchema,
    access: editing,
  }),
} as const;
