import { SYSTEM_CHANNEL, SYSTEM_EVENTS, type SystemSnapshot } from '@bitdata/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, dialectUnderTest, TEST_REDIS_URL, type TestApp } from '../../../test/harness';
import { waitFor } from '../../../test/wait';
import { defineJob } from '../../platform/jobs/job-definition';
import { signupVerified, tokenOf } from '../auth/auth.test-helpers';
import { FORGET_AFTER_MS, STALE_AFTER_MS, startInstanceHeartbeat } from './instance-heartbeat';
import { saveHeartbeat } from './instances.repository';

/** A job that fails until the test repairs its cause, as a mail server coming back would. */
const delivery = defineJob({
  name: 'test.systemDelivery',
  queue: 'mail',
  schema: z.object({ to: z.string() }),
  maxAttempts: 1,
});

/** The database queue always; BullMQ too when a Redis is given. */
const QUEUES = [
  { name: `database queue on ${dialectUnderTest}`, env: {} as Record<string, string> },
  ...(TEST_REDIS_URL ? [{ name: `BullMQ, ${dialectUnderTest}`, env: { REDIS_URL: TEST_REDIS_URL } }] : []),
];

describe.each(QUEUES)('the operators’ system screen API ($name)', ({ env }) => {
  let t: TestApp;
  let operator: string;
  let member: string;
  const cause = { fixed: false, delivered: [] as string[] };

  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, token?: string) =>
    t.app.inject({
      method,
      url: `/api/core/system${url}`,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
  const snapshot = async (): Promise<SystemSnapshot> => (await call('GET', '', operator)).json().data;
  const failedIds = async () =>
    ((await call('GET', '/queues/mail/failed', operator)).json().data.jobs as Array<{ id: string }>).map(
      (j) => j.id,
    );
  const failedJob = async (to: string) => {
    const id = await t.deps.jobs.enqueue(delivery, { to });
    await waitFor(async () => (await t.deps.jobs.inspect(id))?.status === 'failed', `${to} to fail`);
    return id;
  };

  beforeAll(async () => {
    t = await createTestApp({ MARKET_EXCHANGES: '', ...env }, { startJobs: false });
    t.deps.jobs.handle(delivery, async ({ to }) => {
      if (!cause.fixed) throw new Error(`connect ECONNREFUSED: the mail server for ${to} is down`);
      cause.delivered.push(to);
    });
    await t.deps.jobs.start();
    for (const u of ['operator@example.com', 'member@example.com']) await signupVerified(t, u);
    await t.deps.db
      .updateTable('users')
      .set({ role_code: 'operator' })
      .where('username', '=', 'operator@example.com')
      .execute();
    operator = await tokenOf(t, 'operator@example.com');
    member = await tokenOf(t, 'member@example.com');
  });
  afterAll(() => t.close());

  it('refuses the screen and its actions without the system permission', async () => {
    for (const [method, url] of [
      ['GET', ''],
      ['GET', '/queues/mail/failed'],
      ['POST', '/jobs/any/retry'],
      ['DELETE', '/jobs/any'],
    ] as const) {
      expect((await call(method, url)).statusCode, `${method} ${url} anonymous`).toBe(401);
      expect((await call(method, url, member)).statusCode, `${method} ${url} member`).toBe(403);
    }
  });

  it('shows queues, database, Redis and the job provider', async () => {
    const data = await snapshot();
    expect(data.queues.map((q) => q.queue)).toEqual(
      expect.arrayContaining(['mail', 'notifications', 'statistics', 'payments', 'housekeeping']),
    );
    expect(data.database).toMatchObject({ status: 'ok', detail: dialectUnderTest });
    expect(data.redis.status).toBe(env.REDIS_URL ? 'ok' : 'off');
    expect(data.jobs).toMatchObject({ provider: env.REDIS_URL ? 'bullmq' : 'database', status: 'ok' });
    expect(data.feeds).toEqual([]);
    expect(data.consumers.map((c) => c.consumer)).toEqual(expect.arrayContaining(['screener']));
  });

  it('lists a failed job with its error, retries it once the cause is fixed, and it is done', async () => {
    cause.fixed = false;
    const id = await failedJob('ops@example.com');
    const listed = await call('GET', '/queues/mail/failed?limit=5', operator);
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json().data.jobs).toContainEqual(
      expect.objectContaining({
        id,
        name: 'test.systemDelivery',
        queue: 'mail',
        error: 'connect ECONNREFUSED: the mail server for ops@example.com is down',
        attempts: 1,
        maxAttempts: 1,
      }),
    );
    expect((await snapshot()).queues.find((q) => q.queue === 'mail')?.failed).toBeGreaterThanOrEqual(1);

    cause.fixed = true;
    const retried = await call('POST', `/jobs/${id}/retry`, operator);
    expect(retried.statusCode, retried.body).toBe(202);
    expect(retried.json().data).toEqual({ id });
    await waitFor(async () => (await t.deps.jobs.inspect(id))?.status === 'done', 'the retried job');
    expect(cause.delivered).toContain('ops@example.com');
    expect(await failedIds()).not.toContain(id);

    // done now: a second retry and a discard are refused, saying why
    const again = await call('POST', `/jobs/${id}/retry`, operator);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toMatchObject({ code: 'CONFLICT', key: 'jobNotFailed' });
    expect((await call('DELETE', `/jobs/${id}`, operator)).statusCode).toBe(409);
  });

  it('discards a failed job for good', async () => {
    cause.fixed = false;
    const id = await failedJob('gone@example.com');
    const discarded = await call('DELETE', `/jobs/${id}`, operator);
    expect(discarded.statusCode, discarded.body).toBe(204);
    expect(await failedIds()).not.toContain(id);
    expect(await t.deps.jobs.inspect(id)).toBeUndefined();
    expect((await call('DELETE', `/jobs/${id}`, operator)).json().error).toMatchObject({
      key: 'jobNotFound',
    });
  });

  it('answers 404 for an unknown job or queue, and 400 for a malformed one', async () => {
    const unknown = await call('POST', '/jobs/00000000-0000-4000-8000-000000000000/retry', operator);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toMatchObject({ code: 'NOT_FOUND', key: 'jobNotFound' });
    const queue = await call('GET', '/queues/nope/failed', operator);
    expect(queue.statusCode).toBe(404);
    expect(queue.json().error).toMatchObject({ key: 'queueNotFound' });
    expect((await call('POST', `/jobs/${encodeURIComponent('a b')}/retry`, operator)).statusCode).toBe(400);
    expect((await call('GET', '/queues/mail/failed?limit=1000', operator)).statusCode).toBe(400);
  });

  it('lists the instances by their heartbeat, marks the silent ones stale, and forgets them', async () => {
    const events: string[] = [];
    const off = t.deps.realtime.subscribe(SYSTEM_CHANNEL, (event) => void events.push(event.type));
    const now = t.deps.clock.now();
    const row = { role: 'worker', version: '1.0.0', host: 'old-host', pid: 7, started_at: now - 60_000 };
    await saveHeartbeat(t.deps.db, {
      ...row,
      id: 'old-host:7:silent',
      last_seen: now - STALE_AFTER_MS - 1_000,
    });
    await saveHeartbeat(t.deps.db, {
      ...row,
      id: 'old-host:8:gone',
      last_seen: now - FORGET_AFTER_MS - 1_000,
    });

    const heartbeat = await startInstanceHeartbeat(t.deps, 50);
    try {
      const data = await snapshot();
      const self = data.instances.find((i) => i.id === heartbeat.id);
      expect(self).toMatchObject({ role: t.deps.config.role, pid: process.pid, stale: false, current: true });
      expect(self?.version).toMatch(/^\d+\.\d+\.\d+/);
      expect(data.instances.find((i) => i.id === 'old-host:7:silent')).toMatchObject({
        role: 'worker',
        stale: true,
        current: false,
      });
      expect(data.instances.map((i) => i.id)).not.toContain('old-host:8:gone');
      const first = self?.lastSeen ?? 0;
      await waitFor(async () => {
        const seen = (await snapshot()).instances.find((i) => i.id === heartbeat.id)?.lastSeen ?? 0;
        return seen > first;
      }, 'a later heartbeat');
      await waitFor(() => events.includes(SYSTEM_EVENTS.changed), 'a change pushed to the screens');
    } finally {
      await heartbeat.stop();
      off();
    }
    expect((await snapshot()).instances.map((i) => i.id)).not.toContain(heartbeat.id);
  });
});
