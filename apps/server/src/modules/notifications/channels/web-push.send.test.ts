import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateVapidKeys } from '../../../platform/secrets';
import { sendPush } from './web-push.send';
import {
  browserSubscription,
  decryptAes128gcm,
  startPushService,
  verifyVapid,
} from './web-push.test-service';

let service: Awaited<ReturnType<typeof startPushService>>;
beforeAll(async () => {
  service = await startPushService();
});
afterAll(() => service.close());

const vapid = { ...generateVapidKeys(), subject: 'mailto:ops@example.com' };
const policy = { allowPrivate: true, timeoutMs: 2000 };
const message = {
  title: 'BTC/USDT 1h',
  body: 'Breakout entered at 64,210',
  url: '/core/detail/x?at=1',
  tag: 'n-1',
};
const at = (path: string) => browserSubscription(`${service.origin}${path}`);

describe('sendPush', () => {
  it('delivers a VAPID-signed, RFC 8291-encrypted message the subscription can decrypt', async () => {
    const browser = at('/push/ok/1');
    const result = await sendPush(browser.target, message, { vapid, policy, ttlSeconds: 3600 });
    expect(result).toEqual({ outcome: 'sent' });
    const request = service.received.find((r) => r.path === '/push/ok/1');
    if (!request) throw new Error('the push service received nothing');
    expect(request.headers['content-encoding']).toBe('aes128gcm');
    expect(request.headers.ttl).toBe('3600');
    expect(request.headers.urgency).toBe('high');
    const payload = await verifyVapid(String(request.headers.authorization), vapid.publicKey, service.origin);
    expect(payload.sub).toBe('mailto:ops@example.com');
    expect(JSON.parse(decryptAes128gcm(request.body, browser.ecdh, browser.auth))).toEqual(message);
  });

  it('cannot be read with another subscription’s keys', async () => {
    const browser = at('/push/ok/2');
    await sendPush(browser.target, message, { vapid, policy, ttlSeconds: 60 });
    const request = service.received.find((r) => r.path === '/push/ok/2');
    const stranger = at('/push/ok/3');
    expect(() => decryptAes128gcm(request?.body ?? Buffer.alloc(0), stranger.ecdh, stranger.auth)).toThrow();
  });

  it('tells a subscription the push service forgot from one to retry', async () => {
    const gone = await sendPush(at('/push/gone').target, message, { vapid, policy, ttlSeconds: 60 });
    expect(gone.outcome).toBe('gone');
    const busy = await sendPush(at('/push/busy').target, message, { vapid, policy, ttlSeconds: 60 });
    expect(busy).toMatchObject({ outcome: 'retry', reason: expect.stringContaining('503') });
  });

  it('refuses an endpoint on a private address unless the operator allows them', async () => {
    const before = service.received.length;
    const strict = { vapid, policy: { allowPrivate: false, timeoutMs: 2000 }, ttlSeconds: 60 };
    const target = at('/push/ok/4').target;
    const port = new URL(service.origin).port;
    for (const endpoint of [
      target.endpoint,
      `https://127.0.0.1:${port}/push/ok/4`,
      `https://localhost:${port}/push/ok/4`,
      `https://[::ffff:127.0.0.1]:${port}/push/ok/4`,
    ]) {
      const refused = await sendPush({ ...target, endpoint }, message, strict);
      expect(refused.outcome).toBe('refused');
    }
    expect(service.received.length).toBe(before);
  });
});
