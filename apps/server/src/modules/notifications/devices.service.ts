import crypto from 'node:crypto';
import { type Device, type deviceRegisterSchema, MESSAGES, PRICING_PATH } from '@bitdata/contracts';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { AppConfig } from '../../config';
import type { Clock } from '../../platform/clock';
import type { Database } from '../../platform/db/schema';
import { AppError } from '../../platform/errors';
import { checkOutboundUrl, OutboundError } from '../../platform/http/outbound';
import type { AuthContext } from '../auth';
import { entitlementsOf } from '../screener';
import { lockMember } from '../users';
import { vapidKeysOf } from './channels/web-push.keys';
import * as repo from './devices.repository';

/**
 * Devices: the browsers a member registered for Web Push. The plan limits how many (basic 1, middle
 * and premium 2); one more answers 403 DEVICE_LIMIT with the list, so the web asks which to replace
 * and sends the registration again with `replaceDeviceId`.
 */
type Deps = { db: Kysely<Database>; clock: Clock; config: AppConfig };
type RegisterInput = z.output<typeof deviceRegisterSchema>;

export const deviceDto = (r: repo.DeviceRow): Device => ({
  deviceId: r.id,
  name: r.name,
  createdAt: r.created_at,
  lastUsedAt: r.last_used_at,
});

export async function listDevices(deps: Deps, auth: AuthContext) {
  const [rows, plan, keys] = await Promise.all([
    repo.listDevices(deps.db, auth.user.id),
    entitlementsOf(deps, auth.user),
    vapidKeysOf(deps.config),
  ]);
  return { devices: rows.map(deviceDto), limit: plan.deviceLimit, vapidPublicKey: keys.publicKey };
}

/** A short name of the browser from its User-Agent, when the web sent none ("Chrome on Android"). */
export function browserName(userAgent: string | undefined): string {
  const ua = userAgent ?? '';
  const browser =
    [
      ['Edge', /Edg\//],
      ['Opera', /OPR\//],
      ['Samsung Internet', /SamsungBrowser\//],
      ['Firefox', /Firefox\//],
      ['Chrome', /Chrome\/|CriOS\//],
      ['Safari', /Safari\//],
    ].find(([, re]) => (re as RegExp).test(ua))?.[0] ?? 'Browser';
  const system = [
    ['Android', /Android/],
    ['iOS', /iPhone|iPad/],
    ['Windows', /Windows/],
    ['macOS', /Mac OS X/],
    ['Linux', /Linux/],
  ].find(([, re]) => (re as RegExp).test(ua))?.[0];
  return system ? `${browser} on ${system}` : String(browser);
}

export async function registerDevice(
  deps: Deps,
  auth: AuthContext,
  input: RegisterInput,
  userAgent?: string,
) {
  try {
    checkOutboundUrl(input.subscription.endpoint, deps.config.outbound);
  } catch (err) {
    if (!(err instanceof OutboundError)) throw err;
    throw AppError.of('VALIDATION', 'badRequest', [
      { path: 'subscription.endpoint', key: 'invalidValue', message: MESSAGES.invalidValue },
    ]);
  }
  const plan = await entitlementsOf(deps, auth.user);
  const row = {
    id: crypto.randomUUID(),
    user_id: auth.user.id,
    endpoint: input.subscription.endpoint,
    p256dh: input.subscription.keys.p256dh,
    auth: input.subscription.keys.auth,
    name: input.name || browserName(userAgent),
    created_at: deps.clock.now(),
    last_used_at: null,
  };
  return deviceDto(await saveDevice(deps, row, plan.deviceLimit, input.replaceDeviceId));
}

/**
 * Saves a member's subscription within `limit` devices (null: no limit). The browser's endpoint
 * identifies it: registering again updates that device (a key rotation) and counts nothing new; an
 * endpoint another member registered moves to this one (one browser profile, another account signed
 * in). `replaceId` (one of the member's devices) is removed in the same step. Counted and written
 * behind the member's lock; the limit is checked before anything is removed, so a refusal changes
 * nothing.
 */
function saveDevice(deps: Deps, row: repo.DeviceRow, limit: number | null, replaceId?: string) {
  return deps.db.transaction().execute(async (trx) => {
    await lockMember(trx, row.user_id);
    const same = await repo.findDeviceByEndpoint(trx, row.endpoint);
    if (same?.user_id === row.user_id) {
      const keys = { p256dh: row.p256dh, auth: row.auth, name: row.name || same.name };
      await repo.updateDeviceKeys(trx, same.id, keys);
      return { ...same, ...keys };
    }
    const devices = await repo.listDevices(trx, row.user_id);
    const kept = devices.filter((d) => d.id !== replaceId);
    if (limit !== null && kept.length >= limit) {
      throw AppError.of('DEVICE_LIMIT', 'deviceLimitReached', {
        pricing: PRICING_PATH,
        limit,
        devices: devices.map(deviceDto),
      });
    }
    if (same) await repo.deleteDevice(trx, same.id);
    if (replaceId && kept.length < devices.length) await repo.deleteDevice(trx, replaceId);
    await repo.insertDevice(trx, row);
    return row;
  });
}

export async function removeDevice(deps: Deps, auth: AuthContext, deviceId: string) {
  if (!(await repo.deleteOwnDevice(deps.db, auth.user.id, deviceId)))
    throw AppError.of('NOT_FOUND', 'notFound');
  return { ok: true as const };
}
