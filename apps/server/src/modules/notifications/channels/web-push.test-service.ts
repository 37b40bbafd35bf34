import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { importJWK, jwtVerify } from 'jose';
import { expect } from 'vitest';

/**
 * A local push service for tests: it records what the application server sends, as a browser
 * vendor's push service would receive it, and answers 201 (410 under /push/gone, 503 under
 * /push/busy). The checks follow the protocol documents, not web-push's code: RFC 8292 (VAPID:
 * `Authorization: vapid t=<ES256 JWT>, k=<public key>`, aud = the endpoint's origin, exp at most 24 h
 * ahead) and RFC 8291 (aes128gcm payload decrypted with the subscription's keys).
 */
export interface PushRequest {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

export async function startPushService() {
  const received: PushRequest[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks) });
      const status = req.url?.startsWith('/push/gone') ? 410 : req.url?.startsWith('/push/busy') ? 503 : 201;
      res.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The browser's side of a subscription: a P-256 key pair and a 16-byte auth secret. */
export function browserSubscription(endpoint: string) {
  const ecdh = crypto.createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = crypto.randomBytes(16);
  return {
    ecdh,
    auth,
    target: { endpoint, p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
  };
}

const hmac = (key: Buffer, data: Buffer) => crypto.createHmac('sha256', key).update(data).digest();

/** RFC 8291 section 3.4 and RFC 8188 section 2: one aes128gcm record, decrypted by the user agent. */
export function decryptAes128gcm(body: Buffer, ecdh: crypto.ECDH, authSecret: Buffer): string {
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

/** RFC 8292 sections 2 and 3: the JWT is signed by the key in k, for this origin, expiring within 24 h. */
export async function verifyVapid(authorization: string, expectedKey: string, audience: string) {
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
  const { payload } = await jwtVerify(token, publicKey, { audience, algorithms: ['ES256'] });
  const now = Date.now() / 1000;
  expect(payload.exp).toBeGreaterThan(now);
  expect(payload.exp).toBeLessThanOrEqual(now + 24 * 3600);
  return payload;
}
