import { PERMISSION_LEVEL, RESOURCE, type TaskSchedule } from '@bitdata/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dialectUnderTest, TEST_REDIS_URL, type TestApp } from '../../../test/harness';
import { waitFor } from '../../../test/wait';
import { rolesChanged } from '../auth/auth.service';
import { signupVerified, tokenOf } from '../auth/auth.test-helpers';

const { view, edit } = PERMISSION_LEVEL;
const TASK = 'auth.purge';

/** The database queue always; BullMQ too when a Redis is given (its schedulers follow the SQL rows). */
const QUEUES = [
  { name: `database queue on ${dialectUnderTest}`, env: {} as Record<string, string> },
  ...(TEST_REDIS_URL ? [{ name: `BullMQ, ${dialectUnderTest}`, env: { REDIS_URL: TEST_REDIS_URL } }] : []),
];

describe.each(QUEUES)('task schedules API ($name)', ({ env }) => {
  let t: TestApp;
  let operator: string;
  let viewer: string;
  let member: string;

  const call = (method: 'GET' | 'PUT' | 'POST', url: string, token?: string, payload?: object | null) =>
    t.app.inject({
      method,
      url: `/api/core/schedules${url}`,
      headers: token ? { authorization: `Bearer ${token}` } : {},
      payload: payload ?? undefined,
    });
  const task = async (): Promise<TaskSchedule> =>
    (await call('GET', '', operator)).json().data.find((s: TaskSchedule) => s.name === TASK);

  beforeAll(async () => {
    t = await createTestApp({ MARKET_EXCHANGES: '', ...env });
    for (const u of ['operator@example.com', 'viewer@example.com', 'member@example.com'])
      await signupVerified(t, u);
    await t.deps.db
      .updateTable('users')
      .set({ role_code: 'operator' })
      .where('username', '=', 'operator@example.com')
      .execute();
    await t.deps.db
      .insertInto('roles')
      .values({ code: 'viewer', name: 'Viewer', rank: 0, is_staff: 1 })
      .execute();
    await t.deps.db
      .updateTable('users')
      .set({ role_code: 'viewer' })
      .where('username', '=', 'viewer@example.com')
      .execute();
    // the seeded grants of migration 0610 may be there already
    await t.deps.db
      .insertInto('role_permissions')
      .values([
        { role_code: 'operator', resource: RESOURCE.taskschedule, level: view },
        { role_code: 'operator', resource: RESOURCE.taskschedule, level: edit },
        { role_code: 'viewer', resource: RESOURCE.taskschedule, level: view },
      ])
      .onConflict((oc) => oc.doNothing())
      .execute();
    await rolesChanged(t.deps, 'operator');
    await rolesChanged(t.deps, 'viewer');
    operator = await tokenOf(t, 'operator@example.com');
    viewer = await tokenOf(t, 'viewer@example.com');
    member = await tokenOf(t, 'member@example.com');
  });
  afterAll(() => t.close());

  it('lists the declared schedules with their timing, state and runs', async () => {
    const res = await call('GET', '', operator);
    expect(res.statusCode).toBe(200);
    const names = res.json().data.map((s: TaskSchedule) => s.name);
    expect(names).toEqual(expect.arrayContaining(['auth.purge', 'payments.round', 'market.retention']));
    expect(await task()).toMatchObject({
      name: TASK,
      queue: 'housekeeping',
      descriptionKey: 'auth_purge',
      paused: false,
      overridden: false,
    });
  });

  it('lets only callers holding the resource see and act', async () => {
    expect((await call('GET', '')).statusCode).toBe(401);
    expect((await call('GET', '', member)).statusCode).toBe(403);
    expect((await call('GET', '', viewer)).statusCode).toBe(200);
    expect((await call('POST', `/${TASK}/pause`, viewer)).statusCode).toBe(403);
    expect((await call('POST', `/${TASK}/run`, viewer)).statusCode).toBe(403);
    expect((await call('PUT', `/${TASK}`, viewer, { schedule: { every: 60_000 } })).statusCode).toBe(403);
  });

  it.each([
    ['too frequent', { schedule: { every: 5_000 } }, 'scheduleTooFrequent'],
    ['a seconds cron', { schedule: { cron: '*/2 * * * * *' } }, 'scheduleTooFrequent'],
    ['a malformed cron', { schedule: { cron: 'at noon' } }, 'scheduleInvalid'],
    ['an unknown zone', { schedule: { cron: '0 3 * * *', tz: 'Mars/Olympus' } }, 'scheduleInvalid'],
  ])('refuses a schedule that is %s with a 400', async (_what, body, key) => {
    const res = await call('PUT', `/${TASK}`, operator, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details).toEqual([expect.objectContaining({ path: 'schedule', key })]);
  });

  it.each([
    ['no schedule', {}],
    ['a negative interval', { schedule: { every: -1 } }],
    ['both kinds at once', { schedule: { every: 60_000, cron: '0 3 * * *' } }],
    ['a string interval', { schedule: { every: 'hourly' } }],
  ])('refuses a body with %s as a 400', async (_what, body) => {
    expect((await call('PUT', `/${TASK}`, operator, body)).statusCode).toBe(400);
  });

  it('answers 404 for a schedule nobody declared', async () => {
    expect((await call('POST', '/nothing.here/pause', operator)).statusCode).toBe(404);
    expect((await call('POST', '/nothing.here/run', operator)).statusCode).toBe(404);
    expect((await call('PUT', '/nothing.here', operator, { schedule: null })).statusCode).toBe(404);
  });

  it('pauses, re-times, runs now and resumes a schedule', async () => {
    const paused = await call('POST', `/${TASK}/pause`, operator);
    expect(paused.statusCode).toBe(200);
    expect(paused.json().data).toMatchObject({ paused: true, nextRunAt: null });

    const before = Date.now();
    const changed = await call('PUT', `/${TASK}`, operator, {
      schedule: { cron: '30 4 * * *', tz: 'Asia/Ho_Chi_Minh' },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data).toMatchObject({
      schedule: { cron: '30 4 * * *', tz: 'Asia/Ho_Chi_Minh' },
      overridden: true,
      paused: true,
    });

    const lastRunAt = (await task()).lastRunAt;
    const run = await call('POST', `/${TASK}/run`, operator);
    expect(run.statusCode).toBe(202);
    expect(run.json().data.jobId).toEqual(expect.any(String));
    const ran = await waitFor(async () => {
      const s = await task();
      return s.lastRunAt !== lastRunAt && s.lastResult === 'ok' ? s : undefined;
    }, 'the run now recorded');
    expect(ran.lastRunAt).toBeGreaterThanOrEqual(before);
    expect(ran.lastDurationMs).toBeGreaterThanOrEqual(0);
    expect(ran.paused).toBe(true);

    const resumed = await call('POST', `/${TASK}/resume`, operator);
    expect(resumed.statusCode).toBe(200);
    // 04:30 in Ho Chi Minh City is 21:30 UTC: the next one after now
    const next = resumed.json().data.nextRunAt as number;
    expect(new Date(next).getUTCHours()).toBe(21);
    expect(new Date(next).getUTCMinutes()).toBe(30);
    expect(next).toBeGreaterThan(Date.now());
    expect(next - Date.now()).toBeLessThanOrEqual(24 * 3600_000);

    const reset = await call('PUT', `/${TASK}`, operator, { schedule: null });
    expect(reset.json().data).toMatchObject({ overridden: false, schedule: reset.json().data.declared });
  });
});
