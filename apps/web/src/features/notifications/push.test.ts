import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/errors';

const apiMock = vi.hoisted(() => ({
  devices: vi.fn(),
  addDevice: vi.fn(),
  removeDevice: vi.fn(),
}));
vi.mock('./api', () => ({ notificationApi: apiMock }));

import {
  applicationServerKey,
  PushUnavailableError,
  pushState,
  subscribePush,
  thisDeviceId,
  unsubscribePush,
} from './push';

/** A 65-byte P-256 public key, base64url, as GET /notifications/devices gives it. */
const VAPID = `B${'A'.repeat(86)}`;

/** The browser's push APIs, as far as push.ts uses them. */
function fakeBrowser(permission: NotificationPermission = 'granted') {
  let subscription: {
    endpoint: string;
    options: { applicationServerKey: ArrayBuffer };
    toJSON(): object;
    unsubscribe: () => Promise<boolean>;
  } | null = null;
  const pushManager = {
    getSubscription: vi.fn(async () => subscription),
    subscribe: vi.fn(async (options: { applicationServerKey: Uint8Array }) => {
      subscription = {
        endpoint: 'https://fcm.googleapis.com/fcm/send/abc',
        options: { applicationServerKey: options.applicationServerKey.slice().buffer },
        toJSON: () => ({
          endpoint: 'https://fcm.googleapis.com/fcm/send/abc',
          expirationTime: null,
          keys: { p256dh: 'BPkey', auth: 'authsecret' },
        }),
        unsubscribe: vi.fn(async () => {
          subscription = null;
          return true;
        }),
      };
      return subscription;
    }),
  };
  const registration = { pushManager };
  const serviceWorker = {
    register: vi.fn(async () => registration),
    ready: Promise.resolve(registration),
    getRegistration: vi.fn(async () => registration),
  };
  vi.stubGlobal('navigator', { ...navigator, serviceWorker });
  vi.stubGlobal('PushManager', class {});
  vi.stubGlobal('Notification', { permission, requestPermission: vi.fn(async () => permission) });
  return { serviceWorker, pushManager, current: () => subscription };
}

beforeEach(() => {
  window.localStorage.clear();
  apiMock.devices.mockResolvedValue({ devices: [], limit: 1, vapidPublicKey: VAPID });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('push', () => {
  it('decodes the base64url VAPID key to its 65 bytes', () => {
    const key = applicationServerKey(VAPID);
    expect(key).toHaveLength(65);
    expect(key[0]).toBe(4);
  });

  it('registers the service worker, subscribes with the server key and registers the device', async () => {
    const browser = fakeBrowser();
    apiMock.addDevice.mockResolvedValue({
      deviceId: 'd1',
      name: 'Chrome on Android',
      createdAt: 1,
      lastUsedAt: null,
    });
    await expect(pushState()).resolves.toBe('off');
    const device = await subscribePush();
    expect(device.deviceId).toBe('d1');
    expect(browser.serviceWorker.register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
    const options = browser.pushManager.subscribe.mock.calls[0]?.[0] as {
      userVisibleOnly: boolean;
      applicationServerKey: Uint8Array;
    };
    expect(options.userVisibleOnly).toBe(true);
    expect([...options.applicationServerKey]).toEqual([...applicationServerKey(VAPID)]);
    expect(apiMock.addDevice).toHaveBeenCalledWith({
      subscription: {
        endpoint: 'https://fcm.googleapis.com/fcm/send/abc',
        expirationTime: null,
        keys: { p256dh: 'BPkey', auth: 'authsecret' },
      },
    });
    expect(thisDeviceId()).toBe('d1');
    await expect(pushState()).resolves.toBe('on');
  });

  it('passes the device limit refusal on, then replaces the chosen device with the same subscription', async () => {
    const browser = fakeBrowser();
    const limit = new ApiError(403, 'DEVICE_LIMIT', 'limit', 'deviceLimitReached', {
      limit: 1,
      devices: [{ deviceId: 'old' }],
    });
    apiMock.addDevice.mockRejectedValueOnce(limit);
    await expect(subscribePush()).rejects.toBe(limit);
    expect(thisDeviceId()).toBeNull();
    apiMock.addDevice.mockResolvedValueOnce({ deviceId: 'd2', name: 'x', createdAt: 1, lastUsedAt: null });
    await subscribePush({ replaceDeviceId: 'old' });
    expect(browser.pushManager.subscribe).toHaveBeenCalledTimes(1);
    expect(apiMock.addDevice.mock.calls[1]?.[0]).toMatchObject({ replaceDeviceId: 'old' });
    expect(thisDeviceId()).toBe('d2');
  });

  it('turns push off: the device is removed and the subscription ended', async () => {
    const browser = fakeBrowser();
    apiMock.addDevice.mockResolvedValue({ deviceId: 'd3', name: 'x', createdAt: 1, lastUsedAt: null });
    await subscribePush();
    apiMock.removeDevice.mockRejectedValueOnce(new ApiError(404, 'NOT_FOUND', 'gone'));
    await unsubscribePush();
    expect(apiMock.removeDevice).toHaveBeenCalledWith('d3');
    expect(browser.current()).toBeNull();
    expect(thisDeviceId()).toBeNull();
  });

  it('says why push cannot be turned on', async () => {
    fakeBrowser('denied');
    await expect(pushState()).resolves.toBe('denied');
    await expect(subscribePush()).rejects.toEqual(new PushUnavailableError('denied'));
    vi.unstubAllGlobals();
    vi.stubGlobal('navigator', { ...navigator, serviceWorker: undefined });
    await expect(pushState()).resolves.toBe('unsupported');
  });
});
