import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dialectUnderTest, type TestApp } from '../../../../test/harness';
import { findUserByUsername, updateUser } from '../auth.repository';
import { bearer, signupVerified, tokenOf } from '../auth.test-helpers';
import { createTestAuthenticator } from './passkeys.test-authenticator';

const API = '/api/core/auth';
const ORIGIN = 'http://localhost:3000';

let t: TestApp;
beforeAll(async () => {
  // many members sign up and sign in from one address here: the limits are not what this file tests
  t = await createTestApp({ LOGIN_RATE_LIMIT: '1000' });
});
afterAll(async () => {
  await t?.close();
});

const post = (url: string, payload: object, token?: string) =>
  t.app.inject({ method: 'POST', url: `${API}${url}`, payload, headers: token ? bearer(token) : {} });

/** A verified member with a password session, and the authenticator they will make passkeys on. */
async function member(username: string) {
  await signupVerified(t, username);
  return { token: await tokenOf(t, username), authenticator: createTestAuthenticator(ORIGIN) };
}

async function registerPasskey(
  token: string,
  authenticator: ReturnType<typeof createTestAuthenticator>,
  name = 'Laptop',
) {
  const options = await post('/passkeys/register/options', {}, token);
  expect(options.statusCode, options.body).toBe(200);
  const { challengeId, options: creation } = options.json().data;
  const res = await post(
    '/passkeys/register',
    { challengeId, name, credential: authenticator.create(creation) },
    token,
  );
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { id: string; name: string; createdAt: number; lastUsedAt: number | null };
}

async function loginOptions() {
  const res = await post('/passkeys/login/options', {});
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { challengeId: string; options: { challenge: string; rpId: string } };
}

