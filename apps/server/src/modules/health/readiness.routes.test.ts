import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_REDIS_URL, type TestApp } from '../../../test/harness';
import { waitFor } from '../../../test/wait';
import { createLifecycle } from '../../platform/lifecycle';
import { startRoles } from '../../roles';
import { ensureFirstAdministrator } from '../auth/auth.service';
import { bearer, tokenOf } from '../auth/auth.test-helpers';

/** A test app with its administrator, who sees the probes' details. */
async function appWithOperator(env: Record<string, string> = {}): Promise<{ t: TestApp; admin: string }> {
  const t = await createTestApp(env);
  await ensureFirstAdministrator(t.deps);
  return { t, admin: await tokenOf(t, 'admin@example.com', 'admin-password-123') };
}

const probe = (t: TestApp, which: 'live' | 'ready', token?: string) =>
  t.app.inject({ method: 'GET', url: `/api/core/health/${which}`, headers: token ? bearer(token) : {} });

describe('GET /health/live', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers 200 ok while the process answers, outside the transport protocol', async () => {
    const res = await probe(t, 'live');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { status: 'ok' } });
  });
});

describe('GET /health/ready', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    ({ t, admin } = await appWithOperator(TEST_REDIS_URL ? { REDIS_URL: TEST_REDIS_URL } : {}));
  });
  afterAll(() => t.close());

  it('answers 200 with the status alone to anonymous callers', async () => {
    const res = await probe(t, 'ready');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { status: 'ok' } });
  });

  it('names every part it checked to an operator: migrated database, Redis when configured, feed leases', async () => {
    const res = await probe(t, 'ready', admin);
    expect(res.statusCode).toBe(200);
    const { checks } = res.json().data;
    const parts = ['database', 'market', 'shutdown', 'startup', ...(TEST_REDIS_URL ? ['redis'] : [])].sort();
    expect(Object.keys(checks).sort()).toEqual(parts);
    for (const part of parts) expect(checks[part].status, part).toBe('ok');
    expect(checks.database.detail).toBe(t.deps.dialect);
  });

  it('answers 503 while the database lacks a migration of this build, naming it to operators only', async () => {
    const lifecycle = t.deps.lifecycle;
    t.deps.lifecycle = createLifecycle(t.deps.db, ['0001-foundation', '9999-not-run-yet']);
    try {
      const anonymous = await probe(t, 'ready');
      expect(anonymous.statusCode).toBe(503);
      expect(anonymous.json()).toEqual({ data: { status: 'down' } });
      const operator = await probe(t, 'ready', admin);
      expect(operator.statusCode).toBe(503);
      expect(operator.json().data.checks.database).toEqual({
        status: 'down',
        detail: `${t.deps.dialect}: 1 migrations pending (9999-not-run-yet)`,
      });
    } finally {
      t.deps.lifecycle = lifecycle;
    }
  });
});

describe('GET /health/ready once a shutdown has begun', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    ({ t, admin } = await appWithOperator());
  });
  afterAll(() => t.close());

  it('answers 503 at once, while the process still answers live', async () => {
    t.deps.lifecycle.beginStop();
    const res = await probe(t, 'ready');
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ data: { status: 'down' } });
    const operator = await probe(t, 'ready', admin);
    expect(operator.json().data.checks.shutdown).toEqual({ status: 'down', detail: 'shutting down' });
    expect(operator.json().data.checks.database.status).toBe('ok');
    expect((await probe(t, 'live')).statusCode).toBe(200);
  });
});

describe('GET /health/ready of an ingest instance starting', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    ({ t, admin } = await appWithOperator({ ROLE: 'ingest' }));
  });
  afterAll(() => t.close());

  it('answers 503 until its roles run: the feed leases are taken only once the market has started', async () => {
    const market = t.deps.market;
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let marketStarted = false;
    t.deps.market = {
      ...market,
      start: async () => {
        await held;
        marketStarted = true;
      },
      stop: async () => {},
    };
    try {
      const starting = startRoles(t.deps.config, t.deps, t.app);
      await waitFor(async () => (await probe(t, 'ready')).statusCode === 503, 'not ready while starting');
      const operator = await probe(t, 'ready', admin);
      expect(operator.json().data.checks.startup).toEqual({ status: 'down', detail: 'starting its roles' });
      expect(marketStarted).toBe(false);
      release();
      const stop = await starting;
      expect(marketStarted).toBe(true);
      expect((await probe(t, 'ready')).statusCode).toBe(200);
      await stop();
    } finally {
      t.deps.market = market;
    }
  });
});

describe('GET /health/ready without a database', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, { startJobs: false });
  });
  afterAll(() => t.close());

  it('answers 503 once the database is closed, and live still 200', async () => {
    expect((await probe(t, 'ready')).statusCode).toBe(200);
    await t.deps.db.destroy();
    const res = await probe(t, 'ready');
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ data: { status: 'down' } });
    expect((await probe(t, 'live')).statusCode).toBe(200);
  });
});

describe('GET /health/ready of an API-only instance', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    ({ t, admin } = await appWithOperator({ ROLE: 'api' }));
  });
  afterAll(() => t.close());

  it('does not wait for feed leases it never takes', async () => {
    const res = await probe(t, 'ready', admin);
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json().data.checks)).not.toContain('market');
  });
});

describe('GET /health/ready of an ingest instance giving its feeds up', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    ({ t, admin } = await appWithOperator({ ROLE: 'ingest' }));
  });
  afterAll(() => t.close());

  it('answers 503 from the moment its feed leases are being released', async () => {
    expect((await probe(t, 'ready')).statusCode).toBe(200);
    await t.deps.market.stop();
    const res = await probe(t, 'ready', admin);
    expect(res.statusCode).toBe(503);
    expect(res.json().data.checks.market).toEqual({ status: 'down', detail: 'feed leases not settled' });
  });
});
