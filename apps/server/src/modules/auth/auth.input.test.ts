import { createTransportClient } from '@bitdata/transport';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { bearer, signupVerified, tokenOf } from './auth.test-helpers';

const BODY_LIMIT = 4096;
const POST_ROUTES = [
  '/auth/signupV1',
  '/auth/verify',
  '/auth/resend-verification',
  '/auth/loginV1',
  '/auth/password/forgot',
  '/auth/password/reset',
  '/auth/password/change',
];
const BODY_ROUTES: Array<[string, string]> = [
  ...POST_ROUTES.map((r): [string, string] => ['POST', r]),
  ['PUT', '/auth/profile'],
];

/** Wrong types, missing fields and operator objects for each route's fields. */
const BAD_BODIES: Record<string, object[]> = {
  '/auth/signupV1': [
    {},
    { username: 'a@b.co', password: 12345678, confirmPassword: 12345678, name: 'A' },
    { username: { $gt: '' }, password: { $ne: null }, confirmPassword: 'x', name: 'A' },
    { username: 'a@b.co', password: 'long-enough-1', confirmPassword: 'different-1', name: 'A' },
    { username: ['a@b.co'], password: 'long-enough-1', confirmPassword: 'long-enough-1', name: null },
    {
      document: 'news',
      username: 'a@b.co',
      password: 'long-enough-1',
      confirmPassword: 'long-enough-1',
      name: 'A',
    },
  ],
  '/auth/verify': [
    {},
    { username: 'a@b.co' },
    { username: 'a@b.co', codeVerify: { $gt: '' } },
    { username: 42, codeVerify: 42 },
  ],
  '/auth/resend-verification': [{}, { username: { $gt: '' } }, { username: true }],
  '/auth/loginV1': [
    {},
    { username: 'a@b.co' },
    { username: { $gt: '' }, password: { $gt: '' } },
    { username: 'not-an-email', password: 'x' },
    { username: 'a@b.co', password: ['x'] },
    { username: 'a@b.co', password: 'x', tokenGG: { $ne: 1 } },
  ],
  '/auth/password/forgot': [{}, { username: { $regex: '.*' } }],
  '/auth/password/reset': [
    {},
    { token: { $gt: '' }, password: 'long-enough-1', confirmPassword: 'long-enough-1' },
    { token: 't', password: 'short', confirmPassword: 'short' },
  ],
  '/auth/password/change': [
    {},
    { currentPassword: { $gt: '' }, newPassword: 'long-enough-1', confirmPassword: 'long-enough-1' },
  ],
  '/auth/profile': [
    { language: 'fr' },
    { displayName: { $set: 'x' } },
    { phone: 'call me maybe' },
    { timezone: 7 },
  ],
};

const isStructured4xx = (res: { statusCode: number; json: () => unknown }) => {
  const body = res.json() as { error?: { code?: unknown; message?: unknown } };
  return (
    res.statusCode >= 400 &&
    res.statusCode < 500 &&
    typeof body.error?.code === 'string' &&
    typeof body.error?.message === 'string'
  );
};

