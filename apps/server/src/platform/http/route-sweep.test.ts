import Fastify, { type RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import type { AppInstance } from '../../app';
import { MODULE_ROUTES } from '../../modules';
import { ensureFirstAdministrator } from '../../modules/auth/auth.service';
import { bearer, tokenOf } from '../../modules/auth/auth.test-helpers';

/**
 * Every API route, anonymous and as the administrator, with broken input: bad JSON, a foreign media
 * type, junk and prototype keys in the query, path parameters that do not decode or run past 100
 * characters. Not one answer may be a 5xx, and every error must be `{ error: { code, message, key } }`.
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

const withParams = (url: string, value: string) => url.replace(/:[A-Za-z]+/g, value);

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
  ];
  if (route.url.includes(':')) {
    out.push({ label: 'undecodable param', method: route.method, url: withParams(route.url, '%E0%A4%A') });
    out.push({ label: 'param over 100', method: route.method, url: withParams(route.url, 'A'.repeat(101)) });
    out.push({ label: 'dots param', method: route.method, url: withParams(route.url, '..%2F..%2Fetc') });
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

describe('every API route with broken input', () => {
  let t: TestApp;
  let routes: Route[];
  let admin: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp({ LOGIN_RATE_LIMIT: '1000' });
    routes = await moduleRoutes(t);
    await ensureFirstAdministrator(t.deps);
    admin = bearer(await tokenOf(t, 'admin@example.com', 'admin-password-123'));
  });
  afterAll(() => t.close());

  it('finds the routes to sweep', () => {
    expect(routes.length).toBeGreaterThan(15);
  });

  it('answers no 5xx and every error in our format, anonymous and as the administrator', async () => {
    const outside: string[] = [];
    let answers = 0;
    for (const route of routes) {
      for (const v of variants(route)) {
        for (const auth of [{}, admin]) {
          const res = await t.app.inject({
            method: v.method as 'GET',
            url: v.url,
            headers: { ...v.headers, ...auth },
            payload: v.payload,
          });
          answers++;
          const who = 'authorization' in auth ? 'admin' : 'anonymous';
          const where = `${v.method} ${route.url} (${v.label}, ${who}) -> ${res.statusCode}`;
          if (res.statusCode >= 500) outside.push(`${where}: ${res.body.slice(0, 200)}`);
          else if (res.statusCode >= 400) {
            const error = (() => {
              try {
                return (res.json() as { error?: Record<string, unknown> }).error;
              } catch {
                return undefined;
              }
            })();
            const ours =
              typeof error?.code === 'string' &&
              typeof error.message === 'string' &&
              typeof error.key === 'string';
            if (!ours) outside.push(`${where}: ${res.body.slice(0, 200)}`);
          }
        }
      }
    }
    expect(answers).toBeGreaterThan(200);
    expect(outside).toEqual([]);
  });
});
