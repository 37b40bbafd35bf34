import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { login, signup, signupVerified } from './auth.test-helpers';

/**
 * Signup writes the user, the verification code and the mail job in one transaction: a server
 * killed during a burst of signups must not leave accounts without code or mail (signing up again
 * would answer 409 and login 403).
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const rowsOf = async (username: string) => {
  const user = await t.deps.db
    .selectFrom('users')
    .select('id')
    .where('username', '=', username)
    .executeTakeFirst();
  const tokens = user
    ? await t.deps.db.selectFrom('user_tokens').select('id').where('user_id', '=', user.id).execute()
    : [];
  return { user: user !== undefined, tokens: tokens.length };
};

describe('signup is atomic', () => {
  it('leaves nothing behind when the process fails while queueing the verification mail', async () => {
    const username = 'crash-during-signup@example.com';
    const crash = () => Promise.reject(new Error('process stopped while queueing the mail'));
    // Both ways of queueing fail once, whichever the signup uses: the failure lands between the
    // user row and the mail job.
    const inTransaction = vi.spyOn(t.deps.jobs, 'enqueueInTransaction').mockImplementationOnce(crash);
    const direct = vi.spyOn(t.deps.jobs, 'enqueue').mockImplementationOnce(crash);
    const failed = await signup(t, username);
    inTransaction.mockRestore();
    direct.mockRestore();
    expect(failed.statusCode).toBe(500);
    expect(await rowsOf(username)).toEqual({ user: false, tokens: 0 });

    // The visitor simply signs up again: no 409, and the mailed link verifies an account that logs in.
    await signupVerified(t, username);
    expect((await login(t, username)).statusCode).toBe(201);
  });

  it('has the user, the code and the mail job stored together once signup answers', async () => {
    const username = 'together@example.com';
    const res = await signup(t, username);
    expect(res.statusCode).toBe(201);
    expect(await rowsOf(username)).toEqual({ user: true, tokens: 1 });
    const mails = await t.deps.db
      .selectFrom('jobs')
      .select(['payload', 'queue'])
      .where('name', '=', 'mail.send')
      .execute();
    const mine = mails.filter((m) => (JSON.parse(m.payload) as { to: string }).to === username);
    expect(mine).toHaveLength(1);
    expect(mine[0].queue).toBe('mail');
  });
});
