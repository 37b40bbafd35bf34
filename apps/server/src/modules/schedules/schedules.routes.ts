import { SCHEDULE_ENDPOINTS as API } from '@bitdata/contracts';
import type { AppDeps } from '../../platform/app-deps';
import type { AppInstance } from '../../platform/http/app-instance';
import { route } from '../../platform/http/endpoint-route';
import * as schedules from './schedules.service';

/**
 * Task schedules (resource taskschedule), as SCHEDULE_ENDPOINTS declares them: view lists them, edit
 * holds, re-times and runs them.
 */
export async function schedulesRoutes(app: AppInstance, deps: AppDeps): Promise<void> {
  route(app, API.list, async () => ({ data: await schedules.listSchedules(deps) }));

  route(app, API.change, async (req) => ({
    data: await schedules.changeSchedule(deps, req.params.name, req.body.schedule),
  }));

  route(app, API.pause, async (req) => ({ data: await schedules.pauseSchedule(deps, req.params.name) }));

  route(app, API.resume, async (req) => ({ data: await schedules.resumeSchedule(deps, req.params.name) }));

  route(app, API.run, async (req) => ({ data: await schedules.runScheduleNow(deps, req.params.name) }));
}
