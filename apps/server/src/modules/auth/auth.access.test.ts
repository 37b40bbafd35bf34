import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { ensureFirstAdministrator } from './auth.service';
import { bearer, login, signupVerified, tokenOf } from './auth.test-helpers';

describe('rate limiting', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ LOGIN_RATE_LIMIT: '3' });
    await signupVerified(t, 'target@example.com');
  });
  afterAll(() => t.close());

  it('answers 429 to an address after the limit of logins, whatever the accounts', async () => {
    for (const n of [1, 2, 3]) {
      expect((await login(t, `unknown${n}@example.com`, 'whatever', '203.0.113.9')).statusCode).toBe(401);
    }
    expect((await login(t, 'unknown4@example.com', 'whatever', '203.0.113.9')).statusCode).toBe(429);
    expect((await login(t, 'unknown4@example.com', 'whatever', '203.0.113.10')).statusCode).toBe(401);
  });

  it('answers an unknown account exactly like a wrong password', async () => {
    await signupVerified(t, 'known@example.com');
    const unknown = await login(t, 'nobody-here@example.com', 'wrong-password', '192.0.2.50');
    const wrong = await login(t, 'known@example.com', 'wrong-password', '192.0.2.51');
    expect(unknown.statusCode).toBe(401);
    // the same answer but for the request's own id
    const { requestId: unknownId, ...unknownError } = unknown.json().error;
    const { requestId: wrongId, ...wrongError } = wrong.json().error;
    expect(unknownError).toEqual(wrongError);
    expect([typeof unknownId, typeof wrongId]).toEqual(['string', 'string']);
    expect(wrong.json().error.code).toBe('INVALID_CREDENTIALS');
  });
});

describe('roles and the first administrator', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('creates the first administrator from the configuration once, and it can log in', async () => {
    expect(await ensureFirstAdministrator(t.deps)).toEqual({ created: true, username: 'admin@example.com' });
    expect(await ensureFirstAdministrator(t.deps)).toEqual({ created: false, username: 'admin@example.com' });
    const res = await login(t, 'admin@example.com', 'admin-password-123');
    expect(res.statusCode).toBe(201);
    const user = res.json().data.user;
    expect(user.role).toBe('administrator');
    expect(user.menus.map((s: { id: string }) => s.id)).toEqual(['general', 'management']);
  });

  it('prints a generated administrator password once when none is configured', async () => {
    const other = await createTestApp({ ADMIN_PASSWORD: '', ADMIN_EMAIL: 'root@example.com' });
    try {
      const warn = vi.spyOn(other.deps.logger, 'warn');
      expect((await ensureFirstAdministrator(other.deps)).created).toBe(true);
      const text = String(warn.mock.calls[0]?.[1]);
      const password = /generated password (\S+) /.exec(text)?.[1] as string;
      expect(password.length).toBeGreaterThanOrEqual(16);
      expect((await login(other, 'root@example.com', password)).statusCode).toBe(201);
    } finally {
      await other.close();
    }
  });

  it('lets a member list their own sessions but answers 403 on the admin user list', async () => {
    await signupVerified(t, 'member@example.com');
    const token = await tokenOf(t, 'member@example.com');
    const sessions = await t.app.inject({
      method: 'GET',
      url: '/api/core/auth/sessions',
      headers: bearer(token),
    });
    expect(sessions.statusCode).toBe(200);
    expect(sessions.json().data).toEqual([expect.objectContaining({ current: true, ip: '127.0.0.1' })]);

    const denied = await t.app.inject({
      method: 'GET',
      url: '/api/core/admin/users',
      headers: bearer(token),
    });
    expect(denied.statusCode).toBe(403);
    expect(denied.json().error).toMatchObject({ code: 'FORBIDDEN', key: 'forbidden' });
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/core/admin/users' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('lets the administrator page through users with a search', async () => {
    const token = await tokenOf(t, 'admin@example.com', 'admin-password-123');
    const page = await t.app.inject({
      method: 'GET',
      url: '/api/core/admin/users?page=1&pageSize=1',
      headers: bearer(token),
    });
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({ total: 2, page: 1, pageSize: 1 });
    expect(page.json().data).toHaveLength(1);
    const found = await t.app.inject({
      method: 'GET',
      url: '/api/core/admin/users?search=MEM',
      headers: bearer(token),
    });
    expect(found.json().data.map((u: { username: string }) => u.username)).toEqual(['member@example.com']);
    const wildcard = await t.app.inject({
      method: 'GET',
      url: '/api/core/admin/users?search=%25',
      headers: bearer(token),
    });
    expect(wildcard.json().total).toBe(0);
  });
});

describe('profile', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp();
    await signupVerified(t, 'profile@example.com');
    token = await tokenOf(t, 'profile@example.com');
  });
  afterAll(() => t.close());

  const put = (payload: object) =>
    t.app.inject({ method: 'PUT', url: '/api/core/auth/profile', headers: bearer(token), payload });

  it('reads the profile', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/core/auth/profile', headers: bearer(token) });
    expect(res.json()).toEqual({
      data: { displayName: 'Trader Nguyễn', phone: '+84 912 345 678', language: 'en', timezone: 'UTC' },
    });
  });

  it('updates changed fields with Update success', async () => {
    const res = await put({
      displayName: 'Bích',
      language: 'vi',
      timezone: 'Asia/Ho_Chi_Minh',
      phone: '+84 912 345 678',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      data: { displayName: 'Bích', language: 'vi', timezone: 'Asia/Ho_Chi_Minh' },
      key: 'updateSuccess',
      message: 'Update success',
    });
  });

  it('answers There are no changes to the form when nothing changed', async () => {
    for (const payload of [{}, { displayName: 'Bích', language: 'vi' }]) {
      const res = await put(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toEqual({
        code: 'NO_CHANGES',
        key: 'noChanges',
        message: 'There are no changes to the form',
        requestId: res.headers['x-request-id'],
      });
    }
  });
});
