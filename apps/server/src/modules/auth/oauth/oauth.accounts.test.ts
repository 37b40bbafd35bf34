import type { OAuth2Server } from 'oauth2-mock-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialectUnderTest, type TestApp } from '../../../../test/harness';
import { findUserByUsername, updateUser } from '../auth.repository';
import {
  bearer,
  linksFromOutbox,
  parseVerifyLink,
  signupVerified,
  tokenOf,
  VERIFY_LINK,
} from '../auth.test-helpers';
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
let close = async () => {};

beforeAll(async () => {
  ({ t, issuer, close } = await startOidcTestApp());
});
afterAll(() => close());

const sessionsOf = async (userId: string) =>
  t.deps.db.selectFrom('sessions').select(['method']).where('user_id', '=', userId).execute();

/** Signs in with the provider as `person` up to a session; the login answer. */
async function providerSession(person: Parameters<typeof actAs>[1]) {
  actAs(issuer, person);
  const { landing, cookie } = await signInAtProvider(t);
  expect(landing.pathname, landing.href).toBe('/auth/callback');
  const res = await exchange(t, landing.searchParams.get('code') as string, cookie);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { accessToken: string; user: { id: string; username: string } };
}

const get = (url: string, token: string) =>
  t.app.inject({ method: 'GET', url: `${API}${url}`, headers: bearer(token) });
const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: `${API}${url}`, payload, headers });

/** What the sessions list (GET /auth/sessions) says a session did to the account's sign-in methods. */
const eventsOf = async (token: string) =>
  (
    (await get('/sessions', token)).json().data as {
      current: boolean;
      events: { kind: string; method: string }[];
    }[]
  )
    .find((s) => s.current)
    ?.events.map((e) => `${e.kind} ${e.method}`);

