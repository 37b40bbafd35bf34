import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { waitFor } from '../../../test/wait';
import { AUTH_RECORD_GRACE_MS, purgeEndedAuthRecords } from './auth.handlers';
import { AUTH_PURGE_EVERY_MS, purgeAuthRecords } from './auth.jobs';
import { bearer, signupVerified, tokenOf } from './auth.test-helpers';

const HOUR = 3600_000;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const me = (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/core/auth/me', headers: bearer(token) });
const count = async (table: 'sessions' | 'user_tokens') =>
  Number(
    (
      await t.deps.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const purgeAt = (now: number) => purgeEndedAuthRecords({ db: t.deps.db, clock: { now: () => now } });

describe('auth housekeeping', () => {
  it('deletes ended sessions and spent codes after the grace period, and keeps live ones', async () => {
    const start = Date.now();
    await signupVerified(t, 'housekeeping@example.com'); // leaves one used verification code
    const kept = await tokenOf(t, 'housekeeping@example.com');
    const ended = await tokenOf(t, 'housekeeping@example.com');
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/core/auth/logout', headers: bearer(ended) }))
        .statusCode,
    ).toBeLessThan(300);
    expect(await count('sessions')).toBe(2);
    expect(await count('user_tokens')).toBe(1);

    // Within the grace period nothing goes.
    expect(await purgeAt(start + HOUR)).toEqual({ sessions: 0, tokens: 0 });

    // Past it, the logged-out session and the used code go; the live session stays and still works.
    expect(await purgeAt(Date.now() + AUTH_RECORD_GRACE_MS + HOUR)).toEqual({ sessions: 1, tokens: 1 });
    expect(await count('sessions')).toBe(1);
    expect(await count('user_tokens')).toBe(0);
    expect((await me(kept)).statusCode).toBe(200);
    expect((await me(ended)).statusCode).toBe(401);

    // Once the live session has expired too, and its grace has passed, it goes as well.
    expect(await purgeAt(Date.now() + 24 * HOUR + AUTH_RECORD_GRACE_MS + HOUR)).toEqual({
      sessions: 1,
      tokens: 0,
    });
    expect(await count('sessions')).toBe(0);
  });
});

describe('auth housekeeping schedule', () => {
  it('runs the purge from a schedule on the housekeeping queue once a worker starts, next in an hour', async () => {
    const done = await waitFor(
      () =>
        t.deps.db
          .selectFrom('jobs')
          .select(['queue', 'status'])
          .where('name', '=', purgeAuthRecords.name)
          .where('status', '=', 'done')
          .executeTakeFirst(),
      'the scheduled purge to have run',
    );
    expect(done.queue).toBe('housekeeping');
    const schedule = await t.deps.db
      .selectFrom('job_schedules')
      .selectAll()
      .where('name', '=', purgeAuthRecords.name)
      .executeTakeFirstOrThrow();
    expect(schedule.every_ms).toBe(AUTH_PURGE_EVERY_MS);
    expect(schedule.next_run_at).toBeGreaterThan(Date.now() + AUTH_PURGE_EVERY_MS - 60_000);
  });
});
