import type { RoleCode, UserListQuery, UserSummary } from '@bitdata/contracts';
import type { AppDeps } from '../../deps';
import { listUsers } from './users.repository';

/** Back-office user list: one page plus the total, for the data grid. */
export async function listUserPage(deps: AppDeps, query: UserListQuery) {
  const { rows, total } = await listUsers(deps.db, {
    search: query.search || undefined,
    role: query.role,
    offset: (query.page - 1) * query.pageSize,
    limit: query.pageSize,
  });
  const data: UserSummary[] = rows.map((r) => ({
    id: r.id,
    username: r.username,
    name: r.name,
    displayName: r.display_name,
    role: r.role_code as RoleCode,
    verified: r.verified_at !== null,
    createdAt: r.created_at,
  }));
  return { data, total, page: query.page, pageSize: query.pageSize };
}
