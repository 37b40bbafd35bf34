import { beforeEach, describe, expect, it } from 'vitest';
import {
  CACHE_CONFIGURATION_KEY,
  CACHE_PREFIX,
  cacheKey,
  cacheLifetime,
  DEFAULT_CACHE_MS,
  forgetStoredUnder,
  isCacheable,
  readCache,
  readCacheConfiguration,
  ruleTimeCache,
  storeCacheConfiguration,
  writeCache,
} from './cache';
import { CACHE_TIME, HOUR_MS } from './storage';

describe('API cache rules', () => {
  beforeEach(() => window.localStorage.clear());

  it('caches a 200 answer with an _id or a non-empty data list, and nothing else', () => {
    expect(isCacheable(200, { _id: 'a' })).toBe(true);
    expect(isCacheable(200, { data: [{ a: 1 }] })).toBe(true);
    expect(isCacheable(200, { data: { _id: 'x' } })).toBe(true);
    expect(isCacheable(200, { data: { data: [1] } })).toBe(true);
    expect(isCacheable(200, { data: [] })).toBe(false);
    expect(isCacheable(200, { data: { data: [] } })).toBe(false);
    expect(isCacheable(200, { data: { name: 'no id' } })).toBe(false);
    expect(isCacheable(201, { data: [1] })).toBe(false);
    expect(isCacheable(404, { _id: 'a' })).toBe(false);
  });

  it('keys requests by path and sorted query', () => {
    expect(cacheKey('/user', { b: 2, a: 'x' })).toBe(cacheKey('/user', { a: 'x', b: 2 }));
    expect(cacheKey('/user')).toBe(`${CACHE_PREFIX}/user`);
  });

  it('serves an entry for one hour by default, then drops it', () => {
    const now = 1_000_000;
    const key = cacheKey('/document', { document: 'news' });
    expect(writeCache(key, { status: 200, body: { data: [1] } }, undefined, now)).toBe(true);
    expect(readCache(key, now + HOUR_MS - 1)).toEqual({ status: 200, body: { data: [1] } });
    expect(readCache(key, now + HOUR_MS)).toBeNull();
    expect(window.localStorage.getItem(key)).toBeNull();
  });

  it('honours a timeCache given by the call', () => {
    const now = 5_000;
    const key = cacheKey('/configuration');
    writeCache(key, { status: 200, body: { _id: 'c' } }, 10_000, now);
    expect(readCache(key, now + 9_999)).not.toBeNull();
    expect(readCache(key, now + 10_000)).toBeNull();
  });

  it('does not store answers the rule rejects', () => {
    const key = cacheKey('/empty');
    expect(writeCache(key, { status: 200, body: { data: [] } })).toBe(false);
    expect(window.localStorage.getItem(key)).toBeNull();
  });

  it('a write clears the entries under its prefixes, by whole segments, and keeps the rest', () => {
    const fields = cacheKey('/filters/fields');
    const list = cacheKey('/filters', { page: 1 });
    const roles = cacheKey('/roles');
    const neighbour = cacheKey('/statistic-filters', { interval: '1h' });
    const sibling = cacheKey('/filters-archive');
    const keep = cacheKey('/markets', { search: 'filters' });
    for (const key of [fields, list, roles, neighbour, sibling, keep])
      writeCache(key, { status: 200, body: { _id: key } });

    const removed = forgetStoredUnder([['filters'], ['roles']]);

    expect(removed.sort()).toEqual([fields, list, roles].sort());
    for (const key of [neighbour, sibling, keep]) expect(readCache(key)).not.toBeNull();
  });
});

describe('cache configuration rules', () => {
  beforeEach(() => window.localStorage.clear());

  const rules = [
    { url: '/', timeCache: 5_000 },
    { url: '/markets', timeCache: 0 },
    { url: '/markets/overview', timeCache: 60_000 },
    { url: '/market-reference/', timeCache: CACHE_TIME.day },
  ];

  it('takes the rule with the longest url prefix of the path', () => {
    expect(ruleTimeCache('/markets/overview', rules)).toBe(60_000);
    expect(ruleTimeCache('/markets/overview/extra', rules)).toBe(60_000);
    expect(ruleTimeCache('/markets/tickers', rules)).toBe(0);
    expect(ruleTimeCache('/markets', rules)).toBe(0);
    expect(ruleTimeCache('/market-reference?lang=en', rules)).toBe(CACHE_TIME.day);
    expect(ruleTimeCache('/news', rules)).toBe(5_000);
  });

  it('matches whole path segments and ignores rules that are not valid or switched off', () => {
    const narrow = [
      { url: '/markets', timeCache: 0 },
      { url: '/auth', timeCache: -1 },
      { url: '/news', timeCache: 1_000, active: false },
      { url: '', timeCache: 1_000 },
    ];
    expect(ruleTimeCache('/markets-archive', narrow)).toBeUndefined();
    expect(ruleTimeCache('/auth/me', narrow)).toBeUndefined();
    expect(ruleTimeCache('/news', narrow)).toBeUndefined();
    expect(ruleTimeCache('/other', [])).toBeUndefined();
  });

  it('lets the call decide first, then the stored rules, then the default hour', () => {
    expect(cacheLifetime('/markets')).toBe(DEFAULT_CACHE_MS);
    storeCacheConfiguration([{ url: '/markets', timeCache: 0 }]);
    expect(cacheLifetime('/markets/tickers')).toBe(0);
    expect(cacheLifetime('/markets/tickers', 10_000)).toBe(10_000);
    expect(cacheLifetime('/news')).toBe(DEFAULT_CACHE_MS);
  });

  it('stores a non-empty list for a day, says when it changed, and clears on an empty list', () => {
    const now = 1_000;
    const list = [{ id: 'a', url: '/markets', timeCache: 0, active: true, description: 'live' }];
    expect(storeCacheConfiguration(list, now)).toBe(true);
    expect(JSON.parse(window.localStorage.getItem(CACHE_CONFIGURATION_KEY) ?? '{}')).toEqual({
      value: list,
      expiry: now + CACHE_TIME.day,
    });
    expect(storeCacheConfiguration(list, now)).toBe(false);
    expect(readCacheConfiguration(now + CACHE_TIME.day)).toEqual([]);

    storeCacheConfiguration(list, now);
    expect(storeCacheConfiguration([], now)).toBe(true);
    expect(window.localStorage.getItem(CACHE_CONFIGURATION_KEY)).toBeNull();
    expect(storeCacheConfiguration({ not: 'a list' }, now)).toBe(false);
    expect(storeCacheConfiguration([{ url: 42 }], now)).toBe(false);
    expect(window.localStorage.getItem(CACHE_CONFIGURATION_KEY)).toBeNull();
  });
});
