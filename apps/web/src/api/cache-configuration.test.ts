import { afterEach, describe, expect, it, vi } from 'vitest';
import { installApi } from '../test/render';
import {
  CACHE_CONFIGURATION_KEY,
  cacheKey,
  readCacheConfiguration,
  storeCacheConfiguration,
  writeCache,
} from './cache';
import { refreshCacheConfiguration } from './cache-configuration';

describe('refreshCacheConfiguration', () => {
  afterEach(() => vi.restoreAllMocks());

  const cached = cacheKey('/news');
  const cacheSomething = () => writeCache(cached, { status: 200, body: { data: [1] } });

  it('drops answers cached under the old rules when the rules change', async () => {
    storeCacheConfiguration([{ url: '/news', timeCache: 60_000 }]);
    cacheSomething();
    installApi(() => ({ status: 200, body: { data: [{ url: '/news', timeCache: 0 }], total: 1 } }));
    await refreshCacheConfiguration();
    expect(readCacheConfiguration()).toEqual([{ url: '/news', timeCache: 0 }]);
    expect(window.localStorage.getItem(cached)).toBeNull();
  });

  it('keeps cached answers when the rules are the same', async () => {
    storeCacheConfiguration([{ url: '/news', timeCache: 60_000 }]);
    cacheSomething();
    installApi(() => ({ status: 200, body: { data: [{ url: '/news', timeCache: 60_000 }], total: 1 } }));
    await refreshCacheConfiguration();
    expect(window.localStorage.getItem(cached)).not.toBeNull();
  });

  it('never throws: a network failure or a 401 is logged and clears the rules', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    storeCacheConfiguration([{ url: '/news', timeCache: 0 }]);
    installApi(() => {
      throw new Error('offline');
    });
    await expect(refreshCacheConfiguration()).resolves.toBeUndefined();
    expect(window.localStorage.getItem(CACHE_CONFIGURATION_KEY)).toBeNull();

    storeCacheConfiguration([{ url: '/news', timeCache: 0 }]);
    const onUnauthorized = vi.fn();
    installApi(() => ({ status: 401, body: { error: { code: 'UNAUTHENTICATED', message: 'x' } } }), {
      onUnauthorized,
      getAccessToken: () => 'token',
    });
    await refreshCacheConfiguration();
    expect(window.localStorage.getItem(CACHE_CONFIGURATION_KEY)).toBeNull();
    expect(onUnauthorized).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledTimes(2);
  });
});
