import crypto from 'node:crypto';
import {
  type AdminUser,
  type AdminUserCreate,
  type AdminUserListQuery,
  type AdminUserUpdate,
  can,
  PERMISSION_LEVEL,
  RESOURCE,
  type SessionInfo,
  type UserStatus,
} from '@bitdata/contracts';
import type { AppDeps } from '../../platform/app-deps';
import { AppError } from '../../platform/errors';
import {
  type AccountPatch,
  type AccountRow,
  type AuthContext,
  findAccount,
  insertAccount,
  lastSignIns,
  listAccounts,
  liveSessionsOf,
  membershipChanged,
  newUserRow,
  revokeAccountSessions,
  sendResetLink,
  updateAccount,
} from '../auth';
import {
  fieldConflict,
  fieldError,
  groupsOfUsers,
  missingGroups,
  missingRoles,
  setGroupsOfUser,
} from '../backoffice';

/**
 * The back office's users: list and filter, create verified accounts, change role and
 * groups, block and unblock, send a reset link, see and revoke sessions.
 */

const statusOf = (s: string): UserStatus => (s === 'blocked' ? 'blocked' : 'active');

async function toAdminUsers(deps: AppDeps, rows: AccountRow[]): Promise<AdminUser[]> {
  const ids = rows.map((r) => r.id);
  const [groups, seen] = await Promise.all([groupsOfUsers(deps, ids), lastSignIns(deps.db, ids)]);
  return rows.map((r) => ({
    id: r.id,
    username: r.username,
    name: r.name,
    displayName: r.display_name,
    phone: r.phone,
    role: r.role_code,
    groups: groups.get(r.id) ?? [],
    status: statusOf(r.status),
    verified: r.verified_at !== null,
    language: r.language,
    timezone: r.timezone,
    createdAt: r.created_at,
    lastSeenAt: seen.get(r.id) ?? null,
  }));
}

/** One page of users plus the total, for the data grid (a superset of the former user summary). */
export async function listUserPage(deps: AppDeps, query: AdminUserListQuery) {
  const { rows, total } = await listAccounts(deps, {
    search: query.search || undefined,
    role: query.role,
    status: query.status,
    group: query.group,
    offset: (query.page - 1) * query.pageSize,
    limit: query.pageSize,
  });
  return { data: await toAdminUsers(deps, rows), total, page: query.page, pageSize: query.pageSize };
}

async function userRow(deps: AppDeps, id: string): Promise<AccountRow> {
  const row = await findAccount(deps.db, id);
  if (!row) throw AppError.of('NOT_FOUND', 'notFound');
  return row;
}

export async function getUser(deps: AppDeps, id: string): Promise<AdminUser> {
  const [user] = await toAdminUsers(deps, [await userRow(deps, id)]);
  return user;
}

/** A role and groups that exist, or a 400 naming the first that does not. */
async function checkAudience(deps: AppDeps, role: string | undefined, groups: readonly string[] | undefined) {
  if (role !== undefined && (await missingRoles(deps, [role])).length > 0)
    throw fieldError('role', 'notFound');
  if (groups) {
    const missing = await missingGroups(deps, groups);
    if (missing.length > 0) throw fieldError(`groups.${groups.indexOf(missing[0])}`, 'notFound');
  }
}

/**
 * A role or a group carries permissions, so handing one out is editing access: it needs edit on
 * roles (or groups) besides edit on users, or whoever may edit users could make anyone administrator.
 * Accounts created as plain members without groups need neither.
 */
function mayHandOut(auth: AuthContext, change: { role?: boolean; groups?: boolean }): void {
  if (change.role && !can(auth.grants, RESOURCE.role, PERMISSION_LEVEL.edit))
    throw AppError.of('FORBIDDEN', 'forbidden');
  if (change.groups && !can(auth.grants, RESOURCE.group, PERMISSION_LEVEL.edit))
    throw AppError.of('FORBIDDEN', 'forbidden');
}

/**
 * Creates a verified account (an operator vouches for the address). Without a password the account
 * gets an unguessable one and a reset link by mail, through the same flow as "forgot password".
 */
