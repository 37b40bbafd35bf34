import { PERMISSION_LEVEL, RESOURCE } from '@bitdata/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dialectUnderTest, type TestApp } from '../../../../test/harness';
import { tokenOf } from '../../auth/auth.test-helpers';
import { adminToken, callAs, member } from './access.test-helpers';

const { view, viewAll, create, hidden } = PERMISSION_LEVEL;

describe(`roles API (${dialectUnderTest})`, () => {
  let t: TestApp;
  let call: ReturnType<typeof callAs>;
  let admin: string;
  let trader: { id: string; token: string };

  beforeAll(async () => {
    t = await createTestApp({ MARKET_EXCHANGES: '' });
    call = callAs(t);
    admin = await adminToken(t);
    trader = await member(t, 'trader@example.com');
  });
  afterAll(() => t.close());

  const analyst = {
    code: 'analyst',
    name: { en: 'Analyst', vi: 'Nhà phân tích' },
    permissions: [
      { document: RESOURCE.filter, levels: [view, viewAll, view], hiddenFields: ['secret', 'secret'] },
      { document: RESOURCE.market, levels: [view] },
    ],
  };

  it('lists the six seeded roles as built in, named in both languages, with their grants', async () => {
    const res = await call('GET', '/roles', admin);
    expect(res.statusCode).toBe(200);
    const roles = res.json().data as Array<{ code: string; builtIn: boolean; name: { vi: string } }>;
    expect(roles.filter((r) => r.builtIn).map((r) => r.code)).toEqual(
      expect.arrayContaining(['member', 'basic', 'midium', 'premium', 'operator', 'administrator']),
    );
    const operator = (await call('GET', '/roles/operator', admin)).json().data;
    expect(operator.name).toEqual({ en: 'Operator', vi: 'Điều hành viên' });
    expect(operator.permissions).toContainEqual({
      document: RESOURCE.role,
      levels: [view, viewAll],
      hiddenFields: [],
    });
  });

  it('creates a role whose code works in login answers, and refuses to delete it while held', async () => {
    const created = await call('POST', '/roles', admin, analyst);
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toMatchObject({
      code: 'analyst',
      builtIn: false,
      userCount: 0,
      permissions: [
        { document: 'filter', levels: [view, viewAll], hiddenFields: ['secret'] },
        { document: 'market', levels: [view], hiddenFields: [] },
      ],
    });
    const moved = await call('PUT', `/admin/users/${trader.id}`, admin, { role: 'analyst' });
    expect(moved.statusCode).toBe(200);
    const login = await call('POST', '/auth/loginV1', undefined, {
      username: 'trader@example.com',
      password: 'correct-horse-battery',
    });
    expect(login.statusCode).toBe(201);
    expect(login.json().data.user).toMatchObject({
      role: 'analyst',
      grants: { filter: [view, viewAll], market: [view] },
    });
    const users = await call('GET', '/admin/users?role=analyst', admin);
    expect(users.json().data.map((u: { role: string }) => u.role)).toEqual(['analyst']);
    expect((await call('GET', '/roles/analyst', admin)).json().data.userCount).toBe(1);

    const inUse = await call('DELETE', '/roles/analyst', admin);
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json().error.key).toBe('inUse');
  });

  it("changes a role's grants and the holder sees them on the next request", async () => {
    const res = await call('PUT', '/roles/analyst', admin, {
      ...analyst,
      name: { en: 'Analysts', vi: 'Các nhà phân tích' },
      permissions: [{ document: RESOURCE.statistic, levels: [view, create] }],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.name.en).toBe('Analysts');
    const me = await call('GET', '/auth/me', await tokenOf(t, 'trader@example.com'));
    expect(me.json().data.grants).toEqual({ statistic: [view, create] });
  });

  it('deletes a role nobody holds, and never a built-in one', async () => {
    await call('PUT', `/admin/users/${trader.id}`, admin, { role: 'member' });
    expect((await call('DELETE', '/roles/analyst', admin)).statusCode).toBe(200);
    expect((await call('GET', '/roles/analyst', admin)).statusCode).toBe(404);
    const builtIn = await call('DELETE', '/roles/basic', admin);
    expect(builtIn.statusCode).toBe(409);
    expect(builtIn.json().error.key).toBe('builtInReadOnly');
  });

  it.each([
    ['a code with spaces', { ...analyst, code: 'Bad Code' }, 'code'],
    ['a code longer than the column', { ...analyst, code: `r${'x'.repeat(40)}` }, 'code'],
    [
      'a level that does not exist',
      { ...analyst, permissions: [{ document: 'filter', levels: [7] }] },
      'permissions',
    ],
    [
      'a document named twice',
      {
        ...analyst,
        permissions: [
          { document: 'filter', levels: [1] },
          { document: 'filter', levels: [2] },
        ],
      },
      'permissions.1.document',
    ],
    ['a missing name', { ...analyst, name: { en: 'x' } }, 'name'],
    ['an unknown key', { ...analyst, rank: 3 }, ''],
  ])('answers 400 naming the field to %s, and stores nothing', async (_what, body, path) => {
    const res = await call('POST', '/roles', admin, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION');
    const paths = (res.json().error.details as Array<{ path: string }>).map((d) => d.path);
    expect(paths.some((p) => p.startsWith(path))).toBe(true);
    expect((await call('GET', '/roles/analyst', admin)).statusCode).toBe(404);
  });

  it('refuses a taken code, a code changed on PUT and a built-in role renamed', async () => {
    expect((await call('POST', '/roles', admin, { ...analyst, code: 'member' })).statusCode).toBe(409);
    const renamed = await call('PUT', '/roles/member', admin, { ...analyst, code: 'member' });
    expect(renamed.statusCode).toBe(400);
    expect(renamed.json().error.details[0]).toMatchObject({ path: 'name', key: 'builtInReadOnly' });
    const moved = await call('PUT', '/roles/member', admin, { ...analyst, code: 'basic' });
    expect(moved.json().error.details[0].path).toBe('code');
  });

  it('lets a role hide a document (6) and keeps roles away from members', async () => {
    const member = (await call('GET', '/roles/member', admin)).json().data;
    const res = await call('PUT', '/roles/member', admin, {
      code: 'member',
      name: member.name,
      permissions: [...member.permissions, { document: 'bank', levels: [hidden] }],
    });
    expect(res.statusCode).toBe(200);
    expect((await call('GET', '/roles', trader.token)).statusCode).toBe(403);
    expect((await call('POST', '/roles', trader.token, analyst)).statusCode).toBe(403);
  });
});
