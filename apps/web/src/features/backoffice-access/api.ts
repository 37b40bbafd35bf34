import type {
  AdminUser,
  AdminUserCreate,
  AdminUserListQuery,
  AdminUserUpdate,
  Group,
  GroupWrite,
  MenuNode,
  MenuNodeWrite,
  Role,
  RoleWrite,
} from '@bitdata/contracts/backoffice/access';
import type { BackofficeDocument } from '@bitdata/contracts/backoffice/documents';
import { USER_ENDPOINTS as USERS } from '@bitdata/contracts/users.endpoints';
import { api, expectData } from '../../api/client';
import { call, callData } from '../../api/endpoint-call';

/**
 * Typed calls of the users, roles, groups and menus API. Nothing is kept in the local
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

/** A list answer is either a plain list or a page of one: screens get the list. */
const listOf = <T>(body: unknown): T[] => {
  if (Array.isArray(body)) return body as T[];
  const data = (body as { data?: unknown } | null)?.data;
  return Array.isArray(data) ? (data as T[]) : [];
};

const enc = encodeURIComponent;

export const accessApi = {
  /** The users are called through their declarations in the contracts (USER_ENDPOINTS). */
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

  roles: async () => listOf<Role>(expectData(await api().get<unknown>('/roles', lookup))),
  role: async (code: string) => expectData(await api().get<Role>(`/roles/${enc(code)}`, fresh)),
  createRole: async (body: RoleWrite) => expectData(await api().post<Role>('/roles', body, write('role'))),
  updateRole: async (code: string, body: RoleWrite) =>
    expectData(await api().put<Role>(`/roles/${enc(code)}`, body, write('role'))),
  deleteRole: async (code: string) =>
    expectData(await api().delete<unknown>(`/roles/${enc(code)}`, write('role'))),

  groups: async () => listOf<Group>(expectData(await api().get<unknown>('/groups', lookup))),
  group: async (code: string) => expectData(await api().get<Group>(`/groups/${enc(code)}`, fresh)),
  createGroup: async (body: GroupWrite) =>
    expectData(await api().post<Group>('/groups', body, write('group'))),
  updateGroup: async (code: string, body: GroupWrite) =>
    expectData(await api().put<Group>(`/groups/${enc(code)}`, body, write('group'))),
  deleteGroup: async (code: string) =>
    expectData(await api().delete<unknown>(`/groups/${enc(code)}`, write('group'))),

  menus: async () => listOf<MenuNode>(expectData(await api().get<unknown>('/menus', fresh))),
  createMenu: async (body: MenuNodeWrite) =>
    expectData(await api().post<MenuNode>('/menus', body, write('menu'))),
  updateMenu: async (id: string, body: MenuNodeWrite) =>
    expectData(await api().put<MenuNode>(`/menus/${enc(id)}`, body, write('menu'))),
  deleteMenu: async (id: string) =>
    expectData(await api().delete<unknown>(`/menus/${enc(id)}`, write('menu'))),

  documents: async () =>
    listOf<BackofficeDocument>(expectData(await api().get<unknown>('/documents', lookup))),
};