describe('bad input on the auth routes (plain JSON)', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp({ BODY_LIMIT_BYTES: String(BODY_LIMIT) });
    await signupVerified(t, 'input@example.com');
    token = await tokenOf(t, 'input@example.com');
  });
  afterAll(() => t.close());

  const send = (method: string, route: string, payload: string, contentType = 'application/json') =>
    t.app.inject({
      method: method as 'POST',
      url: `/api/core${route}`,
      headers: { 'content-type': contentType, ...bearer(token) },
      payload,
    });

  it('answers malformed JSON with a structured 400 on every route', async () => {
    for (const [method, route] of BODY_ROUTES) {
      for (const payload of ['{"username":', 'not json', '[1,2', '{"a":1}}']) {
        const res = await send(method, route, payload);
        expect(res.statusCode, `${route} ${payload}`).toBe(400);
        expect(isStructured4xx(res), `${route} ${res.body}`).toBe(true);
      }
    }
  });

  it('answers wrong types, missing fields and operator objects with a structured 400 naming the fields', async () => {
    for (const [method, route] of BODY_ROUTES) {
      for (const body of BAD_BODIES[route]) {
        const res = await send(method, route, JSON.stringify(body));
        expect(res.statusCode, `${route} ${JSON.stringify(body)} -> ${res.body}`).toBe(400);
        const error = res.json().error;
        expect(error.code).toBe('VALIDATION');
        expect(Array.isArray(error.details) && error.details.length > 0).toBe(true);
      }
    }
  });

  it('answers an oversized body with a structured 413 on every route', async () => {
    const huge = JSON.stringify({ username: 'a@b.co', password: 'x'.repeat(BODY_LIMIT + 10) });
    for (const [method, route] of BODY_ROUTES) {
      const res = await send(method, route, huge);
      expect(res.statusCode, route).toBe(413);
      expect(res.json().error.code).toBe('PAYLOAD_TOO_LARGE');
    }
  });

  it('answers a body that is not JSON with a structured 4xx', async () => {
    for (const [method, route] of BODY_ROUTES) {
      const res = await send(method, route, 'username=a', 'text/plain');
      expect(isStructured4xx(res), `${route} ${res.statusCode} ${res.body}`).toBe(true);
    }
  });

  it('answers a missing, malformed or forged token with a structured 401', async () => {
    const forged = `${token.slice(0, -4)}AAAA`;
    for (const authorization of [
      undefined,
      'Bearer',
      'Bearer not.a.jwt',
      `Bearer ${forged}`,
      `Basic ${token}`,
      token,
    ]) {
      for (const [method, url] of [
        ['GET', '/auth/me'],
        ['POST', '/auth/logout'],
        ['GET', '/auth/sessions'],
        ['GET', '/auth/profile'],
      ]) {
        const res = await t.app.inject({
          method: method as 'GET',
          url: `/api/core${url}`,
          headers: authorization ? { authorization } : {},
        });
        expect(res.statusCode, `${url} ${authorization}`).toBe(401);
        expect(res.json().error.code).toBe('UNAUTHENTICATED');
      }
    }
  });
});

describe('bad ciphertext with encryption on', () => {
  let t: TestApp;
  let baseUrl: string;
  beforeAll(async () => {
    t = await createTestApp({ API_ENCRYPT: 'true', API_ZIP: 'true', CAPTCHA_PROVIDER: 'off' });
    baseUrl = await t.listen();
  });
  afterAll(() => t.close());

  const settings = { encrypt: true, zip: true, verifyKey: 'verify', verifyValue: 'bitdata' };

  it('refuses a tampered encrypted body with a structured 4xx on every route', async () => {
    const client = createTransportClient({ baseUrl, settings });
    for (const route of POST_ROUTES) {
      const prepared = await client.prepare('POST', route, {
        body: { username: 'a@b.co', password: 'long-enough-1' },
      });
      const body = JSON.parse(String(prepared.body)) as { bodyEncrypt: string };
      const flip = body.bodyEncrypt[20] === 'A' ? 'B' : 'A';
      body.bodyEncrypt = body.bodyEncrypt.slice(0, 20) + flip + body.bodyEncrypt.slice(21);
      const res = await fetch(prepared.url, {
        method: 'POST',
        headers: prepared.headers,
        body: JSON.stringify(body),
      });
      const json = (await res.json()) as { error?: { code: string; message: string } };
      expect(res.status, route).toBeGreaterThanOrEqual(400);
      expect(res.status, route).toBeLessThan(500);
      expect(typeof json.error?.code).toBe('string');
    }
  });

  it('refuses garbage in place of the encrypted query and body with a structured 4xx', async () => {
    const res = await fetch(
      `${baseUrl}/auth/loginV1?queryEncrypt=garbage&verify=bitdata&timestamp=${Date.now()}`,
      {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-transport-key': 'bm90IGEga2V5',
          'x-transport-key-id': 'nope',
        },
        body: JSON.stringify({ bodyEncrypt: '%%%not-base64%%%' }),
      },
    );
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBeTypeOf('string');
  });

  it('refuses a plain JSON login when encryption is required', async () => {
    const res = await fetch(`${baseUrl}/auth/loginV1`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'a@b.co', password: 'x' }),
    });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
  });
});
