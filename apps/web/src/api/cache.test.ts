import { beforeEach, describe, expect, it } from 'vitest';
import { CACHE_PREFIX, cacheKey, invalidateForWrite, isCacheable, readCache, writeCache } from './cache';
import { HOUR_MS } from './storage';

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

  it('a write clears entries of its document, its url and the back-office groups, and keeps the rest', () => {
    const keep = cacheKey('/market/ticker', { symbol: 'BTC' });
    const byDocument = cacheKey('/list', { document: 'news' });
    const byUrl = cacheKey('/filter/7');
    const byGroup = cacheKey('/master-data/interval');
    const byMenu = cacheKey('/menu');
    for (const key of [keep, byDocument, byUrl, byGroup, byMenu])
      writeCache(key, { status: 200, body: { _id: key } });

    const removed = invalidateForWrite('/filter/7', 'news');

    expect(removed.sort()).toEqual([byDocument, byUrl, byGroup, byMenu].sort());
    expect(readCache(keep)).not.toBeNull();
  });
});
