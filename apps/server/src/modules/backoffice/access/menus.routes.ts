import { menuNodeSchema, menuNodeWriteSchema, RESOURCE } from '@bitdata/contracts';
import { z } from 'zod';
import type { AppDeps } from '../../../platform/app-deps';
import type { AppInstance } from '../../../platform/http/app-instance';
import { crudRoutes } from './crud.routes';
import * as menus from './menus.service';

/** Menus as data; guarded by RESOURCE.menu. */
export async function menusRoutes(app: AppInstance, deps: AppDeps): Promise<void> {
  crudRoutes(app, {
    path: '/menus',
    resource: RESOURCE.menu,
    key: 'id',
    keySchema: z.string().max(36),
    item: menuNodeSchema,
    write: menuNodeWriteSchema,
    list: () => menus.listMenuNodes(deps),
    get: (id) => menus.getMenuNode(deps, id),
    create: (body) => menus.createMenuNode(deps, body),
    update: (id, body) => menus.updateMenuNode(deps, id, body),
    remove: (id) => menus.deleteMenuNode(deps, id),
  });
}
