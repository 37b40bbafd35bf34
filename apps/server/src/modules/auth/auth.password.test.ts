import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import {
  bearer,
  linksFromOutbox,
  login,
  PASSWORD,
  RESET_LINK,
  signupVerified,
  tokenOf,
} from './auth.test-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(() => {
  vi.restoreAllMocks();
});

const forgot = (username: string) =>
  t.app.inject({ method: 'POST', url: '/api/core/auth/password/forgot', payload: { username } });
const reset = (token: string, password: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/core/auth/password/reset',
    payload: { token, password, confirmPassword: password },
  });
const tokenFromLink = (link: string) => new URL(link).searchParams.get('token') as string;

async function newResetToken(username: string): Promise<string> {
  const before = (await linksFromOutbox(t, RESET_LINK)).length;
  expect((await forgot(username)).statusCode).toBe(200);
  const links = await linksFromOutbox(t, RESET_LINK);
  expect(links.length).toBe(before + 1);
  return tokenFromLink(links[links.length - 1]);
}

describe('password reset', () => {
  it('answers the same for an unknown e-mail and sends no mail', async () => {
    const before = (await linksFromOutbox(t, RESET_LINK)).length;
    const res = await forgot('ghost@example.com');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      data: {
        key: 'resetRequested',
        message: 'If an account exists for this e-mail, a password reset link has been sent',
      },
    });
    expect((await linksFromOutbox(t, RESET_LINK)).length).toBe(before);
  });

  it('sets a new password once, ends the old sessions and refuses the link a second time', async () => {
    await signupVerified(t, 'reset@example.com');
    const oldToken = await tokenOf(t, 'reset@example.com');
    const token = await newResetToken('reset@example.com');

    const done = await reset(token, 'brand-new-password');
    expect(done.statusCode).toBe(200);
    expect(done.json().data.key).toBe('passwordChanged');

    const me = await t.app.inject({ method: 'GET', url: '/api/core/auth/me', headers: bearer(oldToken) });
    expect(me.statusCode).toBe(401);
    expect((await login(t, 'reset@example.com', PASSWORD)).statusCode).toBe(401);
    expect((await login(t, 'reset@example.com', 'brand-new-password')).statusCode).toBe(201);

    const twice = await reset(token, 'another-password-1');
    expect(twice.statusCode).toBe(400);
    expect(twice.json().error).toMatchObject({ code: 'RESET_TOKEN_INVALID', key: 'resetTokenInvalid' });
  });

  it('refuses a link older than one hour', async () => {
    await signupVerified(t, 'late@example.com');
    const token = await newResetToken('late@example.com');
    const now = Date.now();
    vi.spyOn(t.deps.clock, 'now').mockReturnValue(now + 61 * 60_000);
    const res = await reset(token, 'brand-new-password');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('RESET_TOKEN_INVALID');
  });

  it('refuses a made-up token', async () => {
    const res = await reset('A'.repeat(43), 'brand-new-password');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('RESET_TOKEN_INVALID');
  });
});

describe('change password', () => {
  it('refuses a wrong current password and changes it with the right one, keeping this session only', async () => {
    await signupVerified(t, 'change@example.com');
    const other = await tokenOf(t, 'change@example.com');
    const mine = await tokenOf(t, 'change@example.com');
    const change = (currentPassword: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/core/auth/password/change',
        headers: bearer(mine),
        payload: {
          currentPassword,
          newPassword: 'changed-password-9',
          confirmPassword: 'changed-password-9',
        },
      });

    const wrong = await change('not-my-password');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toMatchObject({
      key: 'currentPasswordWrong',
      message: 'The current password is incorrect',
    });

    expect((await change(PASSWORD)).statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/core/auth/me', headers: bearer(mine) })).statusCode,
    ).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/core/auth/me', headers: bearer(other) })).statusCode,
    ).toBe(401);
    expect((await login(t, 'change@example.com', 'changed-password-9')).statusCode).toBe(201);
  });
});

describe('verification and session expiry', () => {
  it('refuses a verification code older than 48 hours and sends a fresh link on request', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/core/auth/signupV1',
      payload: { username: 'slow@example.com', password: PASSWORD, confirmPassword: PASSWORD, name: 'Slow' },
    });
    expect(res.statusCode).toBe(201);
    const links = await linksFromOutbox(
      t,
      /http:\/\/localhost:3000\/core\/auth\/verify\/account\/slow%40example\.com\/[\w-]+/,
    );
    const code = links[0].split('/').pop() as string;
    vi.spyOn(t.deps.clock, 'now').mockReturnValue(Date.now() + 49 * 3600_000);
    const late = await t.app.inject({
      method: 'POST',
      url: '/api/core/auth/verify',
      payload: { username: 'slow@example.com', codeVerify: code },
    });
    expect(late.statusCode).toBe(400);
    expect(late.json().error.key).toBe('verifyFailed');
    vi.restoreAllMocks();

    const resend = await t.app.inject({
      method: 'POST',
      url: '/api/core/auth/resend-verification',
      payload: { username: 'slow@example.com' },
    });
    expect(resend.statusCode).toBe(200);
    expect(resend.json().data.key).toBe('verificationSent');
    const fresh = await linksFromOutbox(
      t,
      /http:\/\/localhost:3000\/core\/auth\/verify\/account\/slow%40example\.com\/[\w-]+/,
    );
    expect(fresh).toHaveLength(2);
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/core/auth/verify',
      payload: { username: 'slow@example.com', codeVerify: fresh[1].split('/').pop() },
    });
    expect(ok.statusCode).toBe(200);
  });

  it('answers resend the same for an unknown or already verified account', async () => {
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/core/auth/resend-verification',
      payload: { username: 'nobody@example.com' },
    });
    const verified = await t.app.inject({
      method: 'POST',
      url: '/api/core/auth/resend-verification',
      payload: { username: 'reset@example.com' },
    });
    expect(unknown.statusCode).toBe(200);
    expect(verified.json()).toEqual(unknown.json());
  });

  it('refuses an access token after one day', async () => {
    await signupVerified(t, 'day@example.com');
    const token = await tokenOf(t, 'day@example.com');
    vi.spyOn(t.deps.clock, 'now').mockReturnValue(Date.now() + 24 * 3600_000 + 60_000);
    const res = await t.app.inject({ method: 'GET', url: '/api/core/auth/me', headers: bearer(token) });
    expect(res.statusCode).toBe(401);
  });
});
