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

/**
 * The users, roles, groups and menus API, called through their declarations in the contracts
 * (USER_ENDPOINTS, ROLE_ENDPOINTS, ...). Nothing is kept in the local
 * GET cache: an operator must see what another operator just changed. The lists other screens
 * also read as choices (roles, groups, documents) and the writes are `silent`: a form or a select
 * says what failed itself, and a screen without the grant should not raise a notification for a
 * list it only offers choices from. Writes name their document, so lists holding it read again.
 */
const fresh = { cache: false } as const;
const lookup = { cache: false, silent: true } as const;
const write = (document: string) => ({ silent: true, document }) as const;

export interface Page<T> {
  data: T[];
  total: number;
  page: number;
  pageSize: number;
}

export const accessApi = {
  users: (query: AdminUserListQuery): Promise<Page<AdminUser>> => call(USERS.list, { query }, fresh),
  user: (id: string) => callData(USERS.get, { params: { id } }, fresh),
  createUser: (body: AdminUserCreate) => callData(USERS.create, { body }, write('user')),
  updateUser: (id: string, body: AdminUserUpdate) =>
    callData(USERS.update, { params: { id }, body }, write('user')),
  block: (id: string) => callData(USERS.block, { params: { id } }, write('user')),
  unblock: (id: string) => callData(USERS.unblock, { params: { id } }, write('user')),
  resetLink: (id: string) =>
    callData(USERS.resetLink, { params: { id } }, { ...write('user'), invalidate: false }),
  sessions: (id: string) => callData(USERS.sessions, { params: { id } }, fresh),
  revokeSession: (id: string, sessionId: string) =>
    callData(USERS.revokeSession, { params: { id, sessionId } }, write('user')),

  roles: () => callData(ROLES.list, {}, lookup),
  role: (code: string) => callData(ROLES.get, { params: { code } }, fresh),
  createRole: (body: RoleWrite) => callData(ROLES.create, { body }, write('role')),
  updateRole: (code: string, body: RoleWrite) =>
    callData(ROLES.update, { params: { code }, body }, write('role')),
  deleteRole: (code: string) => callData(ROLES.remove, { params: { code } }, write('role')),

  groups: () => callData(GROUPS.list, {}, lookup),
  group: (code: string) => callData(GROUPS.get, { params: { code } }, fresh),
  createGroup: (body: GroupWrite) => callData(GROUPS.create, { body }, write('group')),
  updateGroup: (code: string, body: GroupWrite) =>
    callData(GROUPS.update, { params: { code }, body }, write('group')),
  deleteGroup: (code: string) => callData(GROUPS.remove, { params: { code } }, write('group')),

  menus: () => callData(MENUS.list, {}, fresh),
  createMenu: (body: MenuNodeWrite) => callData(MENUS.create, { body }, write('menu')),
  updateMenu: (id: string, body: MenuNodeWrite) =>
    callData(MENUS.update, { params: { id }, body }, write('menu')),
  deleteMenu: (id: string) => callData(MENUS.remove, { params: { id } }, write('menu')),

  documents: () => callData(DOCUMENTS.list, { query: {} }, lookup),
};
