import { createTransportClient } from '@bitdata/transport';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { DEFAULT_CACHE_RULES, seedCacheConfiguration } from './configuration.seed';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const DOCUMENT = 'cache%20configuration';
const get = (query: string) => t.app.inject({ method: 'GET', url: `/api/core/configuration?${query}` });
const rules = () => t.deps.db.selectFrom('cache_configurations').selectAll().orderBy('url').execute();

describe('GET /configuration (cache configuration)', () => {
  it('answers the seeded rules in the list envelope without a login', async () => {
    const res = await get(`active=true&document=${DOCUMENT}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ total: DEFAULT_CACHE_RULES.length, page: 1, pageSize: 100 });
    expect(body.data.map((r: { url: string }) => r.url)).toEqual(
      DEFAULT_CACHE_RULES.map((r) => r.url).sort(),
    );
    expect(body.data).toContainEqual({
      id: expect.any(String),
      url: '/market-reference',
      timeCache: 86_400_000,
      active: true,
      description: expect.any(String),
    });
    expect(body.data.find((r: { url: string }) => r.url === '/markets').timeCache).toBe(0);
  });

  it('defaults active to true', async () => {
    const res = await get(`document=${DOCUMENT}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().total).toBe(DEFAULT_CACHE_RULES.length);
  });

  it('answers a structured 400 for another document, a missing one or a bad active flag', async () => {
    for (const query of [
      'active=true&document=users',
      'active=true',
      `active=maybe&document=${DOCUMENT}`,
      `active=true&document=${DOCUMENT}&pageSize=0`,
    ]) {
      const res = await get(query);
      expect(res.statusCode, query).toBe(400);
      const body = res.json();
      expect(body.error).toMatchObject({ code: 'VALIDATION', key: 'badRequest' });
      expect(Array.isArray(body.error.details)).toBe(true);
      expect(JSON.stringify(body)).not.toMatch(/at .+\.ts:\d+/);
    }
    const wrong = (await get('active=true&document=users')).json();
    expect(wrong.error.details).toContainEqual(
      expect.objectContaining({ path: 'document', key: 'invalidValue' }),
    );
  });

  it('filters out switched-off rules with active=true and lists them with active=false', async () => {
    await t.deps.db
      .updateTable('cache_configurations')
      .set({ active: 0 })
      .where('url', '=', '/admin')
      .execute();
    try {
      const active = (await get(`active=true&document=${DOCUMENT}`)).json();
      expect(active.data.map((r: { url: string }) => r.url)).not.toContain('/admin');
      expect(active.total).toBe(DEFAULT_CACHE_RULES.length - 1);
      const inactive = (await get(`active=false&document=${DOCUMENT}`)).json();
      expect(inactive.data).toEqual([expect.objectContaining({ url: '/admin', active: false })]);
      expect(inactive.total).toBe(1);
    } finally {
      await t.deps.db
        .updateTable('cache_configurations')
        .set({ active: 1 })
        .where('url', '=', '/admin')
        .execute();
    }
  });

  it('pages the rules', async () => {
    const res = await get(`document=${DOCUMENT}&page=2&pageSize=1`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ total: DEFAULT_CACHE_RULES.length, page: 2, pageSize: 1 });
    expect(body.data).toHaveLength(1);
    expect(body.data[0].url).toBe([...DEFAULT_CACHE_RULES.map((r) => r.url)].sort()[1]);
  });
});

describe('seedCacheConfiguration', () => {
  it('is idempotent and never overwrites a rule an operator changed', async () => {
    await t.deps.db
      .updateTable('cache_configurations')
      .set({ time_cache_ms: 60_000, description: 'operator choice', updated_at: 42 })
      .where('url', '=', '/markets')
      .execute();
    const before = await rules();

    await seedCacheConfiguration(t.deps.db);
    await seedCacheConfiguration(t.deps.db);

    const after = await rules();
    expect(after).toEqual(before);
    expect(after).toHaveLength(DEFAULT_CACHE_RULES.length);
    expect(after.find((r) => r.url === '/markets')).toMatchObject({
      time_cache_ms: 60_000,
      description: 'operator choice',
    });
  });

  it('puts back a default that is missing, leaving the others alone', async () => {
    await t.deps.db.deleteFrom('cache_configurations').where('url', '=', '/auth').execute();
    await seedCacheConfiguration(t.deps.db, 1_000);
    const after = await rules();
    expect(after).toHaveLength(DEFAULT_CACHE_RULES.length);
    expect(after.find((r) => r.url === '/auth')).toMatchObject({
      time_cache_ms: 0,
      active: 1,
      created_at: 1_000,
    });
    expect(after.find((r) => r.url === '/markets')?.time_cache_ms).toBe(60_000);
  });
});

describe('GET /configuration through the encrypted, zipped transport (the web app defaults)', () => {
  it('answers the active rules to the query the web sends', async () => {
    const encrypted = await createTestApp({ API_ENCRYPT: 'true', API_ZIP: 'true' });
    try {
      const client = createTransportClient({
        baseUrl: await encrypted.listen(),
        settings: { encrypt: true, zip: true, verifyKey: 'verify', verifyValue: 'bitdata' },
        getAccessToken: () => null,
      });
      const res = await client.request<{ data: Array<{ url: string }>; total: number }>(
        'GET',
        '/configuration',
        {
          query: { active: true, document: 'cache configuration' },
        },
      );
      expect(res.status).toBe(200);
      expect(res.body.total).toBe(DEFAULT_CACHE_RULES.length);
      expect(res.body.data.map((r) => r.url)).toContain('/market-reference');
    } finally {
      await encrypted.close();
    }
  });
});
