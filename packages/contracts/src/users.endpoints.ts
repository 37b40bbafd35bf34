import { z } from 'zod';
import { sessionListResponseSchema } from './auth';
import {
  adminUserCreateSchema,
  adminUserListQuerySchema,
  adminUserSchema,
  adminUserUpdateSchema,
} from './backoffice/access';
import { dataOf, okSchema, pageOf } from './common';
import { PERMISSION_LEVEL, RESOURCE } from './constants/permissions';
import { endpoint } from './endpoint';

const userIdParamsSchema = z.object({ id: z.string().max(64) });
const userSessionParamsSchema = z.object({ id: z.string().max(64), sessionId: z.string().max(64) });
const userResponseSchema = dataOf(adminUserSchema);

/** Seeing users needs 'view all' (staff by default), creating 'create', every change 'edit'. */
const see = { resource: RESOURCE.user, level: PERMISSION_LEVEL.viewAll };
const change = { resource: RESOURCE.user, level: PERMISSION_LEVEL.edit };

/** The back office's user management, guarded by the `user` resource. */
export const USER_ENDPOINTS = {
  /** A page of users (`{ data, total, page, pageSize }`). */
  list: endpoint({
    method: 'GET',
    path: '/admin/users',
    query: adminUserListQuerySchema,
    response: pageOf(adminUserSchema),
    access: see,
  }),
  /** A verified account; without a password the user is mailed a reset link. */
  create: endpoint({
    method: 'POST',
    path: '/admin/users',
    body: adminUserCreateSchema,
    status: 201,
    response: userResponseSchema,
    access: { resource: RESOURCE.user, level: PERMISSION_LEVEL.create },
  }),
  get: endpoint({
    method: 'GET',
    path: '/admin/users/:id',
    params: userIdParamsSchema,
    response: userResponseSchema,
    access: see,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/admin/users/:id',
    params: userIdParamsSchema,
    body: adminUserUpdateSchema,
    response: userResponseSchema,
    access: change,
  }),
  block: endpoint({
    method: 'POST',
    path: '/admin/users/:id/block',
    params: userIdParamsSchema,
    response: userResponseSchema,
    access: change,
  }),
  unblock: endpoint({
    method: 'POST',
    path: '/admin/users/:id/unblock',
    params: userIdParamsSchema,
    response: userResponseSchema,
    access: change,
  }),
  /** Mails the user a link to set a new password. */
  resetLink: endpoint({
    method: 'POST',
    path: '/admin/users/:id/reset-link',
    params: userIdParamsSchema,
    response: okSchema,
    access: change,
  }),
  sessions: endpoint({
    method: 'GET',
    path: '/admin/users/:id/sessions',
    params: userIdParamsSchema,
    response: sessionListResponseSchema,
    access: see,
  }),
  /** Signs the user out of one session. */
  revokeSession: endpoint({
    method: 'DELETE',
    path: '/admin/users/:id/sessions/:sessionId',
    params: userSessionParamsSchema,
    response: okSchema,
    access: change,
  }),
} as const;
