import {
  codeSchema,
  dataOf,
  groupSchema,
  groupWriteSchema,
  okSchema,
  PERMISSION_LEVEL,
  RESOURCE,
} from '@bitdata/contracts';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import type { AppInstance } from '../../platform/http/app-instance';
import { permission } from '../auth/auth.guard';
import * as groups from './groups.service';

const { view, create, edit } = PERMISSION_LEVEL;
const remove = PERMISSION_LEVEL.delete;
const codeParams = z.object({ code: codeSchema });

/** Groups: members, and grants that add to each member's role's (issue 13); guarded by RESOURCE.group. */
export async function groupsRoutes(app: AppInstance, deps: AppDeps): Promise<void> {
  app.get(
    '/groups',
    {
      config: { access: permission(RESOURCE.group, view) },
      schema: { response: { 200: dataOf(z.array(groupSchema)) } },
    },
    async () => ({ data: await groups.listGroups(deps) }),
  );
  app.post(
    '/groups',
    {
      config: { access: permission(RESOURCE.group, create) },
      schema: { body: groupWriteSchema, response: { 201: dataOf(groupSchema) } },
    },
    async (req, reply) => reply.status(201).send({ data: await groups.createGroup(deps, req.body) }),
  );
  app.get(
    '/groups/:code',
    {
      config: { access: permission(RESOURCE.group, view) },
      schema: { params: codeParams, response: { 200: dataOf(groupSchema) } },
    },
    async (req) => ({ data: await groups.getGroup(deps, req.params.code) }),
  );
  app.put(
    '/groups/:code',
    {
      config: { access: permission(RESOURCE.group, edit) },
      schema: { params: codeParams, body: groupWriteSchema, response: { 200: dataOf(groupSchema) } },
    },
    async (req) => ({ data: await groups.updateGroup(deps, req.params.code, req.body) }),
  );
  app.delete(
    '/groups/:code',
    {
      config: { access: permission(RESOURCE.group, remove) },
      schema: { params: codeParams, response: { 200: okSchema } },
    },
    async (req) => {
      await groups.deleteGroup(deps, req.params.code);
      return { data: { ok: true as const } };
    },
  );
}
