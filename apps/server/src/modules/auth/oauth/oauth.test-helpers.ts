import { OAuth2Server } from 'oauth2-mock-server';
import { freePort } from '../../../../test/free-port';
import { createTestApp, type TestApp } from '../../../../test/harness';

/** A local OpenID Connect provider (oauth2-mock-server): discovery, keys, authorize, token, userinfo. */
export async function startMockIssuer(port: number): Promise<OAuth2Server> {
  const server = new OAuth2Server();
  await server.issuer.keys.generate('RS256');
  await server.start(port, '127.0.0.1');
  // the mock names itself localhost; discovery requires the issuer it announces to be the one asked
  server.issuer.url = `http://127.0.0.1:${port}`;
  return server;
}

/** Who the mock provider says signs in; `idToken` changes the ID token's claims after ours are set. */
/**
 * An app whose OpenID Connect provider is a mock issuer, on a port the system picks so that two runs
 * of the suite never meet on one.
 */
export async function startOidcTestApp(): Promise<{
  t: TestApp;
  issuer: OAuth2Server;
  issuerUrl: string;
  close(): Promise<void>;
}> {
  const port = await freePort();
  const issuer = await startMockIssuer(port);
  const issuerUrl = `http://127.0.0.1:${port}`;
  const t = await createTestApp({
    LOGIN_RATE_LIMIT: '1000',
    AUTH_OIDC_ISSUER: issuerUrl,
    // letters only: the mock provider does not decode the client id of HTTP Basic (RFC 6749 form-encodes it)
    AUTH_OIDC_CLIENT_ID: 'bitdatatest',
    AUTH_OIDC_CLIENT_SECRET: 'test-secret',
    AUTH_OIDC_NAME: 'Test ID',
  });
  return {
    t,
    issuer,
    issuerUrl,
    async close() {
      await t.close();
      await issuer.stop();
    },
  };
}

export interface MockPerson {
  sub: string;
  email?: string;
  email_verified?: boolean;
  name?: string;
  locale?: string;
}

/** Every token and user info the mock answers from now on names `person`; `tweak` may break the ID token's claims. */
export function actAs(
  server: OAuth2Server,
  person: MockPerson,
  tweak?: (payload: Record<string, unknown>) => void,
): void {
  server.service.removeAllListeners('beforeTokenSigning');
  server.service.on('beforeTokenSigning', (token: { payload: Record<string, unknown> }) => {
    Object.assign(token.payload, person);
    // the ID token is the one with our client as audience
    if (token.payload.aud !== undefined) tweak?.(token.payload);
  });
  server.service.removeAllListeners('beforeUserinfo');
  server.service.on('beforeUserinfo', (response: { body: unknown }) => {
    response.body = person;
  });
}

export const API = '/api/core/auth';

/** The browser's cookie of a start's answer. */
const cookieOf = (setCookie: string | string[] | undefined): string | undefined => {
  const first = Array.isArray(setCookie) ? setCookie[0] : setCookie;
  return first?.split(';')[0];
};

export async function startAttempt(
  t: TestApp,
  options: { provider?: string; returnTo?: string; cookie?: string; ticket?: string } = {},
) {
  const query = new URLSearchParams();
  if (options.returnTo !== undefined) query.set('returnTo', options.returnTo);
  if (options.ticket !== undefined) query.set('ticket', options.ticket);
  const res = await t.app.inject({
    method: 'GET',
    url: `${API}/oauth/${options.provider ?? 'oidc'}/start?${query}`,
    headers: options.cookie ? { cookie: options.cookie } : {},
  });
  return {
    res,
    location: res.headers.location as string | undefined,
    cookie: cookieOf(res.headers['set-cookie']) ?? options.cookie,
  };
}

/** Follows the provider's authorization address (the mock answers at once): our callback's URL. */
export async function atProvider(location: string): Promise<URL> {
  const res = await fetch(location, { redirect: 'manual' });
  const next = res.headers.get('location');
  if (!next) throw new Error(`the provider answered ${res.status}`);
  return new URL(next);
}

/** Our callback, as the browser reaches it: where it sends the browser on. */
export async function atCallback(t: TestApp, callback: URL, cookie: string | undefined): Promise<URL> {
  const res = await t.app.inject({
    method: 'GET',
    url: `${callback.pathname}${callback.search}`,
    headers: cookie ? { cookie } : {},
  });
  if (res.statusCode !== 302) throw new Error(`callback answered ${res.statusCode}: ${res.body}`);
  return new URL(res.headers.location as string);
}

export async function exchange(t: TestApp, code: string, cookie: string | undefined) {
  return t.app.inject({
    method: 'POST',
    url: `${API}/oauth/exchange`,
    payload: { code },
    headers: cookie ? { cookie } : {},
  });
}

/** A whole sign-in up to the web app's page: where the browser lands, and its cookie. */
export async function signInAtProvider(t: TestApp, options: { provider?: string; returnTo?: string } = {}) {
  const start = await startAttempt(t, { returnTo: '/dashboard', ...options });
  if (!start.location) throw new Error(`start answered ${start.res.statusCode}: ${start.res.body}`);
  const callback = await atProvider(start.location);
  return { landing: await atCallback(t, callback, start.cookie), cookie: start.cookie, callback };
}
