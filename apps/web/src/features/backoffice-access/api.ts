import type { SessionInfo } from '@bitdata/contracts/auth';
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
import { api, expectData } from '../../api/client';

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
const user = (id: string) => `/admin/users/${enc(id)}`;

export const accessApi = {
  users: async (query: AdminUserListQuery): Promise<Page<AdminUser>> => {
    const result = await api().get<AdminUser[]>('/admin/users', { ...fresh, query });
    expectData(result);
    return result.body as Page<AdminUser>;
  },
  user: async (id: string) => expectData(await api().get<AdminUser>(user(id), fresh)),
  createUser: async (body: AdminUserCreate) =>
    expectData(await api().post<AdminUser>('/admin/users', body, write('user'))),
  updateUser: async (id: string, body: AdminUserUpdate) =>
    expectData(await api().put<AdminUser>(user(id), body, write('user'))),
  block: async (id: string) =>
    expectData(await api().post<AdminUser>(`${user(id)}/block`, {}, write('user'))),
  unblock: async (id: string) =>
    expectData(await api().post<AdminUser>(`${user(id)}/unblock`, {}, write('user'))),
  resetLink: async (id: string) =>
    expectData(
      await api().post<unknown>(`${user(id)}/reset-link`, {}, { ...write('user'), invalidate: false }),
    ),
  sessions: async (id: string) =>
    listOf<SessionInfo>(expectData(await api().get<unknown>(`${user(id)}/sessions`, fresh))),
  revokeSession: async (id: string, sessionId: string) =>
    expectData(await api().delete<unknown>(`${user(id)}/sessions/${enc(sessionId)}`, write('user'))),

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
