import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import {
  bearer,
  linksFromOutbox,
  login,
  PASSWORD,
  parseVerifyLink,
  signupVerified,
  VERIFY_LINK,
} from './auth.test-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const signup = (username: string, extra: object) =>
  t.app.inject({
    method: 'POST',
    url: '/api/core/auth/signupV1',
    payload: { username, password: PASSWORD, confirmPassword: PASSWORD, name: 'Lan', ...extra },
  });

/** Signs up with `extra`, verifies from the mail and signs in: the account as /auth/me reads it. */
async function accountOf(username: string, extra: object) {
  const created = await signup(username, extra);
  expect(created.statusCode, created.body).toBe(201);
  const link = (await linksFromOutbox(t, VERIFY_LINK))
    .map(parseVerifyLink)
    .find((l) => l.username === username);
  const verified = await t.app.inject({ method: 'POST', url: '/api/core/auth/verify', payload: link });
  expect(verified.statusCode, verified.body).toBe(200);
  const token = (await login(t, username)).json().data.accessToken as string;
  const me = await t.app.inject({ method: 'GET', url: '/api/core/auth/me', headers: bearer(token) });
  return me.json().data as { language: string; timezone: string };
}

describe('the account a signup makes', () => {
  it("takes the browser's zone and the language the visitor read the site in", async () => {
    expect(
      await accountOf('zone.hcm@example.com', { language: 'vi', timezone: 'Asia/Ho_Chi_Minh' }),
    ).toMatchObject({ language: 'vi', timezone: 'Asia/Ho_Chi_Minh' });
    expect(await accountOf('zone.fixed@example.com', { timezone: 'UTC+05:30' })).toMatchObject({
      language: 'en',
      timezone: 'UTC+05:30',
    });
  });

  it('starts in English and UTC when the browser said nothing, and takes a zone it cannot know as UTC', async () => {
    expect(await accountOf('zone.none@example.com', {})).toMatchObject({ language: 'en', timezone: 'UTC' });
    expect(await accountOf('zone.mars@example.com', { timezone: 'Mars/Olympus' })).toMatchObject({
      timezone: 'UTC',
    });
    expect(await accountOf('zone.junk@example.com', { timezone: 'not a zone' })).toMatchObject({
      timezone: 'UTC',
    });
  });

  it('refuses a language it does not speak and an oversized zone, naming the field', async () => {
    const french = await signup('zone.fr@example.com', { language: 'fr' });
    expect(french.statusCode).toBe(400);
    expect(JSON.stringify(french.json().error.details)).toContain('language');
    const long = await signup('zone.long@example.com', { timezone: `Asia/${'x'.repeat(80)}` });
    expect(long.statusCode).toBe(400);
    expect(long.json().error.details).toEqual(
      expect.arrayContaining([expect.objectContaining({ path: 'timezone', key: 'fieldTooLong' })]),
    );
  });
});

describe('the first sign-in', () => {
  it('is told apart from the ones after it', async () => {
    await signupVerified(t, 'first.time@example.com');
    const first = await login(t, 'first.time@example.com');
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().data.firstSignIn).toBe(true);
    const again = await login(t, 'first.time@example.com');
    expect(again.json().data.firstSignIn).toBe(false);
  });
});
