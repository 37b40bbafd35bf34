import Fastify, { type FastifyInstance } from 'fastify';
import type { OAuth2Server } from 'oauth2-mock-server';
import * as client from 'openid-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { actAs, startMockIssuer } from '../oauth.test-helpers';
import { facebookProvider } from './facebook';
import { googleProvider } from './openid';
import type { AttemptChecks, ProviderAdapter } from './provider';
import { xProvider } from './x';

const REDIRECT = 'http://localhost:3000/api/core/auth/oauth/test/callback';
const CLIENT = { clientId: 'client123', clientSecret: 'secret456' };

const attempt = (): AttemptChecks => ({
  redirectUri: REDIRECT,
  state: client.randomState(),
  nonce: client.randomNonce(),
  codeVerifier: client.randomPKCECodeVerifier(),
});

/** The provider's redirect back to us, as it would arrive: its code (or error) and our state. */
const answer = (checks: AttemptChecks, params: Record<string, string>) => {
  const url = new URL(REDIRECT);
  for (const [k, v] of Object.entries({ ...params, state: checks.state })) url.searchParams.set(k, v);
  return url;
};

const failureOf = async (promise: Promise<unknown>) => {
  try {
    await promise;
  } catch (error) {
    return (error as { failure?: string }).failure;
  }
  throw new Error('expected a refusal');
};

describe('Google (OpenID Connect against a local issuer)', () => {
  let issuer: OAuth2Server;
  let google: ProviderAdapter;
  beforeAll(async () => {
    issuer = await startMockIssuer(24310);
    google = googleProvider(CLIENT, issuer.issuer.url as string);
  });
  afterAll(() => issuer.stop());

  it('asks for openid, e-mail and profile with PKCE and a nonce, and reads the verified e-mail', async () => {
    const checks = attempt();
    const challenge = await client.calculatePKCECodeChallenge(checks.codeVerifier);
    const url = await google.authorizationUrl(checks, challenge);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: 'client123',
      scope: 'openid email profile',
      response_type: 'code',
      code_challenge: challenge,
      code_challenge_method: 'S256',
      state: checks.state,
      nonce: checks.nonce,
      redirect_uri: REDIRECT,
    });
    actAs(issuer, { sub: 'g-1', email: 'Ana@Gmail.com', email_verified: true, name: 'Ana', locale: 'vi' });
    const back = new URL((await fetch(url, { redirect: 'manual' })).headers.get('location') as string);
    expect(await google.finish(back, checks)).toEqual({
      subject: 'g-1',
      email: 'ana@gmail.com',
      emailVerified: true,
      name: 'Ana',
      language: 'vi',
    });
  });

  it('does not vouch for an e-mail Google has not verified', async () => {
    const checks = attempt();
    const url = await google.authorizationUrl(
      checks,
      await client.calculatePKCECodeChallenge(checks.codeVerifier),
    );
    actAs(issuer, { sub: 'g-2', email: 'new@gmail.com', email_verified: false });
    const back = new URL((await fetch(url, { redirect: 'manual' })).headers.get('location') as string);
    expect((await google.finish(back, checks)).emailVerified).toBe(false);
  });

  it('refuses a wrong PKCE verifier (the provider says invalid_grant)', async () => {
    const checks = attempt();
    const url = await google.authorizationUrl(
      checks,
      await client.calculatePKCECodeChallenge(checks.codeVerifier),
    );
    const back = new URL((await fetch(url, { redirect: 'manual' })).headers.get('location') as string);
    issuer.service.once('beforeResponse', (response: { statusCode: number; body: unknown }) => {
      response.statusCode = 400;
      response.body = { error: 'invalid_grant' };
    });
    expect(await failureOf(google.finish(back, checks))).toBe('oauthRefused');
  });

  it('tells an unreachable issuer', async () => {
    const down = googleProvider(CLIENT, 'http://127.0.0.1:24311');
    expect(await failureOf(down.authorizationUrl(attempt(), 'x'))).toBe('oauthProviderUnreachable');
  });
});

