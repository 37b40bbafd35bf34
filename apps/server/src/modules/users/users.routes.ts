import {
  adminUserCreateSchema,
  adminUserListQuerySchema,
  adminUserSchema,
  adminUserUpdateSchema,
  dataOf,
  okSchema,
  PERMISSION_LEVEL,
  pageOf,
  RESOURCE,
  sessionListResponseSchema,
} from '@bitdata/contracts';
import { z } from 'zod';
import type { AppDeps } from '../../platform/app-deps';
import type { AppInstance } from '../../platform/http/app-instance';
import { authOf, permission } from '../auth/auth.guard';
import * as users from './users.service';

const { viewAll, create, edit } = PERMISSION_LEVEL;
const idParams = z.object({ id: z.string().max(64) });
const sessionParams = z.object({ id: z.string().max(64), sessionId: z.string().max(64) });
const ok = { data: { ok: true as const } };

/**
 * Back-office user management, guarded by RESOURCE.user: seeing users needs 'view all'
 * (staff by default), creating 'create', every change 'edit'.
 */
export async function usersRoutes(app: AppInstance, deps: AppDeps): Promise<void> {
  const see = { access: permission(RESOURCE.user, viewAll) };
  const change = { access: permission(RESOURCE.user, edit) };
  const one = { params: idParams, response: { 200: dataOf(adminUserSchema) } };

  app.get(
    '/admin/users',
    {
      config: see,
      schema: { querystring: adminUserListQuerySchema, response: { 200: pageOf(adminUserSchema) } },
    },
    async (req) => users.listUserPage(deps, req.query),
  );
  app.post(
    '/admin/users',
    {
      config: { access: permission(RESOURCE.user, create) },
      schema: { body: adminUserCreateSchema, response: { 201: dataOf(adminUserSchema) } },
    },
    async (req, reply) =>
      reply.status(201).send({ data: await users.createUser(deps, authOf(req), req.body) }),
  );
  app.get('/admin/users/:id', { config: see, schema: one }, async (req) => ({
    data: await users.getUser(deps, req.params.id),
  }));
  app.put(
    '/admin/users/:id',
    { config: change, schema: { ...one, body: adminUserUpdateSchema } },
    async (req) => ({ data: await users.updateUser(deps, authOf(req), req.params.id, req.body) }),
  );
  app.post('/admin/users/:id/block', { config: change, schema: one }, async (req) => ({
    data: await users.setStatus(deps, authOf(req), req.params.id, 'blocked'),
  }));
  app.post('/admin/users/:id/unblock', { config: change, schema: one }, async (req) => ({
    data: await users.setStatus(deps, authOf(req), req.params.id, 'active'),
  }));
  app.post(
    '/admin/users/:id/reset-link',
    { config: change, schema: { params: idParams, response: { 200: okSchema } } },
    async (req) => {
      await users.mailResetLink(deps, req.params.id);
      return ok;
    },
  );
  app.get(
    '/admin/users/:id/sessions',
    { config: see, schema: { params: idParams, response: { 200: sessionListResponseSchema } } },
    async (req) => ({ data: await users.listSessions(deps, authOf(req), req.params.id) }),
  );
  app.delete(
    '/admin/users/:id/sessions/:sessionId',
    { config: change, schema: { params: sessionParams, response: { 200: okSchema } } },
    async (req) => {
      await users.revokeSession(deps, req.params.id, req.params.sessionId);
      return ok;
    },
  );
}
