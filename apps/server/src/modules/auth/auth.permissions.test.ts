import { PERMISSION_LEVEL, RESOURCE } from '@bitdata/contracts';
import type { KyselyPlugin } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  createTestDatabase,
  dialectUnderTest,
  TEST_ENV,
  TEST_REDIS_URL,
  type TestApp,
} from '../../../test/harness';
import { waitFor } from '../../../test/wait';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { openDatabase } from '../../platform/db/database';
import { rolesChanged } from './auth.service';
import { bearer, signupVerified, tokenOf } from './auth.test-helpers';

/** The tables a query node names (Kysely's TableNode identifiers, anywhere in the tree). */
function tablesOf(node: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(node)) for (const n of node) tablesOf(n, found);
  else if (node && typeof node === 'object') {
    const n = node as { kind?: string; table?: { identifier?: { name?: string } } };
    if (n.kind === 'TableNode' && n.table?.identifier?.name) found.add(n.table.identifier.name);
    for (const value of Object.values(node)) tablesOf(value, found);
  }
  return found;
}

/**
 * Counts the queries a Kysely instance sends on the tables access control reads (sessions, users,
 * role_permissions): the job worker polling its own table meanwhile is not the request's doing.
 */
function queryCounter() {
  const ACCESS_TABLES = ['sessions', 'users', 'role_permissions'];
  let count = 0;
  const plugin: KyselyPlugin = {
    transformQuery: (args) => {
      if ([...tablesOf(args.node)].some((t) => ACCESS_TABLES.includes(t))) count += 1;
      return args.node;
    },
    transformResult: async (args) => args.result,
  };
  return { plugin, count: () => count };
}

const grantMemberMarketViewAll = (t: TestApp) =>
  t.deps.db
    .insertInto('role_permissions')
    .values({ role_code: 'member', resource: RESOURCE.market, level: PERMISSION_LEVEL.viewAll })
    .execute();

describe(`access is checked before validation (${dialectUnderTest})`, () => {
  let t: TestApp;
  let member: string;
  let operator: string;
  beforeAll(async () => {
    t = await createTestApp({ MARKET_EXCHANGES: '' });
    await signupVerified(t, 'member@example.com');
    await signupVerified(t, 'operator@example.com');
    await t.deps.db
      .updateTable('users')
      .set({ role_code: 'operator' })
      .where('username', '=', 'operator@example.com')
      .execute();
    member = await tokenOf(t, 'member@example.com');
    operator = await tokenOf(t, 'operator@example.com');
  });
  afterAll(() => t.close());

  const pin = (payload: unknown, token?: string) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/core/market-pins/1/3/BTCUSDT',
      payload: payload as Record<string, unknown>,
      ...(token ? { headers: bearer(token) } : {}),
    });

  it('answers 401 to an anonymous caller sending an invalid body to a staff route, with no field errors', async () => {
    const res = await pin({ pinned: 'yes', extra: { $gt: '' } });
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toMatchObject({ code: 'UNAUTHENTICATED', key: 'unauthenticated' });
    expect(res.json().error.details).toBeUndefined();
  });

  it('answers 403 to a member sending an invalid body, and 400 only to a caller who may use the route', async () => {
    const denied = await pin({ pinned: 'yes' }, member);
    expect(denied.statusCode).toBe(403);
    expect(denied.json().error).toMatchObject({ code: 'FORBIDDEN', key: 'forbidden' });
    expect(denied.json().error.details).toBeUndefined();
    const invalid = await pin({ pinned: 'yes' }, operator);
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().error.code).toBe('VALIDATION');
  });

  it('checks access before the query string of a staff list and before a body that is not JSON', async () => {
    const list = (token?: string) =>
      t.app.inject({
        method: 'GET',
        url: '/api/core/admin/users?pageSize=lots&role=emperor',
        ...(token ? { headers: bearer(token) } : {}),
      });
    expect((await list()).statusCode).toBe(401);
    expect((await list(member)).statusCode).toBe(403);
    const garbled = await t.app.inject({
      method: 'PUT',
      url: '/api/core/market-pins/1/3/BTCUSDT',
      headers: { 'content-type': 'application/json' },
      payload: '{"pinned": tru',
    });
    expect(garbled.statusCode).toBe(401);
  });

  it('answers 401 to a signed-in route called with an invalid body and no token', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/core/auth/password/change',
      payload: { currentPassword: 1, newPassword: [] },
    });
    expect(res.statusCode).toBe(401);
  });

  it('sees a change of role permissions on the next request once it is announced', async () => {
    const status = () =>
      t.app.inject({ method: 'GET', url: '/api/core/market-status', headers: bearer(member) });
    expect((await status()).statusCode).toBe(403);
    await grantMemberMarketViewAll(t);
    // The grants are served from memory: until the change is announced, the old answer stands.
    expect((await status()).statusCode).toBe(403);
    await rolesChanged(t.deps, 'member');
    expect((await status()).statusCode).toBe(200);
    const me = await t.app.inject({ method: 'GET', url: '/api/core/auth/me', headers: bearer(member) });
    expect(me.json().data.grants[RESOURCE.market]).toEqual([PERMISSION_LEVEL.view, PERMISSION_LEVEL.viewAll]);
  });

  it("sees a user's move to another role on the next request without any announcement", async () => {
    await signupVerified(t, 'promoted@example.com');
    const token = await tokenOf(t, 'promoted@example.com');
    const users = () => t.app.inject({ method: 'GET', url: '/api/core/admin/users', headers: bearer(token) });
    expect((await users()).statusCode).toBe(403);
    await t.deps.db
      .updateTable('users')
      .set({ role_code: 'administrator' })
      .where('username', '=', 'promoted@example.com')
      .execute();
    expect((await users()).statusCode).toBe(200);
  });
});

