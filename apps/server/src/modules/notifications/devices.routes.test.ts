import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { bearer, signupVerified, tokenOf } from '../auth/auth.test-helpers';

/** A browser's PushSubscription.toJSON() with real P-256 keys. */
function subscription(endpoint: string) {
  const ecdh = crypto.createECDH('prime256v1');
  ecdh.generateKeys();
  return {
    endpoint,
    expirationTime: null,
    keys: {
      p256dh: ecdh.getPublicKey().toString('base64url'),
      auth: crypto.randomBytes(16).toString('base64url'),
    },
  };
}

describe('devices API', () => {
  let t: TestApp;
  let basic: string;
  let premium: string;
  let member: string;
  beforeAll(async () => {
    t = await createTestApp({ MARKET_EXCHANGES: '' });
    for (const u of ['basic@example.com', 'premium@example.com', 'member@example.com'])
      await signupVerified(t, u);
    await t.deps.db
      .updateTable('users')
      .set({ role_code: 'basic' })
      .where('username', '=', 'basic@example.com')
      .execute();
    await t.deps.db
      .updateTable('users')
      .set({ role_code: 'premium' })
      .where('username', '=', 'premium@example.com')
      .execute();
    basic = await tokenOf(t, 'basic@example.com');
    premium = await tokenOf(t, 'premium@example.com');
    member = await tokenOf(t, 'member@example.com');
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, token?: string, payload?: object) =>
    t.app.inject({
      method,
      url: `/api/core${url}`,
      headers: {
        ...(token ? bearer(token) : {}),
        'user-agent': 'Mozilla/5.0 (Linux; Android 14) Chrome/131.0 Mobile',
      },
      ...(payload === undefined ? {} : { payload }),
    });

  it('gives the browser the VAPID public key and the plan’s device limit', async () => {
    const r = await call('GET', '/notifications/devices', basic);
    expect(r.statusCode, r.body).toBe(200);
    const data = r.json().data;
    expect(data).toMatchObject({ devices: [], limit: 1 });
    expect(Buffer.from(data.vapidPublicKey, 'base64url')).toHaveLength(65);
    // the same key on every call: browsers' subscriptions are bound to it
    expect((await call('GET', '/notifications/devices', premium)).json().data.vapidPublicKey).toBe(
      data.vapidPublicKey,
    );
    expect((await call('GET', '/notifications/devices')).statusCode).toBe(401);
  });

  it('answers a second device on basic with 403 DEVICE_LIMIT and the list, then replaces the one chosen', async () => {
    const first = await call('POST', '/notifications/devices', basic, {
      subscription: subscription('https://push.example.com/a'),
    });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().data.name).toBe('Chrome on Android');
    const firstId = first.json().data.deviceId;

    // the same browser registering again is the same device
    const again = await call('POST', '/notifications/devices', basic, {
      subscription: subscription('https://push.example.com/a'),
      name: 'My phone',
    });
    expect(again.statusCode).toBe(201);
    expect(again.json().data).toMatchObject({ deviceId: firstId, name: 'My phone' });

    const second = await call('POST', '/notifications/devices', basic, {
      subscription: subscription('https://push.example.com/b'),
    });
    expect(second.statusCode).toBe(403);
    const error = second.json().error;
    expect(error).toMatchObject({ code: 'DEVICE_LIMIT', key: 'deviceLimitReached' });
    expect(error.details).toMatchObject({ limit: 1, devices: [{ deviceId: firstId, name: 'My phone' }] });

    const replaced = await call('POST', '/notifications/devices', basic, {
      subscription: subscription('https://push.example.com/b'),
      replaceDeviceId: firstId,
    });
    expect(replaced.statusCode, replaced.body).toBe(201);
    const list = (await call('GET', '/notifications/devices', basic)).json().data.devices;
    expect(list.map((d: { deviceId: string }) => d.deviceId)).toEqual([replaced.json().data.deviceId]);
  });

  it('lets premium register two devices, not three, and remove one', async () => {
    const ids: string[] = [];
    for (const name of ['c', 'd']) {
      const r = await call('POST', '/notifications/devices', premium, {
        subscription: subscription(`https://push.example.com/${name}`),
      });
      expect(r.statusCode).toBe(201);
      ids.push(r.json().data.deviceId);
    }
    const third = await call('POST', '/notifications/devices', premium, {
      subscription: subscription('https://push.example.com/e'),
    });
    expect(third.json().error.code).toBe('DEVICE_LIMIT');
    // another member cannot remove them
    expect((await call('DELETE', `/notifications/devices/${ids[0]}`, basic)).statusCode).toBe(404);
    expect((await call('DELETE', `/notifications/devices/${ids[0]}`, premium)).statusCode).toBe(200);
    expect(
      (
        await call('POST', '/notifications/devices', premium, {
          subscription: subscription('https://push.example.com/e'),
        })
      ).statusCode,
    ).toBe(201);
  });

  it('lets only one of simultaneous registrations past the limit', async () => {
    const answers = await Promise.all(
      ['f', 'g', 'h', 'i'].map((n) =>
        call('POST', '/notifications/devices', member, {
          subscription: subscription(`https://push.example.com/${n}`),
        }),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 403, 403, 403]);
  });

  it('refuses a push endpoint that is not public https', async () => {
    for (const endpoint of ['http://push.example.com/x', 'https://127.0.0.1/x', 'https://[::1]/x']) {
      const r = await call('POST', '/notifications/devices', premium, {
        subscription: subscription(endpoint),
      });
      expect(r.statusCode, endpoint).toBe(400);
      expect(r.json().error.code).toBe('VALIDATION');
    }
  });
});