describe(`passkeys (${dialectUnderTest})`, () => {
  it('offers passkeys and no provider yet, to anyone', async () => {
    const res = await t.app.inject({ method: 'GET', url: `${API}/providers` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { providers: [], passkeys: true } });
  });

  it('registers a passkey for the relying party of PUBLIC_URL and lists it', async () => {
    const { token, authenticator } = await member('pk-register@example.com');
    const options = await post('/passkeys/register/options', {}, token);
    const creation = options.json().data.options;
    expect(creation.rp).toEqual({ id: 'localhost', name: 'BITDATA' });
    expect(creation.user.name).toBe('pk-register@example.com');
    expect(creation.authenticatorSelection).toMatchObject({
      residentKey: 'required',
      userVerification: 'required',
    });
    const res = await post(
      '/passkeys/register',
      {
        challengeId: options.json().data.challengeId,
        name: 'Work laptop',
        credential: authenticator.create(creation),
      },
      token,
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({ name: 'Work laptop', lastUsedAt: null });
    const list = await t.app.inject({ method: 'GET', url: `${API}/passkeys`, headers: bearer(token) });
    expect(list.json().data).toEqual([res.json().data]);
    // the second passkey's options exclude the first, so one authenticator is not registered twice
    const again = await post('/passkeys/register/options', {}, token);
    expect(again.json().data.options.excludeCredentials).toEqual([
      expect.objectContaining({ id: authenticator.credentials[0]?.id.toString('base64url') }),
    ]);
  });

  it('signs in with a passkey: 201 with the password login answer, recorded as a passkey session', async () => {
    const { token, authenticator } = await member('pk-login@example.com');
    const passkey = await registerPasskey(token, authenticator);
    const { challengeId, options } = await loginOptions();
    expect(options.rpId).toBe('localhost');
    expect(options).not.toHaveProperty('allowCredentials.0');
    const res = await post('/passkeys/login', { challengeId, credential: authenticator.get(options) });
    expect(res.statusCode, res.body).toBe(201);
    const data = res.json().data;
    expect(Object.keys(data).sort()).toEqual(['accessToken', 'firstSignIn', 'user']);
    expect(data).toMatchObject({
      firstSignIn: false,
      user: { username: 'pk-login@example.com', role: 'member' },
    });
    const me = await t.app.inject({ method: 'GET', url: `${API}/me`, headers: bearer(data.accessToken) });
    expect(me.statusCode).toBe(200);
    const sessions = await t.app.inject({
      method: 'GET',
      url: `${API}/sessions`,
      headers: bearer(data.accessToken),
    });
    expect(
      sessions.json().data.map((s: { method: string; current: boolean }) => [s.method, s.current]),
    ).toEqual(
      expect.arrayContaining([
        ['passkey', true],
        ['password', false],
      ]),
    );
    const list = await t.app.inject({ method: 'GET', url: `${API}/passkeys`, headers: bearer(token) });
    expect(list.json().data[0]).toMatchObject({ id: passkey.id, lastUsedAt: expect.any(Number) });
  });

  it('refuses a challenge answered twice', async () => {
    const { token, authenticator } = await member('pk-replay@example.com');
    await registerPasskey(token, authenticator);
    const { challengeId, options } = await loginOptions();
    const credential = authenticator.get(options);
    expect((await post('/passkeys/login', { challengeId, credential })).statusCode).toBe(201);
    const replay = await post('/passkeys/login', { challengeId, credential });
    expect(replay.statusCode).toBe(400);
    expect(replay.json().error).toMatchObject({ code: 'BAD_REQUEST', key: 'passkeyChallengeExpired' });
    // a fresh signature over a challenge the server never issued is refused the same way
    const invented = await post('/passkeys/login', {
      challengeId: 'invented',
      credential: authenticator.get({ challenge: 'aW52ZW50ZWQ' }),
    });
    expect(invented.json().error.key).toBe('passkeyChallengeExpired');
  });

  it('refuses a registration challenge of another account and one answered twice', async () => {
    const ann = await member('pk-ann@example.com');
    const bob = await member('pk-bob@example.com');
    const options = await post('/passkeys/register/options', {}, ann.token);
    const { challengeId, options: creation } = options.json().data;
    const credential = bob.authenticator.create(creation);
    const stolen = await post('/passkeys/register', { challengeId, name: 'Bob', credential }, bob.token);
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json().error.key).toBe('passkeyChallengeExpired');
  });

  it('refuses an answer signed for another origin', async () => {
    const { token, authenticator } = await member('pk-origin@example.com');
    const options = await post('/passkeys/register/options', {}, token);
    const { challengeId, options: creation } = options.json().data;
    const phished = await post(
      '/passkeys/register',
      {
        challengeId,
        name: 'Phished',
        credential: authenticator.create(creation, { origin: 'https://evil.example' }),
      },
      token,
    );
    expect(phished.statusCode).toBe(400);
    expect(phished.json().error.key).toBe('passkeyRefused');

    await registerPasskey(token, authenticator);
    const login = await loginOptions();
    const res = await post('/passkeys/login', {
      challengeId: login.challengeId,
      credential: authenticator.get(login.options, { origin: 'https://evil.example' }),
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toMatchObject({ code: 'INVALID_CREDENTIALS', key: 'passkeyRefused' });
  });

  it('refuses a removed passkey, and a passkey of another account cannot be removed', async () => {
    const { token, authenticator } = await member('pk-remove@example.com');
    const other = await member('pk-other@example.com');
    const passkey = await registerPasskey(token, authenticator);
    const foreign = await t.app.inject({
      method: 'DELETE',
      url: `${API}/passkeys/${passkey.id}`,
      headers: bearer(other.token),
    });
    expect(foreign.statusCode).toBe(404);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `${API}/passkeys/${passkey.id}`,
      headers: bearer(token),
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: `${API}/passkeys`, headers: bearer(token) })).json().data,
    ).toEqual([]);
    const { challengeId, options } = await loginOptions();
    const res = await post('/passkeys/login', { challengeId, credential: authenticator.get(options) });
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toMatchObject({ code: 'INVALID_CREDENTIALS', key: 'passkeyNotRecognised' });
  });

  it("never removes an account's last way to sign in", async () => {
    const { token, authenticator } = await member('pk-last@example.com');
    const first = await registerPasskey(token, authenticator, 'First');
    const second = await registerPasskey(token, authenticator, 'Second');
    // an account without a password (none can be made today: the rule must hold all the same)
    const user = await findUserByUsername(t.deps.db, 'pk-last@example.com');
    await updateUser(t.deps.db, user?.id as string, { password_hash: '', updated_at: Date.now() });
    const remove = (id: string) =>
      t.app.inject({ method: 'DELETE', url: `${API}/passkeys/${id}`, headers: bearer(token) });
    expect((await remove(first.id)).statusCode).toBe(200);
    const last = await remove(second.id);
    expect(last.statusCode).toBe(409);
    expect(last.json().error).toMatchObject({ code: 'CONFLICT', key: 'lastSignInMethod' });
    const list = await t.app.inject({ method: 'GET', url: `${API}/passkeys`, headers: bearer(token) });
    expect(list.json().data.map((p: { id: string }) => p.id)).toEqual([second.id]);
  });

  it('keeps a blocked account out', async () => {
    const { token, authenticator } = await member('pk-blocked@example.com');
    await registerPasskey(token, authenticator);
    const user = await findUserByUsername(t.deps.db, 'pk-blocked@example.com');
    await updateUser(t.deps.db, user?.id as string, { status: 'blocked', updated_at: Date.now() });
    const { challengeId, options } = await loginOptions();
    const res = await post('/passkeys/login', { challengeId, credential: authenticator.get(options) });
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toMatchObject({ code: 'FORBIDDEN', key: 'accountBlocked' });
  });

  it('refuses a signature counter that went backwards (a cloned authenticator)', async () => {
    const { token, authenticator } = await member('pk-clone@example.com');
    await registerPasskey(token, authenticator);
    const first = await loginOptions();
    expect(
      (
        await post('/passkeys/login', {
          challengeId: first.challengeId,
          credential: authenticator.get(first.options, { counter: 5 }),
        })
      ).statusCode,
    ).toBe(201);
    const second = await loginOptions();
    const res = await post('/passkeys/login', {
      challengeId: second.challengeId,
      credential: authenticator.get(second.options, { counter: 3 }),
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.key).toBe('passkeyRefused');
  });

  it('refuses a challenge past its five minutes', async () => {
    const { token, authenticator } = await member('pk-expired@example.com');
    await registerPasskey(token, authenticator);
    const { challengeId, options } = await loginOptions();
    const realNow = t.deps.clock.now;
    const later = realNow() + 5 * 60_000 + 1;
    t.deps.clock.now = () => later;
    try {
      const res = await post('/passkeys/login', { challengeId, credential: authenticator.get(options) });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.key).toBe('passkeyChallengeExpired');
    } finally {
      t.deps.clock.now = realNow;
    }
  });

  it('asks for a name, and refuses a malformed credential with a structured 400', async () => {
    const { token } = await member('pk-input@example.com');
    const options = await post('/passkeys/register/options', {}, token);
    const res = await post(
      '/passkeys/register',
      { challengeId: options.json().data.challengeId, name: ' ', credential: { id: 'a+b', type: 'x' } },
      token,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION');
    expect(res.json().error.details).toEqual(
      expect.arrayContaining([expect.objectContaining({ path: 'name', key: 'passkeyNameRequired' })]),
    );
  });

  it('lets only members manage passkeys', async () => {
    expect((await post('/passkeys/register/options', {})).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: `${API}/passkeys` })).statusCode).toBe(401);
  });
});
