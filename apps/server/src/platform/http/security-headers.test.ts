import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { loadConfig } from '../../config';
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
