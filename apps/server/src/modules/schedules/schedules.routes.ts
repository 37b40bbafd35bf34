import {
  PERMISSION_LEVEL,
  RESOURCE,
  taskScheduleChangeSchema,
  taskScheduleListResponseSchema,
  taskScheduleParamsSchema,
  taskScheduleResponseSchema,
  taskScheduleRunResponseSchema,
} from '@bitdata/contracts';
import type { AppDeps } from '../../platform/app-deps';
import type { AppInstance } from '../../platform/http/app-instance';
import { permission } from '../auth/auth.guard';
import * as schedules from './schedules.service';

const { view, edit } = PERMISSION_LEVEL;

/** Task schedules (resource taskschedule): view lists them, edit holds, re-times and runs them. */
export async function schedulesRoutes(app: AppInstance, deps: AppDeps): Promise<void> {
  const editing = {
    config: { access: permission(RESOURCE.taskschedule, edit) },
    schema: { params: taskScheduleParamsSchema, response: { 200: taskScheduleResponseSchema } },
  };

  app.get(
    '/schedules',
    {
      config: { access: permission(RESOURCE.taskschedule, view) },
      schema: { response: { 200: taskScheduleListResponseSchema } },
    },
    async () => ({ data: await schedules.listSchedules(deps) }),
  );

  app.put(
    '/schedules/:name',
    { ...editing, schema: { ...editing.schema, body: taskScheduleChangeSchema } },
    async (req) => ({ data: await schedules.changeSchedule(deps, req.params.name, req.body.schedule) }),
  );

  app.post('/schedules/:name/pause', editing, async (req) => ({
    data: await schedules.pauseSchedule(deps, req.params.name),
  }));

  app.post('/schedules/:name/resume', editing, async (req) => ({
    data: await schedules.resumeSchedule(deps, req.params.name),
  }));

  app.post(
    '/schedules/:name/run',
    {
      config: editing.config,
      schema: { params: taskScheduleParamsSchema, response: { 202: taskScheduleRunResponseSchema } },
    },
    async (req, reply) =>
      reply.status(202).send({ data: await schedules.runScheduleNow(deps, req.params.name) }),
  );
}
