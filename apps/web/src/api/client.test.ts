import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeTransport } from '../test/render';
import { cacheKey, storeCacheConfiguration, writeCache } from './cache';
import { ApiClient } from './client';
import { ApiError } from './errors';
import { CACHE_TIME, HOUR_MS } from './storage';

describe('ApiClient', () => {
  beforeEach(() => window.localStorage.clear());

  it('serves a cacheable GET from local storage the second time', async () => {
    const { transport, calls } = fakeTransport(() => ({ status: 200, body: { data: [{ id: 1 }] } }));
    const client = new ApiClient(transport);
    const first = await client.get('/news', { query: { page: 1 } });
    const second = await client.get('/news', { query: { page: 1 } });
    expect(first.data).toEqual([{ id: 1 }]);
    expect(second.fromCache).toBe(true);
    expect(calls).toHaveLength(1);
  });

  it('asks the server again when the answer was not cacheable or caching is off', async () => {
    const { transport, calls } = fakeTransport(() => ({ status: 200, body: { data: [] } }));
    const client = new ApiClient(transport);
    await client.get('/news');
    await client.get('/news');
    await client.get('/auth/me', { cache: false });
    expect(calls).toHaveLength(3);
  });

  it('clears matching cache entries after a write', async () => {
    const { transport } = fakeTransport((method) =>
      method === 'GET' ? { status: 200, body: { data: [1] } } : { status: 201, body: { data: { ok: true } } },
    );
    const client = new ApiClient(transport);
    await client.get('/user', { query: { document: 'user' } });
    expect(window.localStorage.getItem(cacheKey('/user', { document: 'user' }))).not.toBeNull();
    await client.put('/user/1', { name: 'x' }, { document: 'user' });
    expect(window.localStorage.getItem(cacheKey('/user', { document: 'user' }))).toBeNull();
  });

  it('returns 401 to the caller and signs out only when the request carried a token', async () => {
    const onUnauthorized = vi.fn();
    const { transport } = fakeTransport(() => ({
      status: 401,
      body: {
        error: { code: 'UNAUTHENTICATED', message: 'Please sign in to continue', key: 'unauthenticated' },
      },
    }));
    let token: string | null = null;
    const client = new ApiClient(transport, { onUnauthorized, getAccessToken: () => token });

    const anonymous = await client.get('/auth/me', { cache: false });
    expect(anonymous.ok).toBe(false);
    expect(onUnauthorized).not.toHaveBeenCalled();

    token = 'abc';
    const signedIn = await client.get('/auth/me', { cache: false });
    expect(signedIn.status).toBe(401);
    expect(signedIn.error?.key).toBe('unauthenticated');
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('reports 403 through onForbidden and returns it', async () => {
    const onForbidden = vi.fn();
    const { transport } = fakeTransport(() => ({
      status: 403,
      body: { error: { code: 'FORBIDDEN', message: 'no', key: 'forbidden' } },
    }));
    const result = await new ApiClient(transport, { onForbidden }).post('/role', {});
    expect(result.status).toBe(403);
    expect(onForbidden).toHaveBeenCalledTimes(1);
  });

  it('throws an ApiError with the server key for other failures', async () => {
    const { transport } = fakeTransport(() => ({
      status: 429,
      body: { error: { code: 'RATE_LIMITED', message: 'Too many', key: 'rateLimited' } },
    }));
    await expect(new ApiClient(transport).post('/contact', {})).rejects.toMatchObject({
      status: 429,
      key: 'rateLimited',
    });
    await expect(new ApiClient(transport).post('/contact', {})).rejects.toBeInstanceOf(ApiError);
  });
});

describe('ApiClient cache lifetimes from the cache configuration', () => {
  const now = 1_700_000_000_000;
  beforeEach(() => {
    window.localStorage.clear();
    vi.spyOn(Date, 'now').mockReturnValue(now);
  });
  afterEach(() => vi.restoreAllMocks());

  const expiryOf = (path: string, query?: Record<string, unknown>) =>
    JSON.parse(window.localStorage.getItem(cacheKey(path, query)) ?? 'null')?.expiry as number | undefined;
  const listAnswer = () => fakeTransport(() => ({ status: 200, body: { data: [{ id: 1 }] } }));

  it('keeps an answer as long as the longest matching rule says', async () => {
    storeCacheConfiguration([
      { url: '/market-reference', timeCache: CACHE_TIME.day },
      { url: '/market-reference/intervals', timeCache: CACHE_TIME.week },
    ]);
    const { transport, calls } = listAnswer();
    const client = new ApiClient(transport);
    await client.get('/market-reference');
    await client.get('/market-reference/intervals');
    expect(expiryOf('/market-reference')).toBe(now + CACHE_TIME.day);
    expect(expiryOf('/market-reference/intervals')).toBe(now + CACHE_TIME.week);
    expect((await client.get('/market-reference')).fromCache).toBe(true);
    expect(calls).toHaveLength(2);
  });

  it('neither stores nor serves an answer whose rule is 0, even one cached before the rule came', async () => {
    writeCache(cacheKey('/markets/tickers'), { status: 200, body: { data: [{ stale: true }] } });
    storeCacheConfiguration([{ url: '/markets', timeCache: 0 }]);
    const { transport, calls } = listAnswer();
    const client = new ApiClient(transport);
    const first = await client.get('/markets/tickers');
    await client.get('/markets');
    await client.get('/markets');
    expect(first.fromCache).toBeUndefined();
    expect(first.data).toEqual([{ id: 1 }]);
    expect(calls).toHaveLength(3);
    expect(window.localStorage.getItem(cacheKey('/markets'))).toBeNull();
  });

  it('lets an explicit timeCache win over the rule, and cache: false still skip the cache', async () => {
    storeCacheConfiguration([{ url: '/', timeCache: CACHE_TIME.year }]);
    const { transport, calls } = listAnswer();
    const client = new ApiClient(transport);
    await client.get('/news', { timeCache: 10_000 });
    expect(expiryOf('/news')).toBe(now + 10_000);
    await client.get('/auth/me', { cache: false });
    await client.get('/auth/me', { cache: false });
    expect(window.localStorage.getItem(cacheKey('/auth/me'))).toBeNull();
    expect(calls).toHaveLength(3);
  });

  it('keeps the default hour without a configuration or a matching rule', async () => {
    const { transport } = listAnswer();
    const client = new ApiClient(transport);
    await client.get('/news');
    expect(expiryOf('/news')).toBe(now + HOUR_MS);
    storeCacheConfiguration([{ url: '/markets', timeCache: 0 }]);
    await client.get('/documents', { query: { page: 1 } });
    expect(expiryOf('/documents', { page: 1 })).toBe(now + HOUR_MS);
  });
});
