import crypto from 'node:crypto';
import type { OAuth2Server } from 'oauth2-mock-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialectUnderTest, type TestApp } from '../../../../test/harness';
import { bearer } from '../auth.test-helpers';
import {
  API,
  actAs,
  atCallback,
  atProvider,
  exchange,
  signInAtProvider,
  startAttempt,
  startOidcTestApp,
} from './oauth.test-helpers';

let t: TestApp;
let issuer: OAuth2Server;
let issuerUrl = '';
let close = async () => {};

beforeAll(async () => {
  ({ t, issuer, issuerUrl, close } = await startOidcTestApp());
});
afterAll(() => close());

const countUsers = async () =>
  Number(
    (
      await t.deps.db
        .selectFrom('users')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const countSessions = async () =>
  Number(
    (
      await t.deps.db
        .selectFrom('sessions')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe(`sign-in with an OpenID Connect provider (${dialectUnderTest})`, () => {
  it('lists the configured provider with its label', async () => {
    const res = await t.app.inject({ method: 'GET', url: `${API}/providers` });
    expect(res.json()).toEqual({ data: { providers: [{ id: 'oidc', name: 'Test ID' }], passkeys: true } });
  });

  it('sends the browser to the provider with PKCE, a state, a nonce and our callback', async () => {
    const start = await startAttempt(t, { returnTo: '/dashboard' });
    expect(start.res.statusCode).toBe(302);
    const url = new URL(start.location as string);
    expect(url.origin).toBe(issuerUrl);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(url.searchParams.get('state')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(url.searchParams.get('nonce')).toBeTruthy();
    expect(url.searchParams.get('redirect_uri')).toBe(
      'http://localhost:3000/api/core/auth/oauth/oidc/callback',
    );
    expect(start.res.headers['set-cookie']).toMatch(
      /^oauth_browser=[A-Za-z0-9_-]{43}; Path=\/api\/core\/auth;.*HttpOnly; SameSite=Lax/,
    );
  });

  it('creates a verified member on a first sign-in, and signs the same person in again', async () => {
    actAs(issuer, {
      sub: 'person-1',
      email: 'First@Example.com',
      email_verified: true,
      name: 'Lan Trần',
      locale: 'vi-VN',
    });
    const users = await countUsers();
    const { landing, cookie } = await signInAtProvider(t);
    expect(landing.origin + landing.pathname, landing.href).toBe('http://localhost:3000/auth/callback');
    expect(landing.searchParams.get('returnTo')).toBe('/dashboard');
    const code = landing.searchParams.get('code') as string;
    const res = await exchange(t, code, cookie);
    expect(res.statusCode, res.body).toBe(201);
    const { accessToken, user, firstSignIn } = res.json().data;
    expect(user).toMatchObject({
      username: 'first@example.com',
      name: 'Lan Trần',
      language: 'vi',
      verified: true,
    });
    expect(firstSignIn).toBe(true);
    expect(await countUsers()).toBe(users + 1);
    const sessions = await t.app.inject({
      method: 'GET',
      url: `${API}/sessions`,
      headers: bearer(accessToken),
    });
    expect(sessions.json().data.map((s: { method: string }) => s.method)).toEqual(['oidc']);

    const again = await signInAtProvider(t);
    const second = await exchange(t, again.landing.searchParams.get('code') as string, again.cookie);
    expect(second.statusCode).toBe(201);
    expect(second.json().data.user.id).toBe(user.id);
    expect(second.json().data.firstSignIn).toBe(false);
    expect(await countUsers()).toBe(users + 1);
    const identities = await t.app.inject({
      method: 'GET',
      url: `${API}/identities`,
      headers: bearer(accessToken),
    });
    expect(identities.json().data).toMatchObject({
      hasPassword: false,
      identities: [{ provider: 'oidc', providerName: 'Test ID', email: 'first@example.com' }],
    });
    expect(identities.json().data.identities[0].lastUsedAt).toEqual(expect.any(Number));
  });

  it('hands the one-time code out once', async () => {
    actAs(issuer, { sub: 'person-once', email: 'once@example.com', email_verified: true });
    const { landing, cookie } = await signInAtProvider(t);
    const code = landing.searchParams.get('code') as string;
    expect((await exchange(t, code, cookie)).statusCode).toBe(201);
    const sessions = await countSessions();
    const replay = await exchange(t, code, cookie);
    expect(replay.statusCode).toBe(400);
    expect(replay.json().error.key).toBe('oauthCodeInvalid');
    expect(await countSessions()).toBe(sessions);
  });

  it('refuses a code exchanged from another browser, and spends it', async () => {
    actAs(issuer, { sub: 'person-elsewhere', email: 'elsewhere@example.com', email_verified: true });
    const { landing, cookie } = await signInAtProvider(t);
    const code = landing.searchParams.get('code') as string;
    const sessions = await countSessions();
    expect((await exchange(t, code, undefined)).statusCode).toBe(400);
    expect(
      (await exchange(t, code, 'oauth_browser=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA')).statusCode,
    ).toBe(400);
    expect((await exchange(t, code, cookie)).statusCode).toBe(400);
    expect(await countSessions()).toBe(sessions);
  });
});

/** The landing of a refused attempt: the web's login page with the key; nothing was created. */
async function expectRefused(landing: URL, key: string, before: { users: number; sessions: number }) {
  expect(landing.origin + landing.pathname, landing.href).toBe('http://localhost:3000/core/auth/login');
  expect(landing.searchParams.get('error')).toBe(key);
  expect(landing.searchParams.get('provider')).toBe('oidc');
  expect(landing.searchParams.get('code')).toBeNull();
  expect(await countUsers()).toBe(before.users);
  expect(await countSessions()).toBe(before.sessions);
}

const snapshot = async () => ({ users: await countUsers(), sessions: await countSessions() });

describe(`refused provider sign-ins (${dialectUnderTest})`, () => {
  it('refuses an unknown state', async () => {
    const before = await snapshot();
    const start = await startAttempt(t, {});
    const callback = await atProvider(start.location as string);
    callback.searchParams.set('state', 'made-up-state');
    await expectRefused(await atCallback(t, callback, start.cookie), 'oauthStateExpired', before);
  });

  it('refuses a replayed answer: the state and its authorization code work once', async () => {
    actAs(issuer, { sub: 'person-replay', email: 'replay@example.com', email_verified: true });
    const start = await startAttempt(t, {});
    const callback = await atProvider(start.location as string);
    const first = await atCallback(t, callback, start.cookie);
    expect(first.pathname).toBe('/auth/callback');
    const before = await snapshot();
    await expectRefused(await atCallback(t, callback, start.cookie), 'oauthStateExpired', before);
  });

  it('refuses an authorization code replayed under a fresh state', async () => {
    actAs(issuer, { sub: 'person-code-replay', email: 'code-replay@example.com', email_verified: true });
    const used = await startAttempt(t, {});
    const usedCallback = await atProvider(used.location as string);
    await atCallback(t, usedCallback, used.cookie);
    const before = await snapshot();
    const fresh = await startAttempt(t, {});
    const freshCallback = await atProvider(fresh.location as string);
    freshCallback.searchParams.set('code', usedCallback.searchParams.get('code') as string);
    const landing = await atCallback(t, freshCallback, fresh.cookie);
    expect(['oauthRefused', 'oauthProviderUnreachable']).toContain(landing.searchParams.get('error'));
    await expectRefused(landing, landing.searchParams.get('error') as string, before);
  });

  it('refuses the answer in a browser other than the one that started', async () => {
    actAs(issuer, { sub: 'person-csrf', email: 'csrf@example.com', email_verified: true });
    const before = await snapshot();
    const start = await startAttempt(t, {});
    const callback = await atProvider(start.location as string);
    await expectRefused(await atCallback(t, callback, undefined), 'oauthStateExpired', before);
    const other = await startAttempt(t, {});
    const victim = await startAttempt(t, {});
    const attackerCallback = await atProvider(other.location as string);
    await expectRefused(await atCallback(t, attackerCallback, victim.cookie), 'oauthStateExpired', before);
  });

  it.each([
    ['a wrong nonce', (p: Record<string, unknown>) => Object.assign(p, { nonce: 'someone-elses-nonce' })],
    ['another audience', (p: Record<string, unknown>) => Object.assign(p, { aud: 'another-client' })],
    ['another issuer', (p: Record<string, unknown>) => Object.assign(p, { iss: 'https://evil.example' })],
    [
      'an expired token',
      (p: Record<string, unknown>) => Object.assign(p, { exp: Math.floor(Date.now() / 1000) - 3600 }),
    ],
  ])('refuses an ID token with %s', async (_, tweak) => {
    actAs(issuer, { sub: 'person-bad-token', email: 'bad-token@example.com', email_verified: true }, tweak);
    const before = await snapshot();
    const { landing } = await signInAtProvider(t);
    await expectRefused(landing, 'oauthRefused', before);
  });

  it("refuses an ID token signed by a key other than the issuer's", async () => {
    actAs(issuer, { sub: 'person-forged', email: 'forged@example.com', email_verified: true });
    const { privateKey } = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 });
    issuer.service.once('beforeResponse', (response: { body: Record<string, unknown> }) => {
      // the same header (the issuer's kid) and claims, signed by another key (the event is synchronous)
      const [header, payload] = (response.body.id_token as string).split('.');
      const signature = crypto.sign('RSA-SHA256', Buffer.from(`${header}.${payload}`), privateKey);
      response.body.id_token = `${header}.${payload}.${signature.toString('base64url')}`;
    });
    const before = await snapshot();
    const { landing } = await signInAtProvider(t);
    await expectRefused(landing, 'oauthRefused', before);
  });

  it('tells a cancellation at the provider', async () => {
    const before = await snapshot();
    const start = await startAttempt(t, {});
    const callback = await atProvider(start.location as string);
    callback.searchParams.delete('code');
    callback.searchParams.set('error', 'access_denied');
    await expectRefused(await atCallback(t, callback, start.cookie), 'oauthCancelled', before);
  });

  it('tells a provider that fails to answer', async () => {
    actAs(issuer, { sub: 'person-down', email: 'down@example.com', email_verified: true });
    issuer.service.once('beforeResponse', (response: { statusCode: number; body: unknown }) => {
      response.statusCode = 503;
      response.body = 'Service Unavailable';
    });
    const before = await snapshot();
    const { landing } = await signInAtProvider(t);
    await expectRefused(landing, 'oauthProviderUnreachable', before);
  });

  it.each(['https://evil.example/', '//evil.example', '/\\evil.example', 'javascript:alert(1)', 'dashboard'])(
    'refuses to return to %s',
    async (returnTo) => {
      const start = await startAttempt(t, { returnTo });
      expect(start.res.statusCode).toBe(400);
      expect(start.res.json().error.key).toBe('oauthReturnToInvalid');
      expect(start.location).toBeUndefined();
    },
  );
});
