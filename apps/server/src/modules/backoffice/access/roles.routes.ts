import { ROLE_ENDPOINTS as API } from '@bitdata/contracts';
import type { AppDeps } from '../../../platform/app-deps';
import type { AppInstance } from '../../../platform/http/app-instance';
import { route } from '../../../platform/http/endpoint-route';
import * as roles from './roles.service';

const ok = { data: { ok: true as const } };

/** Roles and their permission matrix, as ROLE_ENDPOINTS declares them (guarded by RESOURCE.role). */
export async function rolesRoutes(app: AppInstance, deps: AppDeps): Promise<void> {
  route(app, API.list, async () => ({ data: await roles.listRoles(deps) }));
  route(app, API.create, async (req) => ({ data: await roles.createRole(deps, req.body) }));
  route(app, API.get, async (req) => ({ data: await roles.getRole(deps, req.params.code) }));
  route(app, API.update, async (req) => ({ data: await roles.updateRole(deps, req.params.code, req.body) }));
  route(app, API.remove, async (req) => {
    await roles.deleteRole(deps, req.params.code);
    return ok;
  });
}
