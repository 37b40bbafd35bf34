import {
  dataOf,
  menuNodeSchema,
  menuNodeWriteSchema,
  okSchema,
  PERMISSION_LEVEL,
  RESOURCE,
} from '@bitdata/contracts';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import type { AppInstance } from '../../platform/http/app-instance';
import { permission } from '../auth/auth.guard';
import * as menus from './menus.service';

const { view, create, edit } = PERMISSION_LEVEL;
const remove = PERMISSION_LEVEL.delete;
const idParams = z.object({ id: z.string().max(36) });

/** Menus as data (spec section 3 Menu entry, issue 13); guarded by RESOURCE.menu. */
export async function menusRoutes(app: AppInstance, deps: AppDeps): Promise<void> {
  app.get(
    '/menus',
    {
      config: { access: permission(RESOURCE.menu, view) },
      schema: { response: { 200: dataOf(z.array(menuNodeSchema)) } },
    },
    async () => ({ data: await menus.listMenuNodes(deps) }),
  );
  app.post(
    '/menus',
    {
      config: { access: permission(RESOURCE.menu, create) },
      schema: { body: menuNodeWriteSchema, response: { 201: dataOf(menuNodeSchema) } },
    },
    async (req, reply) => reply.status(201).send({ data: await menus.createMenuNode(deps, req.body) }),
  );
  app.get(
    '/menus/:id',
    {
      config: { access: permission(RESOURCE.menu, view) },
      schema: { params: idParams, response: { 200: dataOf(menuNodeSchema) } },
    },
    async (req) => ({ data: await menus.getMenuNode(deps, req.params.id) }),
  );
  app.put(
    '/menus/:id',
    {
      config: { access: permission(RESOURCE.menu, edit) },
      schema: { params: idParams, body: menuNodeWriteSchema, response: { 200: dataOf(menuNodeSchema) } },
    },
    async (req) => ({ data: await menus.updateMenuNode(deps, req.params.id, req.body) }),
  );
  app.delete(
    '/menus/:id',
    {
      config: { access: permission(RESOURCE.menu, remove) },
      schema: { params: idParams, response: { 200: okSchema } },
    },
    async (req) => {
      await menus.deleteMenuNode(deps, req.params.id);
      return { data: { ok: true as const } };
    },
  );
}
