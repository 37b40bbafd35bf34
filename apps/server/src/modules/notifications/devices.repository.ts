import type { Kysely, Selectable } from 'kysely';
import { lockMemberRow } from '../../platform/db/member-lock';
import type { Database, NotificationDevicesTable } from '../../platform/db/schema';

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

export type RegisterOutcome = { ok: true; device: DeviceRow } | { ok: false; devices: DeviceRow[] };

/**
 * Saves a member's subscription, within `limit` devices (null: no limit). The browser's endpoint
 * identifies it: registering again updates that device (a key rotation) and counts nothing new; an
 * endpoint another member registered moves to this one (one browser profile, another account signed
 * in). `replaceId` (one of the member's devices) is removed in the same step. Count and write are one
 * transaction behind the member's lock (lockMemberRow), so two registrations at once cannot both pass
 * the limit.
 */
export async function registerDevice(
  db: Db,
  row: DeviceRow,
  options: { limit: number | null; replaceId?: string },
): Promise<RegisterOutcome> {
  return db.transaction().execute(async (trx) => {
    await lockMemberRow(trx, row.user_id);
    const same = await trx
      .selectFrom('notification_devices')
      .selectAll()
      .where('endpoint', '=', row.endpoint)
      .executeTakeFirst();
    if (same?.user_id === row.user_id) {
      await trx
        .updateTable('notification_devices')
        .set({ p256dh: row.p256dh, auth: row.auth, name: row.name || same.name })
        .where('id', '=', same.id)
        .execute();
      return {
        ok: true,
        device: num({ ...same, p256dh: row.p256dh, auth: row.auth, name: row.name || same.name }),
      };
    }
    // the limit is checked before anything is removed: a refusal changes nothing
    const devices = await listDevices(trx, row.user_id);
    const kept = devices.filter((d) => d.id !== options.replaceId);
    if (options.limit !== null && kept.length >= options.limit) return { ok: false, devices };
    if (same) await trx.deleteFrom('notification_devices').where('id', '=', same.id).execute();
    if (kept.length < devices.length) {
      await trx
        .deleteFrom('notification_devices')
        .where('id', '=', options.replaceId ?? '')
        .execute();
    }
    await trx.insertInto('notification_devices').values(row).execute();
    return { ok: true, device: row };
  });
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
