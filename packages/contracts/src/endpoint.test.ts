import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { endpoint, pathOf } from './endpoint';
import { ENDPOINTS } from './endpoints';

const paramsIn = (path: string) => [...path.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1]).sort();
const keysOf = (schema: z.ZodType | undefined) =>
  schema instanceof z.ZodObject ? Object.keys(schema.shape).sort() : [];

describe('declared endpoints', () => {
  const all = Object.entries(ENDPOINTS).flatMap(([family, endpoints]) =>
    Object.entries(endpoints).map(([name, e]) => ({ at: `${family}.${name}`, e })),
  );

  it('name each path parameter in their params schema, and nothing else', () => {
    for (const { at, e } of all) expect(keysOf(e.params), at).toEqual(paramsIn(e.path));
  });

  it('declare each method and path once', () => {
    const routes = all.map(({ e }) => `${e.method} ${e.path.replace(/:[A-Za-z0-9_]+/g, ':')}`);
    expect(new Set(routes).size).toBe(routes.length);
  });

  it('send no body with a GET or a DELETE, and a query only with a GET', () => {
    for (const { at, e } of all) {
      if (e.method === 'GET' || e.method === 'DELETE') expect(e.body, at).toBeUndefined();
      if (e.method !== 'GET') expect(e.query, at).toBeUndefined();
    }
  });
});

describe('pathOf', () => {
  const item = endpoint({
    method: 'GET',
    path: '/things/:kind/:code',
    params: z.object({ kind: z.string(), code: z.string() }),
    response: z.object({}),
  });

  it('puts each parameter in its place, encoded', () => {
    expect(pathOf(item, { kind: 'news', code: 'a b/c?' })).toBe('/things/news/a%20b%2Fc%3F');
  });

  it('refuses to build a path with a parameter missing', () => {
    expect(() => pathOf(item, { kind: 'news' })).toThrow('missing code');
  });
});