describe(`accounts of provider sign-ins (${dialectUnderTest})`, () => {
  it('never enters an existing password account silently, and links once the owner signs in', async () => {
    await signupVerified(t, 'owner@example.com');
    const owner = await findUserByUsername(t.deps.db, 'owner@example.com');
    actAs(issuer, { sub: 'owner-at-provider', email: 'owner@example.com', email_verified: true });
    const { landing, cookie } = await signInAtProvider(t);
    expect(landing.pathname).toBe('/core/auth/login');
    expect(landing.searchParams.get('error')).toBe('oauthEmailTaken');
    const linkCode = landing.searchParams.get('link') as string;
    expect(linkCode).toBeTruthy();
    expect(await sessionsOf(owner?.id as string)).toEqual([]);

    // another member cannot take the link, nor can the owner from another browser
    await signupVerified(t, 'stranger@example.com');
    const stranger = await tokenOf(t, 'stranger@example.com');
    const wrong = await post(
      '/identities/link',
      { linkCode },
      { ...bearer(stranger), cookie: cookie as string },
    );
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().error.key).toBe('oauthLinkWrongAccount');
    const token = await tokenOf(t, 'owner@example.com');
    const elsewhere = await post('/identities/link', { linkCode }, bearer(token));
    expect(elsewhere.statusCode).toBe(400);
    expect(
      (await t.app.inject({ method: 'POST', url: `${API}/identities/link`, payload: { linkCode } }))
        .statusCode,
    ).toBe(401);

    const linked = await post(
      '/identities/link',
      { linkCode },
      { ...bearer(token), cookie: cookie as string },
    );
    expect(linked.statusCode, linked.body).toBe(201);
    expect(linked.json().data).toMatchObject({ provider: 'oidc', email: 'owner@example.com' });
    expect(await eventsOf(token)).toEqual(['link oidc']);
    const again = await post(
      '/identities/link',
      { linkCode },
      { ...bearer(token), cookie: cookie as string },
    );
    expect(again.statusCode).toBe(400);

    const session = await providerSession({
      sub: 'owner-at-provider',
      email: 'owner@example.com',
      email_verified: true,
    });
    expect(session.user.id).toBe(owner?.id);
    expect((await sessionsOf(owner?.id as string)).map((s) => s.method).sort()).toEqual(['oidc', 'password']);
  });

  it('links by an e-mailed link instead of the password', async () => {
    await signupVerified(t, 'mailed@example.com');
    actAs(issuer, { sub: 'mailed-at-provider', email: 'mailed@example.com', email_verified: true });
    const { landing, cookie } = await signInAtProvider(t);
    const linkCode = landing.searchParams.get('link') as string;
    const asked = await post('/oauth/link-mail', { linkCode }, { cookie: cookie as string });
    expect(asked.statusCode).toBe(200);
    expect(asked.json().data.key).toBe('oauthLinkMailSent');
    const links = await linksFromOutbox(t, /http:\/\/localhost:3000\/auth\/link\?token=[A-Za-z0-9_-]+/);
    expect(links).toHaveLength(1);
    const token = new URL(links[0] as string).searchParams.get('token') as string;
    const confirmed = await post('/oauth/link-confirm', { token });
    expect(confirmed.statusCode, confirmed.body).toBe(201);
    expect(confirmed.json().data.user.username).toBe('mailed@example.com');
    expect(await eventsOf(confirmed.json().data.accessToken)).toEqual(['link oidc']);
    expect((await post('/oauth/link-confirm', { token })).statusCode).toBe(400);
    // a guessed or foreign link code mails nothing, and says the same
    const guessed = await post('/oauth/link-mail', { linkCode: 'guessed' }, { cookie: cookie as string });
    expect(guessed.json().data.key).toBe('oauthLinkMailSent');
    expect(
      await linksFromOutbox(t, /http:\/\/localhost:3000\/auth\/link\?token=[A-Za-z0-9_-]+/),
    ).toHaveLength(1);
  });

  it('asks for an e-mail when the provider vouches for none, verified as at signup', async () => {
    actAs(issuer, { sub: 'no-mail', name: 'Minh' });
    const { landing, cookie } = await signInAtProvider(t);
    expect(landing.searchParams.get('error')).toBe('oauthEmailRequired');
    const code = landing.searchParams.get('complete') as string;
    const done = await post(
      '/oauth/complete',
      { code, email: 'Given@Example.com' },
      { cookie: cookie as string },
    );
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().data.key).toBe('oauthVerificationSent');
    expect(
      (await post('/oauth/complete', { code, email: 'other@example.com' }, { cookie: cookie as string }))
        .statusCode,
    ).toBe(400);

    // not verified yet: the provider cannot sign in
    actAs(issuer, { sub: 'no-mail', name: 'Minh' });
    const early = await signInAtProvider(t);
    expect(early.landing.searchParams.get('error')).toBe('accountNotVerified');

    const link = (await linksFromOutbox(t, VERIFY_LINK))
      .map(parseVerifyLink)
      .find((l) => l.username === 'given@example.com');
    expect(link).toBeDefined();
    expect((await post('/verify', link as object)).statusCode).toBe(200);
    const session = await providerSession({ sub: 'no-mail', name: 'Minh' });
    expect(session.user).toMatchObject({ username: 'given@example.com', name: 'Minh' });
  });

  it('treats an unverified e-mail like none, and a given e-mail of an account as taken', async () => {
    await signupVerified(t, 'claimed@example.com');
    actAs(issuer, { sub: 'unverified-mail', email: 'claimed@example.com', email_verified: false });
    const { landing, cookie } = await signInAtProvider(t);
    expect(landing.searchParams.get('error')).toBe('oauthEmailRequired');
    const res = await post(
      '/oauth/complete',
      { code: landing.searchParams.get('complete') as string, email: 'claimed@example.com' },
      { cookie: cookie as string },
    );
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatchObject({ key: 'oauthEmailTaken', details: { link: expect.any(String) } });
    const claimed = await findUserByUsername(t.deps.db, 'claimed@example.com');
    expect(await sessionsOf(claimed?.id as string)).toEqual([]);
  });

  it('keeps blocked members out', async () => {
    const { user } = await providerSession({
      sub: 'to-block',
      email: 'to-block@example.com',
      email_verified: true,
    });
    actAs(issuer, { sub: 'to-block', email: 'to-block@example.com', email_verified: true });
    const pending = await signInAtProvider(t);
    await updateUser(t.deps.db, user.id, { status: 'blocked' });
    const late = await exchange(t, pending.landing.searchParams.get('code') as string, pending.cookie);
    expect(late.statusCode).toBe(403);
    expect(late.json().error.key).toBe('accountBlocked');
    const { landing } = await signInAtProvider(t);
    expect(landing.searchParams.get('error')).toBe('accountBlocked');
  });

  it('lists and removes sign-in methods, never the last one', async () => {
    const { accessToken } = await providerSession({
      sub: 'only-provider',
      email: 'only@example.com',
      email_verified: true,
    });
    const list = await get('/identities', accessToken);
    expect(list.json().data.hasPassword).toBe(false);
    const [identity] = list.json().data.identities;
    const refused = await t.app.inject({
      method: 'DELETE',
      url: `${API}/identities/${identity.id}`,
      headers: bearer(accessToken),
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.key).toBe('lastSignInMethod');
    const missing = await t.app.inject({
      method: 'DELETE',
      url: `${API}/identities/nope`,
      headers: bearer(accessToken),
    });
    expect(missing.statusCode).toBe(404);
  });

  it('links a provider from the account page, and unlinks it while a password remains', async () => {
    await signupVerified(t, 'account-page@example.com');
    const token = await tokenOf(t, 'account-page@example.com');
    const started = await t.app.inject({
      method: 'POST',
      url: `${API}/oauth/oidc/link`,
      payload: { returnTo: '/account' },
      headers: bearer(token),
    });
    expect(started.statusCode, started.body).toBe(200);
    const url = new URL(started.json().data.url, 'http://x');
    const cookie = (started.headers['set-cookie'] as string).split(';')[0];
    actAs(issuer, { sub: 'account-page-provider', email: 'someone-else@example.com', email_verified: true });
    const start = await startAttempt(t, {
      returnTo: url.searchParams.get('returnTo') as string,
      ticket: url.searchParams.get('ticket') as string,
      cookie,
    });
    const landing = await atCallback(t, await atProvider(start.location as string), start.cookie);
    expect(landing.pathname).toBe('/auth/callback');
    expect(landing.searchParams.get('linked')).toBe('oidc');
    expect(landing.searchParams.get('returnTo')).toBe('/account');
    const list = await get('/identities', token);
    expect(list.json().data).toMatchObject({ hasPassword: true, identities: [{ provider: 'oidc' }] });
    // the ticket went with the start
    const reused = await startAttempt(t, { ticket: url.searchParams.get('ticket') as string, cookie });
    expect(reused.res.statusCode).toBe(400);

    const id = list.json().data.identities[0].id;
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `${API}/identities/${id}`,
      headers: bearer(token),
    });
    expect(removed.statusCode).toBe(200);
    expect((await get('/identities', token)).json().data.identities).toEqual([]);
    expect(await eventsOf(token)).toEqual(['link oidc', 'unlink oidc']);
  });
});
