import type { Insertable, Selectable } from 'kysely';
import type { MenuNodesTable } from '../backoffice.tables';
import type { Db } from './access.repository';

export type MenuNodeRow = Selectable<MenuNodesTable>;

export const listNodes = (db: Db): Promise<MenuNodeRow[]> =>
  db.selectFrom('menu_nodes').selectAll().orderBy('sort_order').orderBy('id').execute();

export const findNode = (db: Db, id: string): Promise<MenuNodeRow | undefined> =>
  db.selectFrom('menu_nodes').selectAll().where('id', '=', id).executeTakeFirst();

export async function insertNode(db: Db, row: Insertable<MenuNodesTable>): Promise<void> {
  await db.insertInto('menu_nodes').values(row).execute();
}

export async function updateNode(
  db: Db,
  id: string,
  patch: Omit<Insertable<MenuNodesTable>, 'id' | 'created_at'>,
): Promise<boolean> {
  const result = await db.updateTable('menu_nodes').set(patch).where('id', '=', id).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Deletes the node; its children go with it (foreign key). */
export async function deleteNode(db: Db, id: string): Promise<boolean> {
  const result = await db.deleteFrom('menu_nodes').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
