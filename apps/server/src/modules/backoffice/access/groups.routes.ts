import { GROUP_ENDPOINTS as API } from '@bitdata/contracts';
import type { AppDeps } from '../../../platform/app-deps';
import type { AppInstance } from '../../../platform/http/app-instance';
import { route } from '../../../platform/http/endpoint-route';
import * as groups from './groups.service';

const ok = { data: { ok: true as const } };

/**
 * Groups: members, and grants that add to each member's role's; as GROUP_ENDPOINTS declares them
 * (guarded by RESOURCE.group).
 */
export async function groupsRoutes(app: AppInstance, deps: AppDeps): Promise<void> {
  route(app, API.list, async () => ({ data: await groups.listGroups(deps) }));
  route(app, API.create, async (req) => ({ data: await groups.createGroup(deps, req.body) }));
  route(app, API.get, async (req) => ({ data: await groups.getGroup(deps, req.params.code) }));
  route(app, API.update, async (req) => ({
    data: await groups.updateGroup(deps, req.params.code, req.body),
  }));
  route(app, API.remove, async (req) => {
    await groups.deleteGroup(deps, req.params.code);
    return ok;
  });
}
