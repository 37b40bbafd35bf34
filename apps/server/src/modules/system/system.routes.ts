import { SYSTEM_ENDPOINTS as API } from '@bitdata/contracts';
import type { AppDeps } from '../../platform/app-deps';
import type { AppInstance } from '../../platform/http/app-instance';
import { route } from '../../platform/http/endpoint-route';
import { currentInstanceId } from './instance-heartbeat';
import * as system from './system.service';

/**
 * The operators' system screen (resource system), as SYSTEM_ENDPOINTS declares it: view reads the
 * picture and a queue's failed jobs, edit retries and discards them.
 */
export async function systemRoutes(app: AppInstance, deps: AppDeps): Promise<void> {
  route(app, API.snapshot, async () => ({
    data: await system.systemSnapshot(deps, currentInstanceId(deps)),
  }));

  route(app, API.failed, async (req) => ({
    data: await system.failedJobs(deps, req.params.queue, req.query),
  }));

  route(app, API.retry, async (req) => ({ data: await system.retryJob(deps, req.params.id) }));

  route(app, API.discard, async (req) => {
    await system.discardJob(deps, req.params.id);
    return undefined;
  });
}