describe(`a guarded request's queries (${dialectUnderTest})`, () => {
  const counter = queryCounter();
  let t: { app: Awaited<ReturnType<typeof buildApp>>['app']; close: () => Promise<void> };
  let token: string;

  beforeAll(async () => {
    const database = await createTestDatabase();
    const config = loadConfig({
      ...TEST_ENV,
      DATA_DIR: database.dataDir,
      MARKET_EXCHANGES: '',
      ...(database.databaseUrl ? { DATABASE_URL: database.databaseUrl } : {}),
    });
    const { app, deps } = await buildApp(config, {
      database: { ...database.handle, db: database.handle.db.withPlugin(counter.plugin) },
    });
    await app.ready();
    await deps.jobs.start();
    const harness = { app, deps, dataDir: database.dataDir, listen: async () => '', close: async () => {} };
    await signupVerified(harness, 'counted@example.com');
    token = await tokenOf(harness, 'counted@example.com');
    t = {
      app,
      close: async () => {
        await app.close();
        await database.drop();
      },
    };
  });
  afterAll(() => t.close());

  const profile = () =>
    t.app.inject({ method: 'GET', url: '/api/core/auth/profile', headers: bearer(token) });

  it('reads the session and its user in one query, the role grants from memory', async () => {
    // login already read the member grants; a fresh role read would be a second query
    const before = counter.count();
    const res = await profile();
    expect(res.statusCode).toBe(200);
    expect(counter.count() - before).toBe(1);
    const again = counter.count();
    await profile();
    expect(counter.count() - again).toBe(1);
  });
});

const redisSkip = TEST_REDIS_URL
  ? undefined
  : 'REDIS_URL / TEST_REDIS_URL is not set: instances talk over Redis';
if (redisSkip) console.warn(`[skipped] role changes across two instances: ${redisSkip}`);

describe.skipIf(Boolean(redisSkip))(
  `role changes across two instances over Redis (${dialectUnderTest})`,
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
      // Two instances over one database, each with its own connection, grants cache and hub.
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

    it('an announcement on instance A reaches the cached grants of instance B', async () => {
      const [a, b] = apps;
      const onA = { ...a, dataDir: a.deps.config.dataDir, listen: async () => '', close: async () => {} };
      await signupVerified(onA, 'twice@example.com');
      const token = await tokenOf(onA, 'twice@example.com');
      const statusOnB = () =>
        b.app.inject({ method: 'GET', url: '/api/core/market-status', headers: bearer(token) });
      expect((await statusOnB()).statusCode).toBe(403);
      await a.deps.db
        .insertInto('role_permissions')
        .values({ role_code: 'member', resource: RESOURCE.market, level: PERMISSION_LEVEL.viewAll })
        .execute();
      await rolesChanged(a.deps, 'member');
      await waitFor(
        async () => (await statusOnB()).statusCode === 200,
        'instance B to see the new grant',
        2000,
      );
    });
  },
);
