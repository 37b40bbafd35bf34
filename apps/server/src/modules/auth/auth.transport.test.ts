import { createTransportClient, type TransportClient } from '@bitdata/transport';
import { type Challenge, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { encodeAltchaPayload } from '../../platform/captcha/altcha.provider';
import { linksFromOutbox, PASSWORD, parseVerifyLink, VERIFY_LINK } from './auth.test-helpers';

// The default flags: encrypted and zipped transport, self-hosted proof-of-work captcha.
const DEFAULTS = { API_ENCRYPT: 'true', API_ZIP: 'true', CAPTCHA_PROVIDER: 'altcha' };

let t: TestApp;
let client: TransportClient;
let accessToken: string | null = null;

beforeAll(async () => {
  t = await createTestApp(DEFAULTS);
  const baseUrl = await t.listen();
  client = createTransportClient({
    baseUrl,
    settings: { encrypt: true, zip: true, verifyKey: 'verify', verifyValue: 'bitdata' },
    getAccessToken: () => accessToken,
  });
});
afterAll(() => t.close());

/** What the web app does before a protected form: fetch a challenge, solve it, send it as tokenGG. */
async function solveCaptcha(): Promise<string> {
  const res = await client.request<{ data: Challenge }>('GET', '/auth/captcha');
  expect(res.status).toBe(200);
  const solution = await solveChallenge({ challenge: res.body.data, deriveKey });
  if (!solution) throw new Error('captcha not solved');
  return encodeAltchaPayload(res.body.data, solution);
}

describe('account flow through the transport client with the default flags', () => {
  it('signs up, verifies, logs in, reads me, logs out and is then refused', async () => {
    const username = 'nguyen.van.a@example.com';
    const signup = await client.request<{ data: { username: string } }>('POST', '/auth/signupV1', {
      body: {
        document: 'user',
        username,
        password: PASSWORD,
        confirmPassword: PASSWORD,
        name: 'Nguyễn Văn A',
        phone: '',
        tokenGG: await solveCaptcha(),
      },
    });
    expect(signup.status).toBe(201);
    expect(signup.body.data.username).toBe(username);

    const [link] = await linksFromOutbox(t, VERIFY_LINK);
    const verify = await client.request('POST', '/auth/verify', { body: parseVerifyLink(link) });
    expect(verify.status).toBe(200);

    const login = await client.request<{ data: { accessToken: string; user: { name: string } } }>(
      'POST',
      '/auth/loginV1',
      {
        query: { zip: true },
        body: { username, password: PASSWORD, tokenGG: await solveCaptcha() },
      },
    );
    expect(login.status).toBe(201);
    expect(login.body.data.user.name).toBe('Nguyễn Văn A');
    accessToken = login.body.data.accessToken;

    const me = await client.request<{ data: { username: string } }>('GET', '/auth/me');
    expect(me.status).toBe(200);
    expect(me.body.data.username).toBe(username);

    expect((await client.request('POST', '/auth/logout')).status).toBe(200);
    const after = await client.request<{ error: { code: string } }>('GET', '/auth/me');
    expect(after.status).toBe(401);
    expect(after.body.error.code).toBe('UNAUTHENTICATED');
  });

  it('refuses a login without a captcha token and one with a reused token', async () => {
    const missing = await client.request<{ error: { code: string } }>('POST', '/auth/loginV1', {
      body: { username: 'nobody@example.com', password: PASSWORD },
    });
    expect(missing.status).toBe(400);
    expect(missing.body.error.code).toBe('CAPTCHA_FAILED');

    const token = await solveCaptcha();
    const first = await client.request('POST', '/auth/password/forgot', {
      body: { username: 'x@example.com', tokenGG: token },
    });
    expect(first.status).toBe(200);
    const replay = await client.request<{ error: { code: string } }>('POST', '/auth/password/forgot', {
      body: { username: 'x@example.com', tokenGG: token },
    });
    expect(replay.status).toBe(400);
    expect(replay.body.error.code).toBe('CAPTCHA_FAILED');
  });
});
