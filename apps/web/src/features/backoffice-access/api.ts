import {
  GROUP_ENDPOINTS as GROUPS,
  MENU_ENDPOINTS as MENUS,
  ROLE_ENDPOINTS as ROLES,
} from '@bitdata/contracts/access.endpoints';
import type {
  AdminUser,
  AdminUserCreate,
  AdminUserListQuery,
  AdminUserUpdate,
  GroupWrite,
  MenuNodeWrite,
  RoleWrite,
} from '@bitdata/contracts/backoffice/access';
import { DOCUMENT_ENDPOINTS as DOCUMENTS } from '@bitdata/contracts/documents.endpoints';
import { USER_ENDPOINTS as USERS } from '@bitdata/contracts/users.endpoints';
import { call, callData } from '../../api/endpoint-call';
import { endpointPrefix } from '../../api/query-keys';

/**
 * The users, roles, groups and menus API, called through their declarations in the contracts
 * (USER_ENDPOINTS, ROLE_ENDPOINTS, ...). Nothing is kept in the local
 * GET cache: an operator must see what another operator just changed. The lists other screens
 * also read as choices (roles, groups, documents) and the writes are `silent`: a form or a select
 * says what failed itself, and a screen without the grant should not raise a notification for a
 * list it only offers choices from. A write makes every read under its own path stale (/admin/users,
 * /roles, /groups, /menus); a role's or a group's also the documents list, which their grants filter.
 */
const fresh = { cache: false } as const;
const lookup = { cache: false, silent: true } as const;
const write = { silent: true } as const;
const grantWrite = { silent: true, invalidates: [endpointPrefix(DOCUMENTS.list)] } as const;

export interface Page<T> {
  data: T[];
  total: number;
  page: number;
  pageSize: number;
}

export const accessApi = {
  users: (query: AdminUserListQuery): Promise<Page<AdminUser>> => call(USERS.list, { query }, fresh),
  user: (id: string) => callData(USERS.get, { params: { id } }, fresh),
  createUser: (body: AdminUserCreate) => callData(USERS.create, { body }, write),
  updateUser: (id: string, body: AdminUserUpdate) => callData(USERS.update, { params: { id }, body }, write),
  block: (id: string) => callData(USERS.block, { params: { id } }, write),
  unblock: (id: string) => callData(USERS.unblock, { params: { id } }, write),
  resetLink: (id: string) => callData(USERS.resetLink, { params: { id } }, { ...write, invalidate: false }),
  sessions: (id: string) => callData(USERS.sessions, { params: { id } }, fresh),
  revokeSession: (id: string, sessionId: string) =>
    callData(USERS.revokeSession, { params: { id, sessionId } }, write),

  roles: () => callData(ROLES.list, {}, lookup),
  role: (code: string) => callData(ROLES.get, { params: { code } }, fresh),
  createRole: (body: RoleWrite) => callData(ROLES.create, { body }, grantWrite),
  updateRole: (code: string, body: RoleWrite) =>
    callData(ROLES.update, { params: { code }, body }, grantWrite),
  deleteRole: (code: string) => callData(ROLES.remove, { params: { code } }, grantWrite),

  groups: () => callData(GROUPS.list, {}, lookup),
  group: (code: string) => callData(GROUPS.get, { params: { code } }, fresh),
  createGroup: (body: GroupWrite) => callData(GROUPS.create, { body }, grantWrite),
  updateGroup: (code: string, body: GroupWrite) =>
    callData(GROUPS.update, { params: { code }, body }, grantWrite),
  deleteGroup: (code: string) => callData(GROUPS.remove, { params: { code } }, grantWrite),

  menus: () => callData(MENUS.list, {}, fresh),
  createMenu: (body: MenuNodeWrite) => callData(MENUS.create, { body }, write),
  updateMenu: (id: string, body: MenuNodeWrite) => callData(MENUS.update, { params: { id }, body }, write),
  deleteMenu: (id: string) => callData(MENUS.remove, { params: { id } }, write),

  documents: () => callData(DOCUMENTS.list, { query: {} }, lookup),
};