/** A local server answering as a provider's documented endpoints; each test sets `handlers`. */
function localProvider(port: number) {
  const seen: Array<{ url: string; headers: Record<string, unknown>; body: unknown }> = [];
  const handlers: {
    token: (
      body: Record<string, string>,
      headers: Record<string, unknown>,
    ) => { status: number; body: unknown };
    me: (
      query: Record<string, string>,
      headers: Record<string, unknown>,
    ) => { status: number; body: unknown };
  } = {
    token: () => ({ status: 500, body: {} }),
    me: () => ({ status: 500, body: {} }),
  };
  let app: FastifyInstance;
  return {
    seen,
    handlers,
    base: `http://127.0.0.1:${port}`,
    async start() {
      app = Fastify();
      app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_, body, done) =>
        done(null, Object.fromEntries(new URLSearchParams(body as string))),
      );
      app.post('/token', async (request, reply) => {
        seen.push({ url: request.url, headers: request.headers, body: request.body });
        const r = handlers.token(request.body as Record<string, string>, request.headers);
        return reply.status(r.status).send(r.body);
      });
      app.get('/me', async (request, reply) => {
        seen.push({ url: request.url, headers: request.headers, body: undefined });
        const r = handlers.me(request.query as Record<string, string>, request.headers);
        return reply.status(r.status).send(r.body);
      });
      await app.listen({ port, host: '127.0.0.1' });
    },
    stop: () => app.close(),
  };
}

describe('Facebook (OAuth 2.0 and Graph me) against a local server', () => {
  const fb = localProvider(24312);
  const endpoints = {
    issuer: 'https://www.facebook.com',
    authorization: `${fb.base}/dialog/oauth`,
    token: `${fb.base}/token`,
    me: `${fb.base}/me`,
  };
  const facebook = facebookProvider(CLIENT, endpoints);
  beforeAll(() => fb.start());
  afterAll(() => fb.stop());
  afterEach(() => {
    fb.seen.length = 0;
  });

  it('exchanges the code with PKCE and reads id, name and e-mail', async () => {
    const checks = attempt();
    const url = await facebook.authorizationUrl(checks, 'challenge');
    expect(url.searchParams.get('scope')).toBe('email public_profile');
    expect(url.searchParams.get('nonce')).toBeNull();
    fb.handlers.token = (body) =>
      body.code === 'fb-code' &&
      body.code_verifier === checks.codeVerifier &&
      body.client_secret === 'secret456'
        ? { status: 200, body: { access_token: 'fb-access', token_type: 'bearer', expires_in: 5183944 } }
        : { status: 400, body: { error: { message: 'bad', type: 'OAuthException', code: 100 } } };
    fb.handlers.me = (query, headers) =>
      headers.authorization === 'Bearer fb-access' && query.fields === 'id,name,email'
        ? { status: 200, body: { id: '10224', name: 'Hoa Lê', email: 'hoa@example.com' } }
        : { status: 400, body: { error: { message: 'bad token', type: 'OAuthException', code: 190 } } };
    expect(await facebook.finish(answer(checks, { code: 'fb-code' }), checks)).toEqual({
      subject: '10224',
      email: 'hoa@example.com',
      emailVerified: true,
      name: 'Hoa Lê',
      language: null,
    });
    expect(fb.seen[0]?.body).toMatchObject({
      grant_type: 'authorization_code',
      redirect_uri: REDIRECT,
      client_id: 'client123',
    });
  });

  it('reads an account without an e-mail as unverified', async () => {
    const checks = attempt();
    fb.handlers.token = () => ({
      status: 200,
      body: { access_token: 'fb-access', token_type: 'bearer', expires_in: 60 },
    });
    fb.handlers.me = () => ({ status: 200, body: { id: '10225', name: 'No Mail' } });
    expect(await facebook.finish(answer(checks, { code: 'c' }), checks)).toMatchObject({
      subject: '10225',
      email: null,
      emailVerified: false,
    });
  });

  it('refuses a Graph error, tells a cancellation and an outage', async () => {
    const checks = attempt();
    fb.handlers.token = () => ({
      status: 400,
      body: { error: { message: 'code used', type: 'OAuthException', code: 100 } },
    });
    expect(await failureOf(facebook.finish(answer(checks, { code: 'used' }), checks))).toBe('oauthRefused');
    expect(
      await failureOf(
        facebook.finish(answer(checks, { error: 'access_denied', error_reason: 'user_denied' }), checks),
      ),
    ).toBe('oauthCancelled');
    fb.handlers.token = () => ({ status: 503, body: 'down' });
    expect(await failureOf(facebook.finish(answer(checks, { code: 'c' }), checks))).toBe(
      'oauthProviderUnreachable',
    );
  });

  it('refuses an answer with another state', async () => {
    const checks = attempt();
    const forged = answer(checks, { code: 'c' });
    forged.searchParams.set('state', 'other');
    expect(await failureOf(facebook.finish(forged, checks))).toBe('oauthRefused');
  });
});

