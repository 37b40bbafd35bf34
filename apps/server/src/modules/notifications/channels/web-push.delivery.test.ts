import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/harness';
import { bearer } from '../../auth/auth.test-helpers';
import { vapidKeysOf } from './web-push.keys';
import {
  browserSubscription,
  decryptAes128gcm,
  startPushService,
  verifyVapid,
} from './web-push.test-service';
import { memberWithFilter, runDelivery, storedNotification } from './webhook.test-helpers';

/**
 * Web Push through the delivery job to a local push service (Chromium's own push service is Google's
 * FCM, which a browser here cannot reach; the request is checked against RFC 8291/8292 instead).
 */
describe('Web Push channel through the delivery job', () => {
  let t: TestApp;
  let service: Awaited<ReturnType<typeof startPushService>>;
  let member: Awaited<ReturnType<typeof memberWithFilter>>;
  beforeAll(async () => {
    service = await startPushService();
    t = await createTestApp({ MARKET_EXCHANGES: '', NOTIFY_ALLOW_PRIVATE_URLS: 'true' });
    member = await memberWithFilter(t, 'push@example.com');
    await t.deps.db
      .updateTable('users')
      .set({ role_code: 'premium' })
      .where('id', '=', member.userId)
      .execute();
  });
  afterAll(async () => {
    await t.close();
    await service.close();
  });

  const register = (subscription: ReturnType<typeof browserSubscription>, name: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/core/notifications/devices',
      headers: bearer(member.token),
      payload: {
        subscription: {
          endpoint: subscription.target.endpoint,
          keys: { p256dh: subscription.target.p256dh, auth: subscription.target.auth },
        },
        name,
      },
    });

  it('pushes the notification to the member’s device: signed, encrypted, opening the chart at the candle', async () => {
    const phone = browserSubscription(`${service.origin}/push/ok/phone`);
    expect((await register(phone, 'Phone')).statusCode).toBe(201);
    const on = await t.app.inject({
      method: 'PUT',
      url: '/api/core/notifications/settings',
      headers: bearer(member.token),
      payload: { channels: { webPush: true } },
    });
    expect(on.statusCode, on.body).toBe(200);

    const id = await storedNotification(t, member, 'webPush');
    expect(await runDelivery(t, id, 'webPush')).toMatchObject({ status: 'sent', attempts: 1 });
    const request = service.received.find((r) => r.path === '/push/ok/phone');
    if (!request) throw new Error('nothing pushed');
    const keys = await vapidKeysOf(t.deps.config);
    await verifyVapid(String(request.headers.authorization), keys.publicKey, service.origin);
    const message = JSON.parse(decryptAes128gcm(request.body, phone.ecdh, phone.auth));
    expect(message).toMatchObject({ title: 'BTCUSDT entered your filter "Breakout"', tag: id });
    expect(message.body).toContain('Price: 64,210.5');
    expect(message.url).toMatch(/^http:\/\/localhost:3000\/core\/detail\/.+BTCUSDT.*at=\d+/);
    const device = await t.deps.db
      .selectFrom('notification_devices')
      .select('last_used_at')
      .where('endpoint', '=', phone.target.endpoint)
      .executeTakeFirstOrThrow();
    expect(device.last_used_at).not.toBeNull();
  });

  it('forgets a device its push service no longer knows, and fails when no device is left', async () => {
    await t.deps.db.deleteFrom('notification_devices').where('user_id', '=', member.userId).execute();
    const stale = browserSubscription(`${service.origin}/push/gone/old-laptop`);
    expect((await register(stale, 'Old laptop')).statusCode).toBe(201);
    const id = await storedNotification(t, member, 'webPush');
    const delivery = await runDelivery(t, id, 'webPush');
    expect(delivery).toMatchObject({ status: 'failed', attempts: 1 });
    expect(delivery.error).toContain('410');
    const left = await t.deps.db
      .selectFrom('notification_devices')
      .select('id')
      .where('user_id', '=', member.userId)
      .execute();
    expect(left).toEqual([]);
  });
});
