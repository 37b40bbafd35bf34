import { PERMISSION_LEVEL, RESOURCE } from './constants/permissions';
import { endpoint } from './endpoint';
import {
  taskScheduleChangeSchema,
  taskScheduleListResponseSchema,
  taskScheduleParamsSchema,
  taskScheduleResponseSchema,
  taskScheduleRunResponseSchema,
} from './schedules';

/** `view` lists the task schedules; `edit` holds, re-times and runs them. */
const editing = { resource: RESOURCE.taskschedule, level: PERMISSION_LEVEL.edit };

/** The task schedules API (resource `taskschedule`). */
export const SCHEDULE_ENDPOINTS = {
  list: endpoint({
    method: 'GET',
    path: '/schedules',
    response: taskScheduleListResponseSchema,
    access: { resource: RESOURCE.taskschedule, level: PERMISSION_LEVEL.view },
  }),
  /** A new timing, or null to go back to the one declared in code. */
  change: endpoint({
    method: 'PUT',
    path: '/schedules/:name',
    params: taskScheduleParamsSchema,
    body: taskScheduleChangeSchema,
    response: taskScheduleResponseSchema,
    access: editing,
  }),
  pause: endpoint({
    method: 'POST',
    path: '/schedules/:name/pause',
    params: taskScheduleParamsSchema,
    response: taskScheduleResponseSchema,
    access: editing,
  }),
  resume: endpoint({
    method: 'POST',
    path: '/schedules/:name/resume',
    params: taskScheduleParamsSchema,
    response: taskScheduleResponseSchema,
    access: editing,
  }),
  /** Queues a run now (202), or answers the one already waiting or running. */
  run: endpoint({
    method: 'POST',
    path: '/schedules/:name/run',
    params: taskScheduleParamsSchema,
    status: 202,
    response: taskScheduleRunResponseSchema,
    access: editing,
  }),
} as const;
