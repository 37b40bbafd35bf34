import type { AdminUserListQuery } from '@bitdata/contracts/backoffice/access';
import { ROLE_CODES } from '@bitdata/contracts/constants';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { ApiError } from '../../api/errors';
import { accessApi } from './api';
import { localized } from './names';

/** Query keys hold the document each list shows, so a write naming that document makes them stale. */
export const accessKeys = {
  users: (query: AdminUserListQuery) => ['user', 'admin', 'list', query] as const,
  user: (id: string) => ['user', 'admin', 'one', id] as const,
  sessions: (id: string) => ['user', 'admin', 'sessions', id] as const,
  roles: ['role', 'list'] as const,
  role: (code: string) => ['role', 'one', code] as const,
  groups: ['group', 'list'] as const,
  group: (code: string) => ['group', 'one', code] as const,
  menus: ['menu', 'list'] as const,
  documents: ['document', 'list'] as const,
};

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

/** After a write the screens of that document read again (the write's own invalidation covers the rest). */
export function useInvalidate() {
  const queryClient = useQueryClient();
  return useCallback(
    (document: 'user' | 'role' | 'group' | 'menu') => queryClient.invalidateQueries({ queryKey: [document] }),
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
