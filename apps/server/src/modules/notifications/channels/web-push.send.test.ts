import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { importJWK, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateVapidKeys } from '../../../platform/secrets';
import { sendPush } from './web-push.send';

/**
 * A local push service: it records what the application server sends, as a browser vendor's push
 * service would receive it. The checks below follow the protocol documents, not web-push's code:
 * RFC 8292 (VAPID: `Authorization: vapid t=<ES256 JWT>, k=<public key>`, aud = the endpoint's origin,
 * exp at most 24 h ahead) and RFC 8291 (aes128gcm payload decrypted with the subscription's keys).
 */
interface Received {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

const received: Received[] = [];
let server: http.Server;
let origin: string;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks) });
      const status = req.url?.startsWith('/push/gone') ? 410 : req.url?.startsWith('/push/busy') ? 503 : 201;
      res.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** The browser's side of a subscription: a P-256 key pair and a 16-byte auth secret. */
function browserSubscription(path: string) {
  const ecdh = crypto.createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = crypto.randomBytes(16);
  return {
    ecdh,
    auth,
    target: {
      endpoint: `${origin}${path}`,
      p256dh: ecdh.getPublicKey().toString('base64url'),
      auth: auth.toString('base64url'),
    },
  };
}

const hmac = (key: Buffer, data: Buffer) => crypto.createHmac('sha256', key).update(data).digest();

/** RFC 8291 section 3.4 and RFC 8188 section 2: one aes128gcm record, decrypted by the user agent. */
function decryptAes128gcm(body: Buffer, ecdh: crypto.ECDH, authSecret: Buffer): string {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body[20] ?? 0;
  const senderPublic = body.subarray(21, 21 + idLength);
  const cipherText = body.subarray(21 + idLength);
  expect(idLength).toBe(65);
  expect(cipherText.length).toBeLessThanOrEqual(recordSize);
  const ecdhSecret = ecdh.computeSecret(senderPublic);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), ecdh.getPublicKey(), senderPublic]);
  const ikm = hmac(hmac(authSecret, ecdhSecret), Buffer.concat([keyInfo, Buffer.from([1])]));
  const prk = hmac(salt, ikm);
  const cek = hmac(prk, Buffer.from('Content-Encoding: aes128gcm\0\x01')).subarray(0, 16);
  const nonce = hmac(prk, Buffer.from('Content-Encoding: nonce\0\x01')).subarray(0, 12);
  const decipher = crypto.createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(cipherText.subarray(cipherText.length - 16));
  const padded = Buffer.concat([
    decipher.update(cipherText.subarray(0, cipherText.length - 16)),
    decipher.final(),
  ]);
  // the last record ends with the delimiter 0x02 followed by optional zero padding
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  expect(padded[end]).toBe(2);
  return padded.subarray(0, end).toString('utf8');
}

/** RFC 8292 section 2 and 3: the JWT is signed by the key in k, for this origin, expiring within 24 h. */
async function verifyVapid(authorization: string, expectedKey: string, audience: string) {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(authorization);
  expect(match).not.toBeNull();
  const [, token = '', key = ''] = match ?? [];
  expect(key).toBe(expectedKey);
  const point = Buffer.from(key, 'base64url');
  const publicKey = await importJWK(
    {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33, 65).toString('base64url'),
    },
    'ES256',
  );
  const { payload, protectedHeader } = await jwtVerify(token, publicKey, { audience, algorithms: ['ES256'] });
  const now = Date.now() / 1000;
  expect(payload.exp).toBeGreaterThan(now);
  expect(payload.exp).toBeLessThanOrEqual(now + 24 * 3600);
  return { payload, protectedHeader };
}

const vapid = { ...generateVapidKeys(), subject: 'mailto:ops@example.com' };
const policy = { allowPrivate: true, timeoutMs: 2000 };
const message = {
  title: 'BTC/USDT 1h',
  body: 'Breakout entered at 64,210',
  url: '/core/detail/x?at=1',
  tag: 'n-1',
};

describe('sendPush', () => {
  it('delivers a VAPID-signed, RFC 8291-encrypted message the subscription can decrypt', async () => {
    const browser = browserSubscription('/push/ok/1');
    const result = await sendPush(browser.target, message, { vapid, policy, ttlSeconds: 3600 });
    expect(result).toEqual({ outcome: 'sent' });
    const request = received.find((r) => r.path === '/push/ok/1');
    if (!request) throw new Error('the push service received nothing');
    expect(request.headers['content-encoding']).toBe('aes128gcm');
    expect(request.headers.ttl).toBe('3600');
    expect(request.headers.urgency).toBe('high');
    const { payload } = await verifyVapid(String(request.headers.authorization), vapid.publicKey, origin);
    expect(payload.sub).toBe('mailto:ops@example.com');
    expect(JSON.parse(decryptAes128gcm(request.body, browser.ecdh, browser.auth))).toEqual(message);
  });

  it('cannot be read with another subscription’s keys', async () => {
    const browser = browserSubscription('/push/ok/2');
    await sendPush(browser.target, message, { vapid, policy, ttlSeconds: 60 });
    const request = received.find((r) => r.path === '/push/ok/2');
    const stranger = browserSubscription('/push/ok/3');
    expect(() => decryptAes128gcm(request?.body ?? Buffer.alloc(0), stranger.ecdh, stranger.auth)).toThrow();
  });

  it('tells a subscription the push service forgot from one to retry', async () => {
    const gone = await sendPush(browserSubscription('/push/gone').target, message, {
      vapid,
      policy,
      ttlSeconds: 60,
    });
    expect(gone.outcome).toBe('gone');
    const busy = await sendPush(browserSubscription('/push/busy').target, message, {
      vapid,
      policy,
      ttlSeconds: 60,
    });
    expect(busy).toMatchObject({ outcome: 'retry', reason: expect.stringContaining('503') });
  });

  it('refuses an endpoint on a private address unless the operator allows them', async () => {
    const before = received.length;
    const strict = { vapid, policy: { allowPrivate: false, timeoutMs: 2000 }, ttlSeconds: 60 };
    const target = browserSubscription('/push/ok/4').target;
    const port = new URL(origin).port;
    for (const endpoint of [
      target.endpoint,
      `https://127.0.0.1:${port}/push/ok/4`,
      `https://localhost:${port}/push/ok/4`,
      `https://[::ffff:127.0.0.1]:${port}/push/ok/4`,
    ]) {
      const refused = await sendPush({ ...target, endpoint }, message, strict);
      expect(refused.outcome).toBe('refused');
    }
    expect(received.length).toBe(before);
  });
});
