import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dialectUnderTest, type TestApp } from '../../../test/harness';
import { ensureFirstAdministrator } from '../../modules/auth/auth.service';
import { bearer, tokenOf } from '../../modules/auth/auth.test-helpers';

describe(`NUL in a path parameter or a query value (${dialectUnderTest})`, () => {
  let t: TestApp;
  let admin: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp();
    await ensureFirstAdministrator(t.deps);
    admin = bearer(await tokenOf(t, 'admin@example.com', 'admin-password-123'));
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: `/api/core${url}`, headers });

  it('answers a structured 400 naming the parameter, before the route looks anything up', async () => {
    for (const [url, path] of [
      ['/admin/users/%00', 'id'],
      ['/admin/users/a%00b/sessions', 'id'],
      ['/menus/%00', 'id'],
      ['/forms/x/charts/%00', 'componentId'],
      ['/events/runs?rule=a%00', 'rule'],
    ]) {
      const res = await get(url, admin);
      expect(res.statusCode, `${url}: ${res.body}`).toBe(400);
      expect(res.json().error, url).toMatchObject({
        code: 'VALIDATION',
        key: 'badRequest',
        details: [{ path, key: 'invalidCharacters' }],
      });
    }
  });

  it('still answers 401 to an anonymous caller of a staff route', async () => {
    expect((await get('/admin/users/%00')).statusCode).toBe(401);
  });

  it('lets text with whole characters through to the route', async () => {
    const res = await get('/admin/users/Ti%E1%BA%BFng%F0%9F%98%80', admin);
    expect(res.statusCode, res.body).toBe(404);
  });
});