export async function createUser(
  deps: AppDeps,
  auth: AuthContext,
  input: AdminUserCreate,
): Promise<AdminUser> {
  mayHandOut(auth, { role: input.role !== 'member', groups: input.groups.length > 0 });
  await checkAudience(deps, input.role, input.groups);
  const username = input.username.trim().toLowerCase();
  const now = deps.clock.now();
  const row = await newUserRow(
    {
      username,
      password: input.password ?? crypto.randomBytes(32).toString('base64url'),
      name: input.name,
      phone: input.phone,
      role: input.role,
      verifiedAt: now,
    },
    now,
  );
  const created = await deps.db.transaction().execute(async (trx) => {
    if (!(await insertAccount(trx, row))) return false;
    await setGroupsOfUser(trx, row.id, input.groups);
    return true;
  });
  if (!created) throw fieldConflict('username', 'accountExists');
  await membershipChanged(deps, [row.id]);
  if (input.password === undefined) await sendResetLink(deps, username);
  return getUser(deps, row.id);
}

/** Nobody blocks or demotes themselves: an operator could lock the last way into the back office. */
function refuseSelfChange(auth: AuthContext, id: string, change: { role?: string; status?: UserStatus }) {
  if (auth.user.id !== id) return;
  if (change.status === 'blocked' || (change.role !== undefined && change.role !== auth.user.role_code))
    throw AppError.of('BAD_REQUEST', 'selfChangeRefused');
}

/** Applies what changed; a form with nothing changed answers NO_CHANGES ('There are no changes to the form'). */
export async function updateUser(
  deps: AppDeps,
  auth: AuthContext,
  id: string,
  input: AdminUserUpdate,
): Promise<AdminUser> {
  const current = await getUser(deps, id);
  refuseSelfChange(auth, id, input);
  await checkAudience(deps, input.role, input.groups);
  const patch: AccountPatch = {};
  if (input.name !== undefined && input.name !== current.name) patch.name = input.name;
  if (input.phone !== undefined && input.phone !== current.phone) patch.phone = input.phone;
  if (input.role !== undefined && input.role !== current.role) patch.role_code = input.role;
  if (input.status !== undefined && input.status !== current.status) patch.status = input.status;
  const groups = input.groups ? [...new Set(input.groups)].sort() : undefined;
  const groupsChange = groups !== undefined && groups.join() !== [...current.groups].sort().join();
  if (Object.keys(patch).length === 0 && !groupsChange) throw AppError.of('NO_CHANGES', 'noChanges');
  mayHandOut(auth, { role: patch.role_code !== undefined, groups: groupsChange });
  const now = deps.clock.now();
  await deps.db.transaction().execute(async (trx) => {
    await updateAccount(trx, id, { ...patch, updated_at: now });
    if (groupsChange) await setGroupsOfUser(trx, id, groups);
    if (patch.status === 'blocked') await revokeAccountSessions(trx, id, now);
  });
  if (groupsChange) await membershipChanged(deps, [id]);
  return getUser(deps, id);
}

/** Blocks the account: every session ends at once and sign-in is refused ('accountBlocked'). */
export async function setStatus(
  deps: AppDeps,
  auth: AuthContext,
  id: string,
  status: UserStatus,
): Promise<AdminUser> {
  await userRow(deps, id);
  refuseSelfChange(auth, id, { status });
  const now = deps.clock.now();
  await deps.db.transaction().execute(async (trx) => {
    await updateAccount(trx, id, { status, updated_at: now });
    if (status === 'blocked') await revokeAccountSessions(trx, id, now);
  });
  return getUser(deps, id);
}

export async function mailResetLink(deps: AppDeps, id: string): Promise<void> {
  await sendResetLink(deps, (await userRow(deps, id)).username);
}

export async function listSessions(deps: AppDeps, auth: AuthContext, id: string): Promise<SessionInfo[]> {
  await userRow(deps, id);
  return liveSessionsOf(deps, id, auth);
}

export async function revokeSession(deps: AppDeps, id: string, sessionId: string): Promise<void> {
  await userRow(deps, id);
  if ((await revokeAccountSessions(deps.db, id, deps.clock.now(), sessionId)) === 0)
    throw AppError.of('NOT_FOUND', 'notFound');
}
