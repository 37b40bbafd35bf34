import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dialectUnderTest, type TestApp } from '../../../test/harness';
import { linksFromOutbox, login, PASSWORD, RESET_LINK } from '../auth/auth.test-helpers';
import { adminToken, callAs, member } from '../backoffice/access/access.test-helpers';

describe(`admin users API (${dialectUnderTest})`, () => {
  let t: TestApp;
  let call: ReturnType<typeof callAs>;
  let admin: string;
  let adminId: string;
  let ann: { id: string; token: string };

  beforeAll(async () => {
    t = await createTestApp({ MARKET_EXCHANGES: '' });
    call = callAs(t);
    admin = await adminToken(t);
    adminId = (await call('GET', '/auth/me', admin)).json().data.id;
    ann = await member(t, 'ann@example.com');
    await call('POST', '/groups', admin, {
      code: 'desk',
      name: { en: 'Desk', vi: 'Bàn' },
      memberIds: [],
      permissions: [],
    });
  });
  afterAll(() => t.close());

  it('creates a verified account without a password and mails it a reset link', async () => {
    const res = await call('POST', '/admin/users', admin, {
      username: 'New.Trader@Example.com',
      name: 'New Trader',
      role: 'basic',
      groups: ['desk'],
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({
      username: 'new.trader@example.com',
      role: 'basic',
      groups: ['desk'],
      status: 'active',
      verified: true,
      lastSeenAt: null,
    });
    const links = await linksFromOutbox(t, RESET_LINK);
    expect(links).toHaveLength(1);
    const again = await call('POST', '/admin/users', admin, {
      username: 'new.trader@example.com',
      name: 'Twice',
      role: 'basic',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.details[0].path).toBe('username');
  });

  it('creates an account with a password that can sign in at once', async () => {
    const res = await call('POST', '/admin/users', admin, {
      username: 'desk@example.com',
      name: 'Desk Member',
      role: 'member',
      password: PASSWORD,
    });
    expect(res.statusCode).toBe(201);
    expect((await login(t, 'desk@example.com')).statusCode).toBe(201);
  });

  it.each([
    ['an unknown role', { role: 'ghost' }, 'role'],
    ['an unknown group', { groups: ['desk', 'ghosts'] }, 'groups.1'],
    ['a bad e-mail', { username: 'not-mail' }, 'username'],
    ['a short password', { password: 'short' }, 'password'],
    ['an unknown field', { isAdmin: true }, ''],
  ])('answers 400 naming the field to %s', async (_what, patch, path) => {
    const res = await call('POST', '/admin/users', admin, {
      username: 'bad@example.com',
      name: 'Bad',
      role: 'member',
      ...patch,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details.some((d: { path: string }) => d.path.startsWith(path))).toBe(true);
    const listed = await call('GET', '/admin/users?search=bad', admin);
    expect(listed.json().total).toBe(0);
  });

  it('lists with search, role, status and group filters, compatible with the former summary', async () => {
    const page = (await call('GET', '/admin/users?pageSize=2', admin)).json();
    expect(page).toMatchObject({ page: 1, pageSize: 2, total: 4 });
    expect(page.data[0]).toEqual(
      expect.objectContaining({
        id: expect.any(String),
        displayName: expect.any(String),
        createdAt: expect.any(Number),
      }),
    );
    const names = async (query: string) =>
      (await call('GET', `/admin/users?${query}`, admin))
        .json()
        .data.map((u: { username: string }) => u.username);
    expect(await names('group=desk')).toEqual(['new.trader@example.com']);
    expect(await names('role=administrator')).toEqual(['admin@example.com']);
    expect(await names('search=ANN')).toEqual(['ann@example.com']);
    expect(await names('status=blocked')).toEqual([]);
    expect((await call('GET', '/admin/users?status=gone', admin)).statusCode).toBe(400);
  });

  it('blocks a user: their sessions end at once and sign-in is refused with its own message', async () => {
    const blocked = await call('POST', `/admin/users/${ann.id}/block`, admin, {});
    expect(blocked.statusCode).toBe(200);
    expect(blocked.json().data.status).toBe('blocked');
    expect((await call('GET', '/auth/me', ann.token)).statusCode).toBe(401);
    const refused = await login(t, 'ann@example.com');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.key).toBe('accountBlocked');
    const wrong = await login(t, 'ann@example.com', 'wrong-password-1');
    expect(wrong.json().error.key).toBe('invalidCredentials');

    expect((await call('POST', `/admin/users/${ann.id}/unblock`, admin, {})).statusCode).toBe(200);
    const back = await login(t, 'ann@example.com');
    expect(back.statusCode).toBe(201);
    ann.token = back.json().data.accessToken;
  });

  it('changes role, groups and status by PUT, and answers NO_CHANGES to a form with nothing changed', async () => {
    const res = await call('PUT', `/admin/users/${ann.id}`, admin, { role: 'premium', groups: ['desk'] });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ role: 'premium', groups: ['desk'] });
    expect((await call('GET', '/auth/me', ann.token)).json().data.role).toBe('premium');
    const same = await call('PUT', `/admin/users/${ann.id}`, admin, { role: 'premium', groups: ['desk'] });
    expect(same.statusCode).toBe(400);
    expect(same.json().error.key).toBe('noChanges');
    const blocked = await call('PUT', `/admin/users/${ann.id}`, admin, { status: 'blocked' });
    expect(blocked.json().data.status).toBe('blocked');
    expect((await call('GET', '/auth/me', ann.token)).statusCode).toBe(401);
    await call('POST', `/admin/users/${ann.id}/unblock`, admin, {});
  });

  it('refuses to let a user block or demote themselves', async () => {
    for (const [method, url, body] of [
      ['POST', `/admin/users/${adminId}/block`, {}],
      ['PUT', `/admin/users/${adminId}`, { role: 'member' }],
      ['PUT', `/admin/users/${adminId}`, { status: 'blocked' }],
    ] as const) {
      const res = await call(method, url, admin, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.key).toBe('selfChangeRefused');
    }
    expect((await call('GET', '/auth/me', admin)).json().data.role).toBe('administrator');
  });

  it("lists a user's sessions and revokes one", async () => {
    const token = (await login(t, 'ann@example.com')).json().data.accessToken as string;
    const sessions = (await call('GET', `/admin/users/${ann.id}/sessions`, admin)).json().data;
    expect(sessions.length).toBeGreaterThanOrEqual(1);
    for (const s of sessions) expect(s.current).toBe(false);
    for (const s of sessions)
      expect((await call('DELETE', `/admin/users/${ann.id}/sessions/${s.id}`, admin)).statusCode).toBe(200);
    expect((await call('GET', '/auth/me', token)).statusCode).toBe(401);
    expect(
      (await call('DELETE', `/admin/users/${ann.id}/sessions/${sessions[0].id}`, admin)).statusCode,
    ).toBe(404);
    const seen = (await call('GET', `/admin/users/${ann.id}`, admin)).json().data.lastSeenAt;
    expect(typeof seen).toBe('number');
  });

  it('sends a reset link on request, and 404 for a user that does not exist', async () => {
    const before = (await linksFromOutbox(t, RESET_LINK)).length;
    expect((await call('POST', `/admin/users/${ann.id}/reset-link`, admin, {})).statusCode).toBe(200);
    expect((await linksFromOutbox(t, RESET_LINK)).length).toBe(before + 1);
    expect((await call('POST', '/admin/users/nobody/reset-link', admin, {})).statusCode).toBe(404);
  });

  it('hands out roles and groups only to whoever may edit roles and groups', async () => {
    const res = await call('POST', '/roles', admin, {
      code: 'clerk',
      name: { en: 'Clerk', vi: 'Thư ký' },
      permissions: [{ document: 'user', levels: [1, 2, 3, 4] }],
    });
    expect(res.statusCode).toBe(201);
    const clerk = await call('POST', '/admin/users', admin, {
      username: 'clerk@example.com',
      name: 'Clerk',
      role: 'clerk',
      password: PASSWORD,
    });
    expect(clerk.statusCode).toBe(201);
    const token = (await login(t, 'clerk@example.com')).json().data.accessToken as string;
    const promote = await call('PUT', `/admin/users/${ann.id}`, token, { role: 'administrator' });
    expect(promote.statusCode).toBe(403);
    expect((await call('PUT', `/admin/users/${ann.id}`, token, { groups: [] })).statusCode).toBe(403);
    const staff = await call('POST', '/admin/users', token, {
      username: 'sneaky@example.com',
      name: 'Sneaky',
      role: 'administrator',
      password: PASSWORD,
    });
    expect(staff.statusCode).toBe(403);
    expect((await call('PUT', `/admin/users/${ann.id}`, token, { name: 'Ann Renamed' })).statusCode).toBe(
      200,
    );
    expect((await call('GET', `/admin/users/${ann.id}`, admin)).json().data.role).toBe('premium');
  });

  it('keeps user management away from members', async () => {
    const token = (await login(t, 'desk@example.com')).json().data.accessToken as string;
    expect((await call('GET', '/admin/users', token)).statusCode).toBe(403);
    expect((await call('POST', `/admin/users/${ann.id}/block`, token, {})).statusCode).toBe(403);
  });
});
