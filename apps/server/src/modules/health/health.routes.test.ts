import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { ensureFirstAdministrator } from '../auth/auth.service';
import { bearer, signupVerified, tokenOf } from '../auth/auth.test-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await ensureFirstAdministrator(t.deps);
  await signupVerified(t, 'health-member@example.com');
});
afterAll(() => t.close());

const health = (token?: string) =>
  t.app.inject({ method: 'GET', url: '/api/core/health', headers: token ? bearer(token) : {} });

describe('GET /health', () => {
  it('tells anonymous callers the overall status only, without paths or component details', async () => {
    const res = await health();
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json().data).sort()).toEqual(['status', 'version']);
    expect(res.json().data.status).toMatch(/^(ok|degraded)$/);
    expect(res.body).not.toContain(t.dataDir);
    expect(res.body).not.toContain('outbox');
  });

  it('gives a member without the operators permission the same plain answer', async () => {
    const res = await health(await tokenOf(t, 'health-member@example.com'));
    expect(Object.keys(res.json().data).sort()).toEqual(['status', 'version']);
    expect(res.body).not.toContain('outbox');
  });

  it('treats a bad token as anonymous', async () => {
    const res = await health('not.a.jwt');
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json().data).sort()).toEqual(['status', 'version']);
  });

  it('shows every component and its detail to an operator', async () => {
    const res = await health(await tokenOf(t, 'admin@example.com', 'admin-password-123'));
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(Object.keys(data.checks).sort()).toEqual(['database', 'mail', 'market', 'queue', 'realtime']);
    expect(data.checks.mail.detail).toContain('outbox');
    expect(data.uptimeSeconds).toBeGreaterThanOrEqual(0);
    expect(data.status).toBe(res.json().data.status);
  });
});

describe('GET /public/config', () => {
  it('publishes the footer links as null while they are unset', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/core/public/config' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.links).toEqual({
      android: null,
      video: null,
      facebook: null,
      x: null,
      telegram: null,
    });
  });
});
