import { MENU_ENDPOINTS as API } from '@bitdata/contracts';
import type { AppDeps } from '../../../platform/app-deps';
import type { AppInstance } from '../../../platform/http/app-instance';
import { route } from '../../../platform/http/endpoint-route';
import * as menus from './menus.service';

const ok = { data: { ok: true as const } };

/** Menus as data, as MENU_ENDPOINTS declares them (guarded by RESOURCE.menu). */
export async function menusRoutes(app: AppInstance, deps: AppDeps): Promise<void> {
  route(app, API.list, async () => ({ data: await menus.listMenuNodes(deps) }));
  route(app, API.create, async (req) => ({ data: await menus.createMenuNode(deps, req.body) }));
  route(app, API.get, async (req) => ({ data: await menus.getMenuNode(deps, req.params.id) }));
  route(app, API.update, async (req) => ({
    data: await menus.updateMenuNode(deps, req.params.id, req.body),
  }));
  route(app, API.remove, async (req) => {
    await menus.deleteMenuNode(deps, req.params.id);
    return ok;
  });
}
