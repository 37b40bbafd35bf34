import { describe, expect, it } from 'vitest';
import { AnswerCache, type AnswerCacheOptions } from './answer-cache';

function cacheAt(options: Partial<AnswerCacheOptions> = {}) {
  const clock = { t: 1_000_000 };
  const cache = new AnswerCache({
    maxEntries: 100,
    maxBytes: 1024 * 1024,
    ttlMs: 2000,
    settleMs: 500,
    now: () => clock.t,
    ...options,
  });
  const put = (key: string, body: string, scopes: string[] = ['a'], stamp = '') =>
    cache.set(key, body, scopes, cache.snapshot(scopes), stamp);
  return { cache, clock, put };
}

describe('answer cache', () => {
  it('keeps an answer until one of its scopes is invalidated', () => {
    const { cache, put } = cacheAt();
    put('list', '[1]', ['feed:1:3']);
    put('candles', '[2]', ['series:btc', 'feed:1:3']);
    put('other', '[3]', ['feed:2:1']);
    expect(cache.get('list')).toBe('[1]');
    cache.invalidate('feed:1:3');
    expect(cache.get('list')).toBeUndefined();
    expect(cache.get('candles')).toBeUndefined();
    expect(cache.get('other')).toBe('[3]');
  });

  it('expires every answer after the TTL', () => {
    const { cache, clock, put } = cacheAt();
    put('list', '[1]');
    clock.t += 1999;
    expect(cache.get('list')).toBe('[1]');
    clock.t += 1;
    expect(cache.get('list')).toBeUndefined();
  });

  it('serves an answer only for the stamp it was computed with', () => {
    const { cache, put } = cacheAt();
    put('candles', '[live 1]', ['a'], 'live:1');
    expect(cache.get('candles', 'live:1')).toBe('[live 1]');
    // the forming candle moved on: the answer is obsolete
    expect(cache.get('candles', 'live:2')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('does not keep a result computed across an invalidation', () => {
    const { cache } = cacheAt();
    const taken = cache.snapshot(['a']);
    cache.invalidate('a');
    cache.set('list', '[stale]', ['a'], taken);
    expect(cache.get('list')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('keeps an answer computed while its scope settles only until it has settled', () => {
    const { cache, clock, put } = cacheAt({ settleMs: 500 });
    cache.invalidate('a');
    clock.t += 100;
    put('list', '[maybe before the flush]');
    clock.t += 399;
    expect(cache.get('list')).toBe('[maybe before the flush]');
    clock.t += 1;
    expect(cache.get('list')).toBeUndefined();
    put('list', '[after the flush]');
    clock.t += 1000;
    expect(cache.get('list')).toBe('[after the flush]');
  });

  it('drops the least recently used answers beyond its entry limit', () => {
    const { cache, put } = cacheAt({ maxEntries: 3 });
    put('a', 'A');
    put('b', 'B');
    put('c', 'C');
    expect(cache.get('a')).toBe('A');
    put('d', 'D');
    expect(cache.get('b')).toBeUndefined();
    expect([cache.get('a'), cache.get('c'), cache.get('d')]).toEqual(['A', 'C', 'D']);
  });

  it('drops the least recently used answers beyond its byte limit and never keeps a larger one', () => {
    // a character counts two bytes (JavaScript strings are UTF-16)
    const { cache, put } = cacheAt({ maxBytes: 1000 });
    put('a', 'A');
    put('big', 'x'.repeat(450));
    put('b', 'B');
    expect(cache.totalBytes).toBe(904);
    put('more', 'y'.repeat(200));
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('big')).toBeUndefined();
    expect(cache.get('b')).toBe('B');
    expect(cache.get('more')).toBe('y'.repeat(200));
    expect(cache.totalBytes).toBe(402);
    put('huge', 'z'.repeat(501));
    expect(cache.get('huge')).toBeUndefined();
    expect(cache.totalBytes).toBe(402);
  });

  it('runs one computation for concurrent misses of one answer', async () => {
    const { cache } = cacheAt();
    let runs = 0;
    let release = () => {};
    const gate = new Promise<void>((r) => {
      release = r;
    });
    const compute = async () => {
      runs++;
      await gate;
      return `[${runs}]`;
    };
    const waiting = Array.from({ length: 100 }, () => cache.through('list', ['a'], '', compute));
    release();
    expect(new Set(await Promise.all(waiting))).toEqual(new Set(['[1]']));
    expect(runs).toBe(1);
    expect(await cache.through('list', ['a'], '', compute)).toBe('[1]');
    expect(runs).toBe(1);
  });

  it('keeps nothing when the computation fails', async () => {
    const { cache } = cacheAt();
    await expect(
      cache.through('detail', ['a'], '', async () => {
        throw new Error('not found');
      }),
    ).rejects.toThrow('not found');
    expect(await cache.through('detail', ['a'], '', async () => '[ok]')).toBe('[ok]');
  });
});
