import type { Group, GroupWrite } from '@bitdata/contracts';
import type { AppDeps } from '../../../platform/app-deps';
import { AppError } from '../../../platform/errors';
import { accountContacts, groupsChanged, membershipChanged } from '../../auth';
import type { Db } from './access.repository';
import { deleteGrants, grantsByOwner, replaceGrants } from './access.repository';
import { fieldConflict, fieldError, grantsFromRows, normalizeGrants } from './access.service';
import * as repo from './groups.repository';

type Deps = Pick<AppDeps, 'db' | 'realtime' | 'clock'>;

async function groupsWithDetails(deps: Pick<AppDeps, 'db'>, code?: string): Promise<Group[]> {
  const [rows, members, stored] = await Promise.all([
    repo.listGroups(deps.db, code),
    repo.membersOf(deps.db, code),
    grantsByOwner(deps.db, 'group', code),
  ]);
  const grants = grantsFromRows(stored.levelRows, stored.ruleRows);
  const contacts = await accountContacts(
    deps.db,
    members.map((m) => m.user_id),
  );
  const membersOf = (group: string) =>
    members
      .filter((m) => m.group_code === group)
      .flatMap((m) => {
        const contact = contacts.get(m.user_id);
        return contact ? [{ id: m.user_id, username: contact.username, name: contact.name }] : [];
      })
      .sort((a, b) => (a.username < b.username ? -1 : a.username > b.username ? 1 : 0));
  return rows.map((g) => ({
    code: g.code,
    name: { en: g.name_en, vi: g.name_vi },
    members: membersOf(g.code),
    permissions: grants.get(g.code) ?? [],
  }));
}

export const listGroups = (deps: Pick<AppDeps, 'db'>): Promise<Group[]> => groupsWithDetails(deps);

export async function getGroup(deps: Pick<AppDeps, 'db'>, code: string): Promise<Group> {
  const [group] = await groupsWithDetails(deps, code);
  if (!group) throw AppError.of('NOT_FOUND', 'notFound');
  return group;
}

/** The member ids without repeats; an id that is no user is a 400 naming its place in the list. */
async function checkedMembers(db: Db, ids: readonly string[]): Promise<string[]> {
  const unique = [...new Set(ids)];
  const found = await accountContacts(db, unique);
  const missing = ids.findIndex((id) => !found.has(id));
  if (missing >= 0) throw fieldError(`memberIds.${missing}`, 'notFound');
  return unique;
}

export async function createGroup(deps: Deps, input: GroupWrite): Promise<Group> {
  const grants = normalizeGrants(input.permissions);
  const members = await checkedMembers(deps.db, input.memberIds);
  const now = deps.clock.now();
  const created = await deps.db.transaction().execute(async (trx) => {
    const row = {
      code: input.code,
      name_en: input.name.en,
      name_vi: input.name.vi,
      created_at: now,
      updated_at: now,
    };
    if (!(await repo.insertGroup(trx, row))) return false;
    await repo.addMembers(
      trx,
      members.map((user_id) => ({ group_code: input.code, user_id })),
    );
    await replaceGrants(trx, 'group', input.code, grants);
    return true;
  });
  if (!created) throw fieldConflict('code', 'codeTaken');
  await groupsChanged(deps, input.code);
  await membershipChanged(deps, members);
  return getGroup(deps, input.code);
}

/** Replaces a group's names, members and grants; the code in the body must be the URL's. */
export async function updateGroup(deps: Deps, code: string, input: GroupWrite): Promise<Group> {
  if (input.code !== code) throw fieldError('code', 'invalidValue');
  await getGroup(deps, code);
  const grants = normalizeGrants(input.permissions);
  const members = await checkedMembers(deps.db, input.memberIds);
  const changed = await deps.db.transaction().execute(async (trx) => {
    const before = await repo.memberIds(trx, code);
    const left = before.filter((id) => !members.includes(id));
    const joined = members.filter((id) => !before.includes(id));
    await repo.renameGroup(trx, code, input.name.en, input.name.vi, deps.clock.now());
    await repo.removeMembers(trx, code, left);
    await repo.addMembers(
      trx,
      joined.map((user_id) => ({ group_code: code, user_id })),
    );
    await replaceGrants(trx, 'group', code, grants);
    return [...left, ...joined];
  });
  await groupsChanged(deps, code);
  await membershipChanged(deps, changed);
  return getGroup(deps, code);
}

export async function deleteGroup(deps: Deps, code: string): Promise<void> {
  const members = await deps.db.transaction().execute(async (trx) => {
    const before = await repo.memberIds(trx, code);
    // group_members and group_permissions go with the group (foreign keys); field rules have none.
    if (!(await repo.deleteGroup(trx, code))) return null;
    await deleteGrants(trx, 'group', code);
    return before;
  });
  if (members === null) throw AppError.of('NOT_FOUND', 'notFound');
  await groupsChanged(deps, code);
  await membershipChanged(deps, members);
}

/**
 * Ids of the users who share a group with the user, the user included: the record scope of "view"
 * (own or own group's records) in the back office.
 */
export async function groupMateIds(deps: Pick<AppDeps, 'db'>, userId: string): Promise<string[]> {
  const mates = await repo.groupMateIds(deps.db, userId);
  return mates.includes(userId) ? mates : [userId, ...mates];
}

/** The codes of `codes` that name no group (user forms check theirs). */
export async function missingGroups(deps: Pick<AppDeps, 'db'>, codes: readonly string[]): Promise<string[]> {
  const found = await repo.existingGroups(deps.db, codes);
  return codes.filter((c) => !found.has(c));
}

/** Sets the user's groups in the caller's transaction; announce with `membershipChanged` after commit. */
export const setGroupsOfUser = (trx: Db, userId: string, codes: readonly string[]): Promise<void> =>
  repo.setGroupsOfUser(trx, userId, [...new Set(codes)]);

/** The groups of each of the users (admin user lists). */
export async function groupsOfUsers(deps: Pick<AppDeps, 'db'>, userIds: readonly string[]) {
  const rows = await repo.groupCodesOfUsers(deps.db, userIds);
  const byUser = new Map<string, string[]>();
  for (const r of rows) byUser.set(r.user_id, [...(byUser.get(r.user_id) ?? []), r.group_code]);
  return byUser;
}
