import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, readOutbox, type TestApp } from '../../../test/harness';
import { bearer, linksFromOutbox, PASSWORD, parseVerifyLink, VERIFY_LINK } from './auth.test-helpers';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

// Plain clients (curl, integrations) leave out zip=true: the transport plugin zips answers whenever asked.
describe('account flow over plain HTTP', () => {
  it('signs up, verifies from the mailed link, logs in, reads me, logs out and is then refused', async () => {
    t = await createTestApp();
    const signup = await t.app.inject({
      method: 'POST',
      url: '/api/core/auth/signupV1',
      payload: {
        document: 'user',
        username: 'Trader+1@Example.com',
        password: PASSWORD,
        confirmPassword: PASSWORD,
        name: 'Trần Thị Bích',
        phone: '0912 345 678',
        tokenGG: '',
      },
    });
    expect(signup.statusCode).toBe(201);
    const created = signup.json().data;
    expect(created).toMatchObject({
      username: 'trader+1@example.com',
      role: 'member',
      verified: false,
      name: 'Trần Thị Bích',
    });
    expect(created).not.toHaveProperty('password_hash');

    const links = await linksFromOutbox(t, VERIFY_LINK);
    expect(links).toHaveLength(1);
    expect(links[0]).toMatch(
      /^http:\/\/localhost:3000\/core\/auth\/verify\/account\/trader%2B1%40example\.com\//,
    );
    expect(readOutbox(t.dataDir)[0]).toContain('trader+1@example.com');

    const beforeVerify = await t.app.inject({
      method: 'POST',
      url: '/api/core/auth/loginV1',
      payload: { username: 'trader+1@example.com', password: PASSWORD },
    });
    expect(beforeVerify.statusCode, beforeVerify.body).toBe(403);
    expect(beforeVerify.json().error, beforeVerify.body).toMatchObject({
      code: 'ACCOUNT_NOT_VERIFIED',
      key: 'accountNotVerified',
      details: { canResend: true },
    });

    const verify = await t.app.inject({
      method: 'POST',
      url: '/api/core/auth/verify',
      payload: parseVerifyLink(links[0]),
    });
    expect(verify.statusCode).toBe(200);
    expect(verify.json().data.key).toBe('accountVerified');
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/core/auth/verify',
      payload: parseVerifyLink(links[0]),
    });
    // the same link opened again: already verified, sign in (the code proves the mail was received)
    expect(again.statusCode).toBe(200);
    expect(again.json().data.key).toBe('accountAlreadyVerified');
    // a wrong code for a verified account learns nothing
    const guessed = await t.app.inject({
      method: 'POST',
      url: '/api/core/auth/verify',
      payload: (({ username, codeVerify }) => ({
        username,
        codeVerify: `${codeVerify[0] === 'a' ? 'b' : 'a'}${codeVerify.slice(1)}`,
      }))(parseVerifyLink(links[0])),
    });
    expect(guessed.statusCode).toBe(400);
    expect(guessed.json().error).toMatchObject({
      code: 'VERIFY_FAILED',
      key: 'verifyFailed',
      message: 'The account does not exist or You have already authenticated',
    });

    const login = await t.app.inject({
      method: 'POST',
      url: '/api/core/auth/loginV1',
      payload: { username: 'trader+1@example.com', password: PASSWORD },
    });
    expect(login.statusCode).toBe(201);
    const { accessToken, user } = login.json().data;
    expect(accessToken).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(user).toMatchObject({
      role: 'member',
      displayName: 'Trần Thị Bích',
      photoURL: null,
      verified: true,
    });
    const titles = user.menus.flatMap((s: { items: Array<{ title: string }> }) =>
      s.items.map((i) => i.title),
    );
    expect(titles).toEqual([
      'Dashboard',
      'Markets',
      'Filters',
      'Statistics',
      'Notifications',
      'Plans',
      'Account',
    ]);
    // the markets entry in both languages, leading to the dashboard's markets screen
    expect(user.menus[0].items[1]).toMatchObject({
      label: { en: 'Markets', vi: 'Thị trường' },
      path: '/core/crypto',
      icon: 'markets',
    });

    const me = await t.app.inject({ method: 'GET', url: '/api/core/auth/me', headers: bearer(accessToken) });
    expect(me.statusCode).toBe(200);
    expect(me.json().data).toEqual(user);

    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/core/auth/logout',
      headers: bearer(accessToken),
    });
    expect(logout.statusCode).toBe(200);
    expect(logout.json()).toEqual({ data: { ok: true } });

    const after = await t.app.inject({
      method: 'GET',
      url: '/api/core/auth/me',
      headers: bearer(accessToken),
    });
    expect(after.statusCode).toBe(401);
    expect(after.json().error).toMatchObject({ code: 'UNAUTHENTICATED', key: 'unauthenticated' });
  });
});
