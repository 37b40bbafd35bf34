import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../platform/db/schema';
import type { SystemInstancesTable } from './system.tables';

type Db = Kysely<Database>;
export type InstanceRow = Selectable<SystemInstancesTable>;

/** Writes the instance's row, or moves its last heartbeat forward. */
export async function saveHeartbeat(db: Db, row: InstanceRow): Promise<void> {
  await db
    .insertInto('system_instances')
    .values(row)
    .onConflict((oc) => oc.column('id').doUpdateSet({ last_seen: row.last_seen }))
    .execute();
}

/** Instances silent since `before` (stopped without saying so): their rows age out. */
export async function deleteSilentInstances(db: Db, before: number): Promise<number> {
  const result = await db.deleteFrom('system_instances').where('last_seen', '<', before).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** A clean stop says goodbye at once. */
export async function deleteInstance(db: Db, id: string): Promise<void> {
  await db.deleteFrom('system_instances').where('id', '=', id).execute();
}

export async function listInstances(db: Db): Promise<InstanceRow[]> {
  const rows = await db
    .selectFrom('system_instances')
    .selectAll()
    .orderBy('started_at')
    .orderBy('id')
    .execute();
  // PostgreSQL answers bigint columns as strings
  return rows.map((r) => ({
    ...r,
    pid: Number(r.pid),
    started_at: Number(r.started_at),
    last_seen: Number(r.last_seen),
  }));
}