describe('X (OAuth 2.0 with PKCE, users/me) against a local server', () => {
  const xs = localProvider(24313);
  const endpoints = {
    issuer: 'https://x.com',
    authorization: `${xs.base}/i/oauth2/authorize`,
    token: `${xs.base}/token`,
    me: `${xs.base}/me`,
  };
  const x = xProvider(CLIENT, endpoints);
  beforeAll(() => xs.start());
  afterAll(() => xs.stop());

  const basic = `Basic ${Buffer.from('client123:secret456').toString('base64')}`;

  it('authenticates with HTTP Basic, sends the verifier and reads a profile without e-mail', async () => {
    const checks = attempt();
    const url = await x.authorizationUrl(checks, 'challenge');
    expect(url.searchParams.get('scope')).toBe('users.read tweet.read users.email');
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    xs.handlers.token = (body, headers) =>
      headers.authorization === basic && body.code_verifier === checks.codeVerifier && body.code === 'x-code'
        ? {
            status: 200,
            body: {
              token_type: 'bearer',
              expires_in: 7200,
              access_token: 'x-access',
              scope: 'users.read tweet.read',
            },
          }
        : {
            status: 400,
            body: {
              error: 'invalid_request',
              error_description: 'Value passed for the authorization code was invalid.',
            },
          };
    xs.handlers.me = (_, headers) =>
      headers.authorization === 'Bearer x-access'
        ? { status: 200, body: { data: { id: '2244994945', name: 'X Dev', username: 'XDevelopers' } } }
        : {
            status: 401,
            body: { title: 'Unauthorized', type: 'about:blank', status: 401, detail: 'Unauthorized' },
          };
    expect(await x.finish(answer(checks, { code: 'x-code' }), checks)).toEqual({
      subject: '2244994945',
      email: null,
      emailVerified: false,
      name: 'X Dev',
      language: null,
    });
  });

  it('reads a confirmed e-mail when X gives one', async () => {
    const checks = attempt();
    xs.handlers.token = () => ({
      status: 200,
      body: { token_type: 'bearer', expires_in: 7200, access_token: 'x-access' },
    });
    xs.handlers.me = (query) => ({
      status: 200,
      body: {
        data: {
          id: '1',
          name: 'Mail',
          username: 'mail',
          ...(query['user.fields'] === 'confirmed_email' ? { confirmed_email: 'Mail@Example.com' } : {}),
        },
      },
    });
    expect(await x.finish(answer(checks, { code: 'c' }), checks)).toMatchObject({
      email: 'mail@example.com',
      emailVerified: true,
    });
  });

  it('refuses a spent code and a refused profile; tells an outage', async () => {
    const checks = attempt();
    xs.handlers.token = () => ({
      status: 400,
      body: { error: 'invalid_request', error_description: 'spent' },
    });
    expect(await failureOf(x.finish(answer(checks, { code: 'spent' }), checks))).toBe('oauthRefused');
    xs.handlers.token = () => ({
      status: 200,
      body: { token_type: 'bearer', expires_in: 7200, access_token: 'x-access' },
    });
    xs.handlers.me = () => ({ status: 401, body: { title: 'Unauthorized', status: 401 } });
    expect(await failureOf(x.finish(answer(checks, { code: 'c' }), checks))).toBe('oauthRefused');
    xs.handlers.me = () => ({ status: 503, body: { title: 'Service Unavailable' } });
    expect(await failureOf(x.finish(answer(checks, { code: 'c' }), checks))).toBe('oauthProviderUnreachable');
    const gone = xProvider(CLIENT, { ...endpoints, token: 'http://127.0.0.1:24314/token' });
    expect(await failureOf(gone.finish(answer(checks, { code: 'c' }), checks))).toBe(
      'oauthProviderUnreachable',
    );
  });
});
