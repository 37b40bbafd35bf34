import fs from 'node:fs';
import path from 'node:path';
import { createTransportClient, ZIP_HEADER } from '@bitdata/transport';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, tempDir } from '../../../test/harness';
import { loadConfig } from '../../config';
import {
  linksFromOutbox,
  login,
  PASSWORD,
  parseVerifyLink,
  signupVerified,
  tokenOf,
  VERIFY_LINK,
} from '../../modules/auth/auth.test-helpers';
import { contentSecurityPolicy } from './security-headers';

const directivesOf = (header: string | undefined) =>
  Object.fromEntries(
    (header ?? '')
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...values]) => [name, values]),
  ) as Record<string, string[]>;

describe('security headers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: '127.0.0.1' });
  });
  afterAll(() => t.close());

  it('sends the CSP and the framing, sniffing and referrer headers on API answers and errors', async () => {
    for (const url of ['/api/core/health', '/api/core/no-such-route']) {
      const res = await t.app.inject({ url });
      const csp = directivesOf(res.headers['content-security-policy'] as string);
      expect(csp['default-src'], url).toEqual(["'self'"]);
      expect(csp['frame-ancestors']).toEqual(["'none'"]);
      expect(csp['object-src']).toEqual(["'none'"]);
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    }
  });

  it('sends HSTS only for requests that came over TLS through a trusted proxy', async () => {
    const plain = await t.app.inject({ url: '/api/core/health' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    const tls = await t.app.inject({ url: '/api/core/health', headers: { 'x-forwarded-proto': 'https' } });
    expect(tls.headers['strict-transport-security']).toMatch(/^max-age=\d+/);
    const untrusted = await t.app.inject({
      url: '/api/core/health',
      remoteAddress: '203.0.113.5',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(untrusted.headers['strict-transport-security']).toBeUndefined();
  });
});

/** The features of a Permissions-Policy header, each with its allow list. */
const permissionsOf = (header: unknown) =>
  Object.fromEntries(
    String(header ?? '')
      .split(',')
      .map((d) => d.trim().split('='))
      .filter(([name]) => name),
  ) as Record<string, string>;

/** A built web app in miniature: index.html and one hashed asset. */
function fakeWebDist(): string {
  const dist = tempDir('bitdata-web-');
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>app</title><div id="root"></div>');
  fs.writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), 'console.log("app");');
  return dist;
}

describe('caching and browser features', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ WEB_DIST_DIR: fakeWebDist() });
  });
  afterAll(() => t.close());

  it('refuses the browser features the app does not use on every answer, its pages included', async () => {
    for (const url of [
      '/',
      '/core/auth/login',
      '/assets/index-abc123.js',
      '/api/core/health',
      '/api/core/nope',
    ]) {
      const res = await t.app.inject({ url });
      const features = permissionsOf(res.headers['permissions-policy']);
      for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb', 'clipboard-read'])
        expect(features[feature], `${url} ${feature}`).toBe('()');
      // the copy buttons write to the clipboard
      expect(features['clipboard-write'], url).toBeUndefined();
    }
  });

  it('answers the API with no-store: the login with its token, the account, errors and refusals', async () => {
    await signupVerified(t, 'cache@example.com');
    const signedIn = await login(t, 'cache@example.com');
    expect(signedIn.statusCode).toBe(201);
    expect(signedIn.json().data.accessToken).toEqual(expect.any(String));
    expect(signedIn.headers['cache-control']).toBe('no-store');
    const token = await tokenOf(t, 'cache@example.com');
    const answers = [
      await t.app.inject({ url: '/api/core/auth/me', headers: { authorization: `Bearer ${token}` } }),
      await t.app.inject({ url: '/api/core/auth/sessions', headers: { authorization: `Bearer ${token}` } }),
      await t.app.inject({ url: '/api/core/auth/me' }),
      await login(t, 'cache@example.com', 'a-wrong-password'),
      await t.app.inject({ method: 'POST', url: '/api/core/auth/loginV1', payload: {} }),
      await t.app.inject({ url: '/api/core/health' }),
      await t.app.inject({ url: '/api/core/no-such-route' }),
    ];
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 401, 401, 400, 200, 404]);
    for (const answer of answers) expect(answer.headers['cache-control'], answer.body).toBe('no-store');
  });

  it('keeps the cache rules of answers that set their own', async () => {
    // the transport key may be revalidated, hashed assets kept a year, the page always revalidated
    expect((await t.app.inject({ url: '/api/core/transport/key' })).headers['cache-control']).toBe(
      'no-cache',
    );
    expect((await t.app.inject({ url: '/assets/index-abc123.js' })).headers['cache-control']).toBe(
      'public, max-age=31536000, immutable',
    );
    expect((await t.app.inject({ url: '/core/auth/login' })).headers['cache-control']).toBe('no-cache');
  });
});

