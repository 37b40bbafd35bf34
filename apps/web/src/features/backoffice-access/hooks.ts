import {
  GROUP_ENDPOINTS as GROUPS,
  MENU_ENDPOINTS as MENUS,
  ROLE_ENDPOINTS as ROLES,
} from '@bitdata/contracts/access.endpoints';
import type { AdminUserListQuery } from '@bitdata/contracts/backoffice/access';
import { ROLE_CODES } from '@bitdata/contracts/constants';
import { DOCUMENT_ENDPOINTS as DOCUMENTS } from '@bitdata/contracts/documents.endpoints';
import { USER_ENDPOINTS as USERS } from '@bitdata/contracts/users.endpoints';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { ApiError } from '../../api/errors';
import { endpointKey, endpointPrefix } from '../../api/query-keys';
import { accessApi } from './api';
import { localized } from './names';

/** Keys of the endpoints these screens call: a write under a list's path makes it stale. */
export const accessKeys = {
  users: (query: AdminUserListQuery) => endpointKey(USERS.list, { query }),
  user: (id: string) => endpointKey(USERS.get, { params: { id } }),
  sessions: (id: string) => endpointKey(USERS.sessions, { params: { id } }),
  roles: endpointKey(ROLES.list, {}),
  role: (code: string) => endpointKey(ROLES.get, { params: { code } }),
  groups: endpointKey(GROUPS.list, {}),
  group: (code: string) => endpointKey(GROUPS.get, { params: { code } }),
  menus: endpointKey(MENUS.list, {}),
  // read quietly, as choices: apart from the back office's own documents list
  documents: endpointKey(DOCUMENTS.list, { query: {} }, { choices: true }),
};

/** What each kind of write of these screens makes stale: everything under its endpoints' path. */
const FAMILIES = {
  user: endpointPrefix(USERS.list),
  role: endpointPrefix(ROLES.list),
  group: endpointPrefix(GROUPS.list),
  menu: endpointPrefix(MENUS.list),
} as const;

/** A refusal or a missing record does not change by asking again; a network failure may. */
const retry = (count: number, error: unknown) =>
  !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 1;

/** Whether a failed query was refused (403): the screen says "not allowed" rather than "error". */
export const isForbidden = (error: unknown) => error instanceof ApiError && error.status === 403;
export const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

export const useAdminUsers = (query: AdminUserListQuery) =>
  useQuery({
    queryKey: accessKeys.users(query),
    queryFn: () => accessApi.users(query),
    placeholderData: keepPreviousData,
    retry,
  });
export const useAdminUser = (id: string) =>
  useQuery({
    queryKey: accessKeys.user(id),
    queryFn: () => accessApi.user(id),
    retry,
  });
export const useUserSessions = (id: string) =>
  useQuery({ queryKey: accessKeys.sessions(id), queryFn: () => accessApi.sessions(id), retry });

export const useRoles = () => useQuery({ queryKey: accessKeys.roles, queryFn: accessApi.roles, retry });
export const useRole = (code: string) =>
  useQuery({
    queryKey: accessKeys.role(code),
    queryFn: () => accessApi.role(code),
    retry,
  });

export const useGroups = () => useQuery({ queryKey: accessKeys.groups, queryFn: accessApi.groups, retry });
export const useGroup = (code: string) =>
  useQuery({
    queryKey: accessKeys.group(code),
    queryFn: () => accessApi.group(code),
    retry,
  });

export const useMenus = () => useQuery({ queryKey: accessKeys.menus, queryFn: accessApi.menus, retry });
export const useDocuments = () =>
  useQuery({ queryKey: accessKeys.documents, queryFn: accessApi.documents, retry, staleTime: 30_000 });

/** After a write the screens of that kind read again, resolving once those on show have. */
export function useInvalidate() {
  const queryClient = useQueryClient();
  return useCallback(
    (family: keyof typeof FAMILIES) => queryClient.invalidateQueries({ queryKey: FAMILIES[family] }),
    [queryClient],
  );
}

/** Roles and groups to choose from, named in the reader's language; the built-in role codes until roles load. */
export function useRoleOptions(language: string) {
  const roles = useRoles();
  return useMemo(
    () =>
      roles.data
        ? roles.data.map((r) => ({ code: r.code, label: localized(r.name, language, r.code) }))
        : ROLE_CODES.map((code) => ({ code, label: code })),
    [roles.data, language],
  );
}
export function useGroupOptions(language: string) {
  const groups = useGroups();
  return useMemo(
    () => (groups.data ?? []).map((g) => ({ code: g.code, label: localized(g.name, language, g.code) })),
    [groups.data, language],
  );
}
