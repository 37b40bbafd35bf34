import { PERMISSION_LEVEL, RESOURCE } from '@bitdata/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  createTestDatabase,
  dialectUnderTest,
  TEST_ENV,
  TEST_REDIS_URL,
  type TestApp,
} from '../../../../test/harness';
import { waitFor } from '../../../../test/wait';
import { buildApp } from '../../../app';
import { loadConfig } from '../../../config';
import { openDatabase } from '../../../platform/db/database';
import { adminToken, callAs, member, menuPaths } from './access.test-helpers';

const desk = {
  kind: 'item',
  parentId: 'general',
  title: { en: 'Desk', vi: 'Bàn làm việc' },
  path: 'desk',
  icon: 'desk',
  order: 9,
};

describe(`menus as data (${dialectUnderTest})`, () => {
  let t: TestApp;
  let call: ReturnType<typeof callAs>;
  let admin: string;
  let ann: { id: string; token: string };
  const annMenus = async () => (await call('GET', '/auth/me', ann.token)).json().data.menus;

  beforeAll(async () => {
    t = await createTestApp({ MARKET_EXCHANGES: '' });
    call = callAs(t);
    admin = await adminToken(t);
    ann = await member(t, 'ann@example.com');
  });
  afterAll(() => t.close());

  it('builds the seeded menus: a member the general section, staff the management one too', async () => {
    const menus = await annMenus();
    expect(menus.map((s: { id: string }) => s.id)).toEqual(['general']);
    expect(menus[0].label).toEqual({ en: 'General', vi: 'Chung' });
    expect(menuPaths(menus)).toEqual([
      '/core',
      '/core/crypto',
      '/core/filter',
      '/core/statistic',
      '/core/statistic',
      '/core/statistic/mutil-timeframe',
      '/core/notification',
      '/core/plans',
      '/core/user/account',
    ]);
    const adminMenus = (await call('GET', '/auth/me', admin)).json().data.menus;
    expect(menuPaths(adminMenus)).toEqual(
      expect.arrayContaining(['/core/user', '/core/role', '/core/group', '/core/menu', '/core/taskschedule']),
    );
  });

  it("changing an item's visibility changes the member's menus on the next request", async () => {
    const created = await call('POST', '/menus', admin, { ...desk, roles: ['member'] });
    expect(created.statusCode).toBe(201);
    const id = created.json().data.id as string;
    expect(menuPaths(await annMenus())).toContain('/core/desk');

    const hidden = await call('PUT', `/menus/${id}`, admin, { ...desk, roles: ['operator'] });
    expect(hidden.statusCode).toBe(200);
    expect(menuPaths(await annMenus())).not.toContain('/core/desk');

    // Listed for everybody again, but tied to a document the member may not view.
    await call('PUT', `/menus/${id}`, admin, { ...desk, document: RESOURCE.user });
    expect(menuPaths(await annMenus())).not.toContain('/core/desk');
    await call('PUT', `/menus/${id}`, admin, { ...desk, document: RESOURCE.filter });
    const item = (await annMenus())[0].items.find((i: { path: string }) => i.path === '/core/desk');
    expect(item).toMatchObject({
      title: 'Desk',
      label: { en: 'Desk', vi: 'Bàn làm việc' },
      document: 'filter',
    });

    expect((await call('DELETE', `/menus/${id}`, admin)).statusCode).toBe(200);
    expect(menuPaths(await annMenus())).not.toContain('/core/desk');
    expect((await call('GET', `/menus/${id}`, admin)).statusCode).toBe(404);
  });

  it('hides an item from a role holding hidden (6) on its document', async () => {
    const role = (await call('GET', '/roles/member', admin)).json().data;
    const permissions = [
      ...role.permissions.filter((g: { document: string }) => g.document !== RESOURCE.notification),
      { document: RESOURCE.notification, levels: [PERMISSION_LEVEL.view, PERMISSION_LEVEL.hidden] },
    ];
    await call('PUT', '/roles/member', admin, { code: 'member', name: role.name, permissions });
    expect(menuPaths(await annMenus())).not.toContain('/core/notification');
    await call('PUT', '/roles/member', admin, {
      code: 'member',
      name: role.name,
      permissions: role.permissions,
    });
    expect(menuPaths(await annMenus())).toContain('/core/notification');
  });

  it.each([
    ['an item without a parent', { ...desk, parentId: null }, 'parentId'],
    ['a section under a node', { ...desk, kind: 'section' }, 'parentId'],
    ['a parent that does not exist', { ...desk, parentId: 'nowhere' }, 'parentId'],
    ['a role that does not exist', { ...desk, roles: ['member', 'ghost'] }, 'roles.1'],
    ['a group that does not exist', { ...desk, groups: ['ghosts'] }, 'groups.0'],
    ['a path with spaces', { ...desk, path: 'a b' }, 'path'],
    ['an unknown kind', { ...desk, kind: 'folder' }, 'kind'],
    ['a missing title', { ...desk, title: { en: 'Desk' } }, 'title.vi'],
  ])('answers 400 naming the field to %s, and stores nothing', async (_what, body, path) => {
    const before = (await call('GET', '/menus', admin)).json().data.length;
    const res = await call('POST', '/menus', admin, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details.map((d: { path: string }) => d.path)).toContain(path);
    expect((await call('GET', '/menus', admin)).json().data).toHaveLength(before);
  });

  it('refuses to move a node under its own child', async () => {
    const statistics = (await call('GET', '/menus/general-statistic', admin)).json().data;
    const { id: _id, ...body } = statistics;
    const res = await call('PUT', '/menus/general-statistic', admin, {
      ...body,
      parentId: 'general-statistic-list',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details[0].path).toBe('parentId');
  });

  it('keeps menu editing away from members', async () => {
    expect((await call('GET', '/menus', ann.token)).statusCode).toBe(403);
    expect((await call('POST', '/menus', ann.token, desk)).statusCode).toBe(403);
  });
});

const redisSkip = TEST_REDIS_URL ? undefined : 'REDIS_URL / TEST_REDIS_URL is not set';
if (redisSkip) console.warn(`[skipped] menu changes across two instances: ${redisSkip}`);

describe.skipIf(Boolean(redisSkip))(
  `menu changes across two instances over Redis (${dialectUnderTest})`,
  () => {
    const apps: Array<Awaited<ReturnType<typeof buildApp>>> = [];
    let drop: () => Promise<void>;

    beforeAll(async () => {
      const database = await createTestDatabase();
      drop = database.drop;
      const config = loadConfig({
        ...TEST_ENV,
        DATA_DIR: database.dataDir,
        MARKET_EXCHANGES: '',
        REDIS_URL: TEST_REDIS_URL as string,
        ...(database.databaseUrl ? { DATABASE_URL: database.databaseUrl } : {}),
      });
      // Two instances over one database, each with its own connection, caches and hub.
      const second = openDatabase({ databaseUrl: database.databaseUrl, dataDir: database.dataDir });
      apps.push(await buildApp(config, { database: database.handle }));
      apps.push(await buildApp(config, { database: second }));
      for (const a of apps) {
        await a.app.ready();
        await a.deps.jobs.start();
      }
    });
    afterAll(async () => {
      for (const a of apps) await a.app.close();
      await drop?.();
    });

    it('a menu item hidden through instance A leaves the member menus of instance B', async () => {
      const [a, b] = apps;
      const onA = { ...a, dataDir: a.deps.config.dataDir, listen: async () => '', close: async () => {} };
      const admin = await adminToken(onA);
      const ann = await member(onA, 'twice@example.com');
      const callA = callAs(a);
      const menusOnB = async () =>
        menuPaths((await callAs(b)('GET', '/auth/me', ann.token)).json().data.menus);
      const id = (await callA('POST', '/menus', admin, desk)).json().data.id as string;
      await waitFor(
        async () => (await menusOnB()).includes('/core/desk'),
        'instance B to show the item',
        2000,
      );
      await callA('PUT', `/menus/${id}`, admin, { ...desk, roles: ['operator'] });
      await waitFor(
        async () => !(await menusOnB()).includes('/core/desk'),
        'instance B to hide the item',
        2000,
      );
    });
  },
);
