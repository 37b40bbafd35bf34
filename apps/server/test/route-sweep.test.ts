import { PERMISSION_LEVEL, RESOURCE } from '@bitdata/contracts';
import Fastify, { type RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppInstance } from '../src/app';
import { MODULE_ROUTES } from '../src/bootstrap/modules';
import { ensureFirstAdministrator } from '../src/modules/auth/auth.service';
import { bearer, tokenOf } from '../src/modules/auth/auth.test-helpers';
import { setGrants } from '../src/modules/backoffice/records/records.test-helpers';
import { createTestApp, dialectUnderTest, type TestApp } from './harness';

/**
 * Every API route, anonymous and as the administrator, with broken input: bad JSON, a foreign media
 * type, junk and prototype keys in the query, path parameters that do not decode or run past 100
 * characters, NUL or a lone surrogate (which PostgreSQL refuses in any text); and record values
 * holding those characters at any depth. Not one answer may be a 5xx, and every error must be
 * `{ error: { code, message, key } }`.
 */
interface Route {
  method: string;
  url: string;
}

/** The routes the modules register, read by registering them on a bare instance. */
async function moduleRoutes(t: TestApp): Promise<Route[]> {
  const bare = Fastify();
  bare.setValidatorCompiler(() => () => true);
  bare.setSerializerCompiler(() => (data) => JSON.stringify(data));
  const routes: Route[] = [];
  bare.addHook('onRoute', (route: RouteOptions) => {
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') routes.push({ method, url: route.url });
    }
  });
  await bare.register(
    async (api) => {
      for (const register of MODULE_ROUTES) await register(api as unknown as AppInstance, t.deps);
    },
    { prefix: '/api/core' },
  );
  await bare.ready();
  await bare.close();
  // The websocket route has its own raw-socket cases (malformed-requests.test.ts).
  return routes.filter((r) => !r.url.endsWith('/ws'));
}

const fillParams = (url: string, valueFor: (name: string) => string) =>
  url.replace(/:([A-Za-z]+)/g, (_, name: string) => valueFor(name));
const withParams = (url: string, value: string) => fillParams(url, () => value);
const paramNames = (url: string) => [...url.matchAll(/:([A-Za-z]+)/g)].map((m) => m[1] as string);

/** Values that get a request past its first lookup, so a broken parameter beside it is reached. */
const EXISTING: Record<string, string> = { documentCode: 'sweep', code: 'sweep' };

/** Broken variants of one route, as inject() options. */
function variants(route: Route) {
  const hasBody = !['GET', 'DELETE'].includes(route.method);
  const url = withParams(route.url, 'x');
  const out: Array<{
    label: string;
    method: string;
    url: string;
    headers?: Record<string, string>;
    payload?: string;
  }> = [
    {
      label: 'junk query',
      method: route.method,
      url: `${url}?page=-1&pageSize=abc&__proto__[a]=1&constructor[prototype][b]=2&q=%ZZ`,
    },
    {
      label: 'array query',
      method: route.method,
      url: `${url}?exchange=1&exchange=2&interval[]=1h&limit=1e309`,
    },
    {
      label: 'NUL query',
      method: route.method,
      url: `${url}?search=a%00&record=a%00&user=a%00&rule=a%00&document=a%00&query=a%00`,
    },
  ];
  if (route.url.includes(':')) {
    out.push({ label: 'undecodable param', method: route.method, url: withParams(route.url, '%E0%A4%A') });
    out.push({ label: 'param over 100', method: route.method, url: withParams(route.url, 'A'.repeat(101)) });
    out.push({ label: 'dots param', method: route.method, url: withParams(route.url, '..%2F..%2Fetc') });
    // PostgreSQL can store neither NUL nor a lone surrogate: both are refused before a query is built
    out.push({ label: 'NUL params', method: route.method, url: withParams(route.url, 'a%00b') });
    out.push({
      label: 'lone surrogate params',
      method: route.method,
      url: withParams(route.url, 'a%ED%A0%80'),
    });
    for (const name of paramNames(route.url)) {
      for (const [label, bad] of [
        ['NUL', '%00'],
        ['lone surrogate', '%ED%B0%80'],
      ]) {
        const target = fillParams(route.url, (n) => (n === name ? bad : (EXISTING[n] ?? 'x')));
        out.push({ label: `${label} in ${name}`, method: route.method, url: target });
      }
    }
  }
  if (hasBody) {
    const json = { 'content-type': 'application/json' };
    out.push({ label: 'bad JSON', method: route.method, url, headers: json, payload: '{"a":' });
    out.push({ label: 'JSON array', method: route.method, url, headers: json, payload: '[1,2,3]' });
    out.push({ label: 'JSON null', method: route.method, url, headers: json, payload: 'null' });
    out.push({
      label: 'proto JSON',
      method: route.method,
      url,
      headers: json,
      payload: '{"__proto__":{"x":1}}',
    });
    out.push({
      label: 'deep JSON',
      method: route.method,
      url,
      headers: json,
      payload: `${'['.repeat(5000)}${']'.repeat(5000)}`,
    });
    out.push({
      label: 'text body',
      method: route.method,
      url,
      headers: { 'content-type': 'text/plain' },
      payload: 'hi',
    });
  }
  return out;
}

