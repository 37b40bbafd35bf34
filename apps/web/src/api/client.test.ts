import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeTransport } from '../test/render';
import { cacheKey, requestKey, storeCacheConfiguration, writeCache } from './cache';
import { ApiClient, type TransportResponse } from './client';
import { ApiError } from './errors';
import { apiQueryKey, clearServerData } from './query-client';
import { CACHE_TIME, HOUR_MS } from './storage';

describe('ApiClient', () => {
  beforeEach(() => window.localStorage.clear());

  it('serves a cacheable GET from its query client the second time, and from storage after a reload', async () => {
    const { transport, calls } = fakeTransport(() => ({ status: 200, body: { data: [{ id: 1 }] } }));
    const client = new ApiClient(transport);
    const first = await client.get('/news', { query: { page: 1 } });
    const second = await client.get('/news', { query: { page: 1 } });
    expect(first.data).toEqual([{ id: 1 }]);
    expect(second.fromCache).toBe(true);
    expect(calls).toHaveLength(1);
    // The answer is a query of the client, under the request's key, and persisted with it.
    expect(client.queryClient.getQueryData(apiQueryKey(requestKey('/news', { page: 1 })))).toEqual({
      status: 200,
      body: { data: [{ id: 1 }] },
    });
    expect(window.localStorage.getItem(cacheKey('/news', { page: 1 }))).not.toBeNull();

    // A new page: a new query client starts from the stored copy.
    const reloaded = new ApiClient(transport);
    const third = await reloaded.get('/news', { query: { page: 1 } });
    expect(third).toMatchObject({ fromCache: true, data: [{ id: 1 }] });
    expect(calls).toHaveLength(1);
  });

  it('asks again once the stored copy expired', async () => {
    const { transport, calls } = fakeTransport(() => ({ status: 200, body: { data: ['new'] } }));
    writeCache(cacheKey('/news'), { status: 200, body: { data: ['old'] } }, 1_000, Date.now() - 2_000);
    const answer = await new ApiClient(transport).get('/news');
    expect(answer.data).toEqual(['new']);
    expect(calls).toHaveLength(1);
  });

  it('sends identical GETs in flight once', async () => {
    const { transport, calls } = fakeTransport(() => ({ status: 200, body: { data: [1] } }));
    const client = new ApiClient(transport);
    const answers = await Promise.all([client.get('/news'), client.get('/news'), client.get('/news')]);
    expect(answers.map((a) => a.data)).toEqual([[1], [1], [1]]);
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

  it('clears the cache entries under the written path after a write, in memory and in storage', async () => {
    const { transport, calls } = fakeTransport((method) =>
      method === 'GET' ? { status: 200, body: { data: [1] } } : { status: 201, body: { data: { ok: true } } },
    );
    const client = new ApiClient(transport);
    await client.get('/user', { query: { document: 'user' } });
    await client.get('/market-reference');
    expect(window.localStorage.getItem(cacheKey('/user', { document: 'user' }))).not.toBeNull();
    await client.put('/user/1', { name: 'x' });
    expect(window.localStorage.getItem(cacheKey('/user', { document: 'user' }))).toBeNull();
    expect(client.queryClient.getQueryData(apiQueryKey(requestKey('/user', { document: 'user' })))).toBe(
      undefined,
    );
    // The next read asks the server; an answer the write did not touch still comes from memory.
    await client.get('/user', { query: { document: 'user' } });
    expect((await client.get('/market-reference')).fromCache).toBe(true);
    expect(calls.filter((c) => c.method === 'GET').map((c) => c.path)).toEqual([
      '/user',
      '/market-reference',
      '/user',
    ]);
  });

  it("marks stale the screens' queries under the written path's family, and no neighbour sharing its text", async () => {
    const { transport } = fakeTransport(() => ({ status: 201, body: { data: { ok: true } } }));
    const client = new ApiClient(transport);
    const stale = [
      ['news', { page: 1 }],
      ['news', '7', 'comments'],
    ];
    const kept = [['newsletter'], ['market', 'news'], ['statistic-news']];
    for (const key of [...stale, ...kept]) client.queryClient.setQueryData(key, ['a']);
    await client.post('/news/7', { title: 'x' });
    for (const key of stale) expect(client.queryClient.getQueryState(key)?.isInvalidated).toBe(true);
    for (const key of kept) expect(client.queryClient.getQueryState(key)?.isInvalidated).toBe(false);
  });

  it('marks stale what a write names beside its own family, and nothing after a write that changes nothing', async () => {
    const { transport } = fakeTransport(() => ({ status: 201, body: { data: { ok: true } } }));
    const client = new ApiClient(transport);
    for (const key of [['plans'], ['plans-archive'], ['filters']])
      client.queryClient.setQueryData(key, ['a']);
    await client.post('/payments', {}, { invalidates: [['plans']] });
    expect(client.queryClient.getQueryState(['plans'])?.isInvalidated).toBe(true);
    expect(client.queryClient.getQueryState(['plans-archive'])?.isInvalidated).toBe(false);
    await client.post('/filters/extra', {}, { invalidate: false });
    expect(client.queryClient.getQueryState(['filters'])?.isInvalidated).toBe(false);
  });

  it("marks the back office's shared lists stale after any write, and a member's other reads not", async () => {
    const { transport } = fakeTransport(() => ({ status: 201, body: { data: { ok: true } } }));
    const client = new ApiClient(transport);
    const shared = [['roles'], ['admin', 'users', 'u1'], ['documents'], ['forms', 'f1']];
    const others = [['notifications'], ['content', 'documentation'], ['admin', 'settings']];
    for (const key of [...shared, ...others]) client.queryClient.setQueryData(key, ['a']);
    await client.post('/filters', {});
    for (const key of shared) expect(client.queryClient.getQueryState(key)?.isInvalidated).toBe(true);
    for (const key of others) expect(client.queryClient.getQueryState(key)?.isInvalidated).toBe(false);
  });

  it('does not write back an answer that arrives after the client was cleared', async () => {
    let release: (value: TransportResponse) => void = () => {};
    const transport = {
      request: () => new Promise<TransportResponse>((resolve) => (release = resolve)),
    };
    const client = new ApiClient(transport);
    const pending = client.get('/news').catch((error: unknown) => error);
    await Promise.resolve();
    clearServerData(client.queryClient);
    release({ status: 200, body: { data: ['of the member who left'] } });
    await pending;
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(window.localStorage.getItem(cacheKey('/news'))).toBeNull();
    expect(client.queryClient.getQueryCache().getAll()).toHaveLength(0);
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
