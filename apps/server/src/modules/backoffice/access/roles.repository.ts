import type { Selectable } from 'kysely';
import type { RolesTable } from '../../../platform/db/schema';
import type { Db } from './access.repository';

export type RoleRow = Selectable<RolesTable>;

/** Every role (or one), in rank order. */
export async function listRoles(db: Db, code?: string) {
  let q = db.selectFrom('roles').select(['code', 'name', 'name_vi', 'rank']).orderBy('rank').orderBy('code');
  if (code !== undefined) q = q.where('code', '=', code);
  return q.execute();
}

/** Inserts a role; false when the code is taken. */
export async function insertRole(db: Db, row: RoleRow): Promise<boolean> {
  const result = await db
    .insertInto('roles')
    .values(row)
    .onConflict((oc) => oc.column('code').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

export async function renameRole(db: Db, code: string, name: string, nameVi: string): Promise<void> {
  await db.updateTable('roles').set({ name, name_vi: nameVi }).where('code', '=', code).execute();
}

/** Deletes a role; false when it is gone. An account still holding it makes the engine refuse (its key). */
export async function deleteRole(db: Db, code: string): Promise<boolean> {
  const result = await db.deleteFrom('roles').where('code', '=', code).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Roles named in menu nodes or elsewhere need not exist; this tells which of `codes` do. */
export async function existingRoles(db: Db, codes: readonly string[]): Promise<Set<string>> {
  if (codes.length === 0) return new Set();
  const rows = await db.selectFrom('roles').select('code').where('code', 'in', codes).execute();
  return new Set(rows.map((r) => r.code));
}

/** Whether the role is a staff role; undefined when there is no such role. */
export async function roleIsStaff(db: Db, code: string): Promise<boolean | undefined> {
  const row = await db.selectFrom('roles').select('is_staff').where('code', '=', code).executeTakeFirst();
  return row === undefined ? undefined : row.is_staff === 1;
}
