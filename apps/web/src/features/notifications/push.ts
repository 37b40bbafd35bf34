import type { Device } from '@bitdata/contracts/notifications';
import { ApiError } from '../../api/errors';
import { notificationApi } from './api';

/**
 * This browser as a Web Push device: register the service worker (/sw.js), ask the
 * member's permission, subscribe with the server's VAPID key and register the subscription as a
 * device. At the plan's device limit the POST answers 403 DEVICE_LIMIT (details: limit, devices): the
 * caller asks which device to replace and calls `subscribePush({ replaceDeviceId })` again; the
 * browser's subscription is reused. Loaded only by the notification settings (never the landing page).
 */

const SW_URL = '/sw.js';
const SCOPE = '/';
/** The device id the server gave this browser's subscription (to remove it when push is turned off). */
const DEVICE_KEY = 'bitdata.push.device';

export type PushState = 'unsupported' | 'denied' | 'off' | 'on';

/** Why push could not be turned on: the browser has no Web Push, or the member refused the permission. */
export class PushUnavailableError extends Error {
  constructor(readonly reason: 'unsupported' | 'denied') {
    super(`push ${reason}`);
    this.name = 'PushUnavailableError';
  }
}

export function pushSupported(): boolean {
  return (
    typeof window !== 'undefined' &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window
  );
}

function storedDeviceId(): string | null {
  try {
    return window.localStorage.getItem(DEVICE_KEY);
  } catch {
    return null;
  }
}

function storeDeviceId(id: string | null) {
  try {
    if (id) window.localStorage.setItem(DEVICE_KEY, id);
    else window.localStorage.removeItem(DEVICE_KEY);
  } catch {
    // private mode: the device stays listed until removed from the devices list
  }
}

/** The id of this browser's device, when push is on here. */
export const thisDeviceId = (): string | null => storedDeviceId();

/** The VAPID public key (base64url) as the bytes PushManager.subscribe takes. */
export function applicationServerKey(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  const text = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(text.length));
  for (let i = 0; i < text.length; i++) bytes[i] = text.charCodeAt(i);
  return bytes;
}

const sameBytes = (a: ArrayBuffer | null | undefined, b: Uint8Array) =>
  !!a && a.byteLength === b.byteLength && new Uint8Array(a).every((x, i) => x === b[i]);

async function existingSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration(SCOPE);
  return (await registration?.pushManager.getSubscription()) ?? null;
}

export async function pushState(): Promise<PushState> {
  if (!pushSupported()) return 'unsupported';
  if (Notification.permission === 'denied') return 'denied';
  return (await existingSubscription()) && storedDeviceId() ? 'on' : 'off';
}

/** Turns push on for this browser; rejects with PushUnavailableError or the API's error (DEVICE_LIMIT). */
export async function subscribePush(
  options: { name?: string; replaceDeviceId?: string } = {},
): Promise<Device> {
  if (!pushSupported()) throw new PushUnavailableError('unsupported');
  if ((await Notification.requestPermission()) !== 'granted') throw new PushUnavailableError('denied');
  const { vapidPublicKey } = await notificationApi.devices();
  if (!vapidPublicKey) throw new PushUnavailableError('unsupported');
  const key = applicationServerKey(vapidPublicKey);
  await navigator.serviceWorker.register(SW_URL, { scope: SCOPE });
  const registration = await navigator.serviceWorker.ready;
  let subscription = await registration.pushManager.getSubscription();
  // made for another server key (the keys were replaced): it cannot receive our pushes
  if (subscription && !sameBytes(subscription.options.applicationServerKey, key)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await registration.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: key,
  });
  const json = subscription.toJSON();
  const device = await notificationApi.addDevice({
    subscription: {
      endpoint: json.endpoint ?? subscription.endpoint,
      expirationTime: json.expirationTime ?? null,
      keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
    },
    ...(options.name ? { name: options.name } : {}),
    ...(options.replaceDeviceId ? { replaceDeviceId: options.replaceDeviceId } : {}),
  });
  storeDeviceId(device.deviceId);
  return device;
}

/** Turns push off for this browser: the device is removed on the server and the subscription ended. */
export async function unsubscribePush(): Promise<void> {
  const id = storedDeviceId();
  if (id) {
    try {
      await notificationApi.removeDevice(id);
    } catch (err) {
      // already removed (replaced from another device): nothing left to remove
      if (!(err instanceof ApiError && err.status === 404)) throw err;
    }
  }
  storeDeviceId(null);
  await (await existingSubscription())?.unsubscribe();
}
