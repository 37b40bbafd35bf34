import type { Selectable } from 'kysely';
import type { GroupsTable } from '../backoffice.tables';
import type { Db } from './access.repository';

export type GroupRow = Selectable<GroupsTable>;

export async function listGroups(db: Db, code?: string): Promise<GroupRow[]> {
  let q = db.selectFrom('groups').selectAll().orderBy('code');
  if (code !== undefined) q = q.where('code', '=', code);
  return q.execute();
}

/** Memberships of every group (or of one): the accounts are auth's, named through its door. */
export async function membersOf(db: Db, code?: string) {
  let q = db.selectFrom('group_members').select(['group_code', 'user_id']);
  if (code !== undefined) q = q.where('group_code', '=', code);
  return q.execute();
}

/** Inserts a group; false when the code is taken. */
export async function insertGroup(db: Db, row: GroupRow): Promise<boolean> {
  const result = await db
    .insertInto('groups')
    .values(row)
    .onConflict((oc) => oc.column('code').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

export async function renameGroup(db: Db, code: string, en: string, vi: string, now: number): Promise<void> {
  await db
    .updateTable('groups')
    .set({ name_en: en, name_vi: vi, updated_at: now })
    .where('code', '=', code)
    .execute();
}

export async function deleteGroup(db: Db, code: string): Promise<boolean> {
  const result = await db.deleteFrom('groups').where('code', '=', code).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** The group's member ids. */
export async function memberIds(db: Db, code: string): Promise<string[]> {
  const rows = await db
    .selectFrom('group_members')
    .select('user_id')
    .where('group_code', '=', code)
    .execute();
  return rows.map((r) => r.user_id);
}

/** Rows per INSERT, under what one statement may bind on both engines. */
const CHUNK = 500;

export async function addMembers(
  db: Db,
  pairs: Array<{ group_code: string; user_id: string }>,
): Promise<void> {
  for (let i = 0; i < pairs.length; i += CHUNK)
    await db
      .insertInto('group_members')
      .values(pairs.slice(i, i + CHUNK))
      .onConflict((oc) => oc.columns(['group_code', 'user_id']).doNothing())
      .execute();
}

export async function removeMembers(db: Db, code: string, userIds: readonly string[]): Promise<void> {
  for (let i = 0; i < userIds.length; i += CHUNK)
    await db
      .deleteFrom('group_members')
      .where('group_code', '=', code)
      .where('user_id', 'in', userIds.slice(i, i + CHUNK))
      .execute();
}

/** Sets the groups of one user. */
export async function setGroupsOfUser(db: Db, userId: string, codes: readonly string[]): Promise<void> {
  await db.deleteFrom('group_members').where('user_id', '=', userId).execute();
  if (codes.length > 0)
    await db
      .insertInto('group_members')
      .values(codes.map((group_code) => ({ group_code, user_id: userId })))
      .execute();
}

/** Which of `codes` are groups. */
export async function existingGroups(db: Db, codes: readonly string[]): Promise<Set<string>> {
  if (codes.length === 0) return new Set();
  const rows = await db.selectFrom('groups').select('code').where('code', 'in', codes).execute();
  return new Set(rows.map((r) => r.code));
}

/** Ids of the users sharing at least one group with the user. */
export async function groupMateIds(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('group_members as mine')
    .innerJoin('group_members as mates', 'mates.group_code', 'mine.group_code')
    .select('mates.user_id')
    .distinct()
    .where('mine.user_id', '=', userId)
    .execute();
  return rows.map((r) => r.user_id);
}

/** (user, group) pairs of the users, group codes in order. */
export async function groupCodesOfUsers(db: Db, userIds: readonly string[]) {
  if (userIds.length === 0) return [];
  return db
    .selectFrom('group_members')
    .select(['user_id', 'group_code'])
    .where('user_id', 'in', userIds)
    .orderBy('group_code')
    .execute();
}

/** The codes of the groups the user belongs to, sorted. */
export async function groupCodesOfUser(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('group_members')
    .select('group_code')
    .where('user_id', '=', userId)
    .orderBy('group_code')
    .execute();
  return rows.map((r) => r.group_code);
}
