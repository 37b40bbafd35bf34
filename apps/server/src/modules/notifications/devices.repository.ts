import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../platform/db/schema';
import type { NotificationDevicesTable } from './notifications.tables';

/** A member's registered browsers (Web Push subscriptions): the only SQL of devices. */
type Db = Kysely<Database>;
export type DeviceRow = Selectable<NotificationDevicesTable>;

const num = (r: DeviceRow): DeviceRow => ({
  ...r,
  created_at: Number(r.created_at),
  last_used_at: r.last_used_at === null ? null : Number(r.last_used_at),
});

export async function listDevices(db: Db, userId: string): Promise<DeviceRow[]> {
  const rows = await db
    .selectFrom('notification_devices')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map(num);
}

/** The device registered under a browser's push endpoint, whoever registered it. */
export async function findDeviceByEndpoint(db: Db, endpoint: string): Promise<DeviceRow | undefined> {
  const row = await db
    .selectFrom('notification_devices')
    .selectAll()
    .where('endpoint', '=', endpoint)
    .executeTakeFirst();
  return row && num(row);
}

/** A key rotation of a registered device: its keys, and its name when one is given. */
export async function updateDeviceKeys(
  db: Db,
  id: string,
  keys: Pick<DeviceRow, 'p256dh' | 'auth' | 'name'>,
): Promise<void> {
  await db.updateTable('notification_devices').set(keys).where('id', '=', id).execute();
}

export async function insertDevice(db: Db, row: DeviceRow): Promise<void> {
  await db.insertInto('notification_devices').values(row).execute();
}

/** False when the member has no such device. */
export async function deleteOwnDevice(db: Db, userId: string, id: string): Promise<boolean> {
  const r = await db
    .deleteFrom('notification_devices')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(r.numDeletedRows) > 0;
}

/** The push service said the subscription is gone (404/410). */
export async function deleteDevice(db: Db, id: string): Promise<void> {
  await db.deleteFrom('notification_devices').where('id', '=', id).execute();
}

export async function touchDevice(db: Db, id: string, at: number): Promise<void> {
  await db.updateTable('notification_devices').set({ last_used_at: at }).where('id', '=', id).execute();
}
