import type { CacheRule } from '@bitdata/contracts/configuration';
import { isUnder, type KeyPrefix, requestQueryKey } from './query-keys';
import { CACHE_TIME, getEntry, HOUR_MS, keysOf, removeEntry, setEntry } from './storage';

/**
 * The rules of the GET cache, and its persistence in local storage. The answers
 * themselves live in the app's one query client (query-client.ts); local storage only keeps them
 * across reloads. A cached entry is served while fresh; otherwise a response is stored when its
 * status is 200 and its body has an `_id` or a non-empty `data` list, for one hour unless the call
 * gives its own timeCache. A write clears the entries under the path prefixes it makes stale (its
 * own family, and what its feature names: the back office's writes name its shared lists, which feed
 * menus, forms and permissions everywhere). Operators can set the lifetime per API path prefix (the
 * cache configuration, read after login): see `cacheLifetime`.
 */

export const CACHE_PREFIX = 'apiCache:';
export const DEFAULT_CACHE_MS = HOUR_MS;

export interface CachedResponse {
  status: number;
  body: unknown;
}

type Query = Record<string, unknown> | undefined;

/** The request part of a key: path plus the query sorted by name, so equal requests share one entry. */
export function requestKey(path: string, query?: Query): string {
  const params = Object.entries(query ?? {})
    .filter(([, v]) => v !== undefined && v !== null)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(
      ([k, v]) =>
        `${encodeURIComponent(k)}=${encodeURIComponent(typeof v === 'object' ? JSON.stringify(v) : String(v))}`,
    );
  return `${path}${params.length ? `?${params.join('&')}` : ''}`;
}

/** The local-storage key of a request's persisted answer. */
export const cacheKey = (path: string, query?: Query): string => `${CACHE_PREFIX}${requestKey(path, query)}`;

const hasId = (value: unknown): boolean =>
  typeof value === 'object' && value !== null && '_id' in value && (value as { _id?: unknown })._id != null;

const nonEmptyList = (value: unknown): boolean => Array.isArray(value) && value.length > 0;

/** The caching rule: 200 and either an `_id` or a non-empty `data` list (also inside the `{ data }` envelope). */
export function isCacheable(status: number, body: unknown): boolean {
  if (status !== 200 || typeof body !== 'object' || body === null) return false;
  const data = (body as { data?: unknown }).data;
  if (hasId(body) || nonEmptyList(data)) return true;
  if (typeof data === 'object' && data !== null) {
    return hasId(data) || nonEmptyList((data as { data?: unknown }).data);
  }
  return false;
}

export function readCache(key: string, now = Date.now()): CachedResponse | null {
  return getEntry<CachedResponse>(key, 'local', now);
}

/** Stores the response when the rule allows; returns whether it did. */
export function writeCache(
  key: string,
  response: CachedResponse,
  timeCache: number = DEFAULT_CACHE_MS,
  now = Date.now(),
): boolean {
  if (!isCacheable(response.status, response.body) || timeCache <= 0) return false;
  setEntry(key, response, timeCache, 'local', now);
  return true;
}

/** Clears the persisted entries whose request lies under one of the prefixes; returns the removed keys. */
export function forgetStoredUnder(prefixes: readonly KeyPrefix[]): string[] {
  const removed: string[] = [];
  for (const key of keysOf('local')) {
    if (!key.startsWith(CACHE_PREFIX)) continue;
    const request = requestQueryKey(key.slice(CACHE_PREFIX.length));
    if (prefixes.some((prefix) => isUnder(request, prefix))) {
      removeEntry(key);
      removed.push(key);
    }
  }
  return removed;
}

export function clearApiCache() {
  for (const key of keysOf('local')) if (key.startsWith(CACHE_PREFIX)) removeEntry(key);
}

/** Local entry holding the operator's cache rules (GET /configuration, stored after login). */
export const CACHE_CONFIGURATION_KEY = 'cacheConfiguration';
/** Refreshed at each login and session restore; a day outlives one remembered session's user cache. */
export const CACHE_CONFIGURATION_TTL_MS = CACHE_TIME.day;

type Rule = Pick<CacheRule, 'url' | 'timeCache'> & { active?: boolean };

const isRule = (value: unknown): value is Rule => {
  if (typeof value !== 'object' || value === null) return false;
  const { url, timeCache, active } = value as Partial<Rule>;
  return (
    typeof url === 'string' &&
    url.trim() !== '' &&
    typeof timeCache === 'number' &&
    Number.isFinite(timeCache) &&
    timeCache >= 0 &&
    active !== false
  );
};

/** `/markets/` and `markets?x` both mean `/markets`: leading slash, no query, no trailing slash. */
const normalisePath = (url: string): string => {
  const path = (url.split('?')[0] ?? '').trim().replace(/\/+$/, '');
  return path.startsWith('/') ? path : `/${path}`;
};

/**
 * A rule covers its own path and everything below it, by whole segments: `/markets` covers
 * `/markets/overview` but not `/markets-archive`, so one rule cannot catch an unrelated route.
 */
const covers = (rulePath: string, path: string): boolean =>
  rulePath === '/' || path === rulePath || path.startsWith(`${rulePath}/`);

/** The lifetime the rule with the longest `url` prefix of `path` gives, or undefined when none matches. */
export function ruleTimeCache(path: string, rules: readonly Rule[]): number | undefined {
  const target = normalisePath(path);
  let best: { length: number; timeCache: number } | undefined;
  for (const rule of rules) {
    if (!isRule(rule)) continue;
    const rulePath = normalisePath(rule.url);
    if (!covers(rulePath, target)) continue;
    if (!best || rulePath.length > best.length) best = { length: rulePath.length, timeCache: rule.timeCache };
  }
  return best?.timeCache;
}

export function readCacheConfiguration(now = Date.now()): Rule[] {
  const stored = getEntry<unknown>(CACHE_CONFIGURATION_KEY, 'local', now);
  return Array.isArray(stored) ? stored.filter(isRule) : [];
}

/**
 * Stores the valid rules of a configuration answer, or clears the entry when there are none.
 * Returns whether the rules in force changed, so the caller can drop answers cached under old ones.
 */
export function storeCacheConfiguration(rules: unknown, now = Date.now()): boolean {
  const before = JSON.stringify(readCacheConfiguration(now));
  const valid = Array.isArray(rules) ? rules.filter(isRule) : [];
  if (valid.length === 0) removeEntry(CACHE_CONFIGURATION_KEY);
  else setEntry(CACHE_CONFIGURATION_KEY, valid, CACHE_CONFIGURATION_TTL_MS, 'local', now);
  return JSON.stringify(valid) !== before;
}

/**
 * How long a GET answer of `path` may be cached: the call's own timeCache wins, then the operator's
 * longest matching rule, then the default hour. 0 means neither read from nor written to the cache.
 */
export function cacheLifetime(path: string, timeCache?: number, now = Date.now()): number {
  if (timeCache !== undefined) return timeCache;
  return ruleTimeCache(path, readCacheConfiguration(now)) ?? DEFAULT_CACHE_MS;
}
