import {
  codeSchema,
  dataOf,
  okSchema,
  PERMISSION_LEVEL,
  RESOURCE,
  roleSchema,
  roleWriteSchema,
} from '@bitdata/contracts';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import type { AppInstance } from '../../platform/http/app-instance';
import { permission } from '../auth/auth.guard';
import * as roles from './roles.service';

const { view, create, edit } = PERMISSION_LEVEL;
const remove = PERMISSION_LEVEL.delete;
const codeParams = z.object({ code: codeSchema });

/** Roles and their permission matrix (spec section 6, issue 13); guarded by RESOURCE.role. */
export async function rolesRoutes(app: AppInstance, deps: AppDeps): Promise<void> {
  app.get(
    '/roles',
    {
      config: { access: permission(RESOURCE.role, view) },
      schema: { response: { 200: dataOf(z.array(roleSchema)) } },
    },
    async () => ({ data: await roles.listRoles(deps) }),
  );
  app.post(
    '/roles',
    {
      config: { access: permission(RESOURCE.role, create) },
      schema: { body: roleWriteSchema, response: { 201: dataOf(roleSchema) } },
    },
    async (req, reply) => reply.status(201).send({ data: await roles.createRole(deps, req.body) }),
  );
  app.get(
    '/roles/:code',
    {
      config: { access: permission(RESOURCE.role, view) },
      schema: { params: codeParams, response: { 200: dataOf(roleSchema) } },
    },
    async (req) => ({ data: await roles.getRole(deps, req.params.code) }),
  );
  app.put(
    '/roles/:code',
    {
      config: { access: permission(RESOURCE.role, edit) },
      schema: { params: codeParams, body: roleWriteSchema, response: { 200: dataOf(roleSchema) } },
    },
    async (req) => ({ data: await roles.updateRole(deps, req.params.code, req.body) }),
  );
  app.delete(
    '/roles/:code',
    {
      config: { access: permission(RESOURCE.role, remove) },
      schema: { params: codeParams, response: { 200: okSchema } },
    },
    async (req) => {
      await roles.deleteRole(deps, req.params.code);
      return { data: { ok: true as const } };
    },
  );
}