/** A 5xx, or an error answer outside `{ error: { code, message, key } }`. */
function outsideFormat(res: { statusCode: number; body: string; json(): unknown }): boolean {
  if (res.statusCode >= 500) return true;
  if (res.statusCode < 400) return false;
  const error = (() => {
    try {
      return (res.json() as { error?: Record<string, unknown> }).error;
    } catch {
      return undefined;
    }
  })();
  return !(
    typeof error?.code === 'string' &&
    typeof error.message === 'string' &&
    typeof error.key === 'string'
  );
}

/** A document with a text, a list and an object field, to write broken record values into. */
const SWEEP_DOCUMENT = {
  code: 'sweep',
  name: { en: 'Sweep', vi: 'Sweep' },
  collection: 'business',
  fields: [
    { code: 'title', label: { en: 'Title', vi: 'Title' }, type: 'string' },
    { code: 'tags', label: { en: 'Tags', vi: 'Tags' }, type: 'array' },
    { code: 'extra', label: { en: 'Extra', vi: 'Extra' }, type: 'object' },
  ],
};

/** Record values PostgreSQL cannot store: NUL or a lone surrogate anywhere, as text, key or item. */
const UNSTORABLE = ['a\u0000b', 'a\ud800b', '\udc00'];
const unstorableData = UNSTORABLE.flatMap((bad) => [
  { title: bad },
  { tags: ['ok', bad] },
  { tags: [['deeper', bad]] },
  { extra: { note: bad } },
  { extra: { [bad]: 'key' } },
  { extra: { list: [{ note: bad }] } },
]);

describe(`every API route with broken input (${dialectUnderTest})`, () => {
  let t: TestApp;
  let routes: Route[];
  let admin: Record<string, string>;
  const signIn = async () => {
    admin = bearer(await tokenOf(t, 'admin@example.com', 'admin-password-123'));
  };
  beforeAll(async () => {
    t = await createTestApp({ LOGIN_RATE_LIMIT: '1000' });
    routes = await moduleRoutes(t);
    await ensureFirstAdministrator(t.deps);
    await setGrants(t, 'administrator', RESOURCE.document, Object.values(PERMISSION_LEVEL));
    await signIn();
    const doc = await t.app.inject({
      method: 'POST',
      url: '/api/core/documents',
      headers: admin,
      payload: SWEEP_DOCUMENT,
    });
    expect(doc.statusCode, doc.body).toBe(201);
  });
  afterAll(() => t.close());

  it('finds the routes to sweep', () => {
    expect(routes.length).toBeGreaterThan(15);
  });

  it('answers no 5xx and every error in our format, anonymous and as the administrator', async () => {
    const outside: string[] = [];
    let answers = 0;
    let signedIn = 0;
    for (const route of routes) {
      for (const v of variants(route)) {
        for (const who of ['anonymous', 'admin'] as const) {
          const send = () =>
            t.app.inject({
              method: v.method as 'GET',
              url: v.url,
              headers: { ...v.headers, ...(who === 'admin' ? admin : {}) },
              payload: v.payload,
            });
          let res = await send();
          // a logout among the routes ends the administrator's session: sign in again and resend
          if (who === 'admin' && res.statusCode === 401) {
            await signIn();
            res = await send();
          }
          answers++;
          if (who === 'admin' && res.statusCode !== 401) signedIn++;
          if (outsideFormat(res))
            outside.push(
              `${v.method} ${route.url} (${v.label}, ${who}) -> ${res.statusCode}: ${res.body.slice(0, 200)}`,
            );
        }
      }
    }
    expect(answers).toBeGreaterThan(200);
    // the administrator's half reached the routes themselves, not only the sign-in check
    expect(signedIn).toBeGreaterThan(answers / 2 - 20);
    expect(outside).toEqual([]);
  });

  it('refuses record values holding NUL or a lone surrogate as a field issue, on create and update', async () => {
    await signIn();
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/core/data/sweep',
      headers: admin,
      payload: { data: { title: 'kept' } },
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().data.id as string;
    const answers: string[] = [];
    for (const data of unstorableData) {
      for (const [method, url] of [
        ['POST', '/api/core/data/sweep'],
        ['PUT', `/api/core/data/sweep/${id}`],
      ] as const) {
        const res = await t.app.inject({ method, url, headers: admin, payload: { data } });
        const paths = (res.json().error?.details ?? []).map((d: { path: string }) => d.path);
        answers.push(`${method} ${JSON.stringify(data)} -> ${res.statusCode} ${paths.join(',')}`);
      }
    }
    const expected = unstorableData.flatMap((data) =>
      ['POST', 'PUT'].map(
        (method) => `${method} ${JSON.stringify(data)} -> 400 data.${Object.keys(data)[0]}`,
      ),
    );
    expect(answers).toEqual(expected);
  });
});
