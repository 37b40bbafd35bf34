import { ENDPOINTS, type EndpointAccess } from '@bitdata/contracts';
import Fastify, { type RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppInstance } from '../src/app';
import { MODULE_ROUTES } from '../src/bootstrap/modules';
import { createTestApp, type TestApp } from './harness';

/**
 * The routes registered from endpoint declarations are exactly what the contracts declare: the web
 * app's client derives its calls from the same declarations, so a route that drifted from its
 * declaration (another path, method, access or status) would break a call the type check passed.
 */
interface Registered {
  access?: EndpointAccess;
  statuses: string[];
}

let t: TestApp;
const registered = new Map<string, Registered>();

beforeAll(async () => {
  t = await createTestApp();
  const bare = Fastify();
  bare.setValidatorCompiler(() => () => true);
  bare.setSerializerCompiler(() => (data) => JSON.stringify(data));
  bare.addHook('onRoute', (route: RouteOptions) => {
    const config = route.config as { access?: EndpointAccess } | undefined;
    const statuses = Object.keys((route.schema?.response as object | undefined) ?? {});
    for (const method of [route.method].flat()) {
      registered.set(`${method} ${route.url}`, { access: config?.access, statuses });
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
});
afterAll(() => t?.close());

describe('routes registered from the contracts', () => {
  const declared = Object.entries(ENDPOINTS).flatMap(([family, endpoints]) =>
    Object.entries(endpoints).map(([name, e]) => ({ at: `${family}.${name}`, e })),
  );

  it('exist for every declared endpoint, with its access and success status', () => {
    expect(declared.length).toBeGreaterThan(0);
    for (const { at, e } of declared) {
      const route = registered.get(`${e.method} /api/core${e.path}`);
      expect(route, at).toBeDefined();
      expect(route?.access, at).toEqual(e.access);
      expect(route?.statuses, at).toEqual([String(e.status ?? 200)]);
    }
  });
});