describe('headers over the encrypted and zipped transport', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ API_ENCRYPT: 'true', API_ZIP: 'true' });
  });
  afterAll(() => t.close());

  it('still marks the login and the account no-store and refuses the unused features', async () => {
    let accessToken: string | null = null;
    const client = createTransportClient({
      baseUrl: await t.listen(),
      settings: { encrypt: true, zip: true, verifyKey: 'verify', verifyValue: 'bitdata' },
      getAccessToken: () => accessToken,
    });
    const username = 'sealed@example.com';
    const signup = await client.request('POST', '/auth/signupV1', {
      body: {
        document: 'user',
        username,
        password: PASSWORD,
        confirmPassword: PASSWORD,
        name: 'Sealed',
        phone: '',
      },
    });
    expect(signup.status).toBe(201);
    const [link] = await linksFromOutbox(t, VERIFY_LINK);
    expect(
      (await client.request('POST', '/auth/verify', { body: parseVerifyLink(link as string) })).status,
    ).toBe(200);
    const signedIn = await client.request<{ data: { accessToken: string } }>('POST', '/auth/loginV1', {
      query: { zip: true },
      body: { username, password: PASSWORD },
    });
    expect(signedIn.status).toBe(201);
    accessToken = signedIn.body.data.accessToken;
    const me = await client.request('GET', '/auth/me', { query: { zip: true } });
    expect(me.status).toBe(200);
    for (const answer of [signedIn, me]) {
      expect(answer.headers.get(ZIP_HEADER)).toBe('1');
      expect(answer.headers.get('cache-control')).toBe('no-store');
      expect(permissionsOf(answer.headers.get('permissions-policy')).camera).toBe('()');
    }
  });
});

describe('content security policy', () => {
  const policy = (env: Record<string, string>) => contentSecurityPolicy(loadConfig(env));

  it('allows only our own origin when no provider is configured', () => {
    const csp = policy({ CAPTCHA_PROVIDER: 'altcha' });
    expect(csp['script-src']).toEqual(["'self'"]);
    expect(csp['connect-src']).toEqual(["'self'"]);
    expect(csp['frame-src']).toEqual(["'none'"]);
    // MUI's run-time styles and ALTCHA's workers
    expect(csp['style-src']).toContain("'unsafe-inline'");
    expect(csp['worker-src']).toEqual(["'self'", 'blob:']);
    expect(csp['upgrade-insecure-requests']).toBeUndefined();
  });

  it('adds the reCAPTCHA and analytics hosts only when they are configured', () => {
    const csp = policy({ CAPTCHA_PROVIDER: 'recaptcha', RECAPTCHA_SECRET: 's', ANALYTICS_TAG: 'G-TEST' });
    expect(csp['script-src']).toEqual(
      expect.arrayContaining(['https://www.googletagmanager.com', 'https://www.google.com/recaptcha/']),
    );
    expect(csp['frame-src']).toContain('https://www.google.com/recaptcha/');
    expect(csp['connect-src']).toContain('https://*.google-analytics.com');
  });

  it('upgrades insecure requests only when the public address is HTTPS', () => {
    expect(policy({ PUBLIC_URL: 'https://signals.example.com' })['upgrade-insecure-requests']).toEqual([]);
  });
});
