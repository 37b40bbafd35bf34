import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dialectUnderTest, type TestApp } from '../../../test/harness';
import { ensureFirstAdministrator } from './auth.service';
import { bearer, signupVerified, tokenOf } from './auth.test-helpers';

/**
 * NUL and other control characters in free text, on every public text field. PostgreSQL refuses NUL
 * in text columns, so before the shared text schema refused them these answered 500 there.
 */
const NUL = '\u0000';

let t: TestApp;
let member: string;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({ CONTACT_EMAIL: 'desk@example.com' });
  await signupVerified(t, 'nul@example.com');
  member = await tokenOf(t, 'nul@example.com');
  await ensureFirstAdministrator(t.deps);
  admin = await tokenOf(t, 'admin@example.com', 'admin-password-123');
});
afterAll(() => t.close());

let ip = 0;
const request = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, token?: string) =>
  t.app.inject({
    method,
    url: `/api/core${url}`,
    // A fresh address per request: the per-address limits are not what is under test.
    remoteAddress: `10.9.${Math.floor(++ip / 250)}.${ip % 250}`,
    headers: token ? bearer(token) : {},
    ...(payload ? { payload } : {}),
  });

const signupBody = (over: object) => ({
  username: 'fresh@example.com',
  password: 'long-enough-1',
  confirmPassword: 'long-enough-1',
  name: 'Fresh',
  ...over,
});
const contactBody = (over: object) => ({ name: 'An', email: 'an@example.com', message: 'Hello', ...over });

const CASES: Array<[string, () => ReturnType<typeof request>]> = [
  ['markets search', () => request('GET', `/markets?search=${encodeURIComponent(NUL)}`)],
  ['markets search in the middle', () => request('GET', `/markets?search=BTC${encodeURIComponent(NUL)}`)],
  [
    'admin user search',
    () => request('GET', `/admin/users?search=${encodeURIComponent(NUL)}`, undefined, admin),
  ],
  ['signup name', () => request('POST', '/auth/signupV1', signupBody({ name: `A${NUL}` }))],
  ['signup phone', () => request('POST', '/auth/signupV1', signupBody({ phone: `0912${NUL}` }))],
  ['signup e-mail', () => request('POST', '/auth/signupV1', signupBody({ username: `a${NUL}@b.co` }))],
  ['login e-mail', () => request('POST', '/auth/loginV1', { username: `a${NUL}@b.co`, password: 'x' })],
  ['verify code', () => request('POST', '/auth/verify', { username: 'a@b.co', codeVerify: `c${NUL}` })],
  [
    'reset token',
    () =>
      request('POST', '/auth/password/reset', {
        token: `t${NUL}`,
        password: 'long-enough-1',
        confirmPassword: 'long-enough-1',
      }),
  ],
  ['profile display name', () => request('PUT', '/auth/profile', { displayName: `B${NUL}` }, member)],
  ['profile phone', () => request('PUT', '/auth/profile', { phone: `0${NUL}` }, member)],
  ['profile timezone', () => request('PUT', '/auth/profile', { timezone: `UTC${NUL}` }, member)],
  ['contact name', () => request('POST', '/contact', contactBody({ name: `An${NUL}` }))],
  ['contact e-mail', () => request('POST', '/contact', contactBody({ email: `an${NUL}@example.com` }))],
  ['contact subject', () => request('POST', '/contact', contactBody({ subject: `Hi${NUL}` }))],
  ['contact message', () => request('POST', '/contact', contactBody({ message: `Hello${NUL}there` }))],
  ['page-view path', () => request('POST', '/analytics/page-view', { path: `/x${NUL}` })],
  ['page-view title', () => request('POST', '/analytics/page-view', { path: '/x', title: NUL })],
  ['page-view referrer', () => request('POST', '/analytics/page-view', { path: '/x', referrer: NUL })],
  ['page-view language', () => request('POST', '/analytics/page-view', { path: '/x', language: `v${NUL}` })],
];

describe(`control characters in text fields (${dialectUnderTest})`, () => {
  it('answers every NUL case with a structured 400 naming the field, never a 5xx', async () => {
    for (const [name, send] of CASES) {
      const res = await send();
      expect(res.statusCode, `${name}: ${res.body}`).toBe(400);
      const error = res.json().error;
      expect(error.code, name).toBe('VALIDATION');
      expect(error.details, name).toEqual(
        expect.arrayContaining([expect.objectContaining({ key: 'invalidCharacters' })]),
      );
    }
  });

  it('refuses other control characters in one-line fields and keeps line breaks in the message', async () => {
    for (const bad of ['\u0007', '\u001b[31m', '\u007f', '\u0085', '\r\n', '\t']) {
      const res = await request('PUT', '/auth/profile', { displayName: `B${bad}x` }, member);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
    }
    const ok = await request(
      'POST',
      '/contact',
      contactBody({ message: 'line one\r\nline two\n\tindented' }),
    );
    expect(ok.statusCode, ok.body).toBe(201);
    const stored = await t.deps.db
      .selectFrom('contact_messages')
      .select('message')
      .where('email', '=', 'an@example.com')
      .executeTakeFirst();
    expect(stored?.message).toBe('line one\r\nline two\n\tindented');
  });

  it('still stores ordinary text in any script', async () => {
    const res = await request('PUT', '/auth/profile', { displayName: 'Trần Thị Bích 📈' }, member);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.displayName).toBe('Trần Thị Bích 📈');
  });
});
