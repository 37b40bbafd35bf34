import { getEntry, HOUR_MS, keysOf, removeEntry, setEntry } from './storage';

/**
 * GET response cache in local storage (spec section 7): a cached entry is served while fresh;
 * otherwise a response is stored when its status is 200 and its body has an `_id` or a non-empty
 * `data` list, for one hour unless the call gives its own timeCache. Any write clears the entries
 * that match the written document, the written url, or one of the back-office groups, because
 * those groups feed menus, forms and permissions everywhere.
 */

export const CACHE_PREFIX = 'apiCache:';
export const DEFAULT_CACHE_MS = HOUR_MS;
export const INVALIDATION_GROUPS = [
  'form',
  'user',
  'role',
  'group',
  'collection',
  'document',
  'event',
  'import',
  'masterdata',
  'menu',
  'workflow',
] as const;

export interface CachedResponse {
  status: number;
  body: unknown;
}

type Query = Record<string, unknown> | undefined;

/** Stable key: path plus the query sorted by name, so equal requests share one entry. */
export function cacheKey(path: string, query?: Query): string {
  const params = Object.entries(query ?? {})
    .filter(([, v]) => v !== undefined && v !== null)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(
      ([k, v]) =>
        `${encodeURIComponent(k)}=${encodeURIComponent(typeof v === 'object' ? JSON.stringify(v) : String(v))}`,
    );
  return `${CACHE_PREFIX}${path}${params.length ? `?${params.join('&')}` : ''}`;
}

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

const normalise = (text: string) => text.toLowerCase().replace(/[-_\s]/g, '');

/** Path and query values of a cached request; parameter names are left out since every list call has `document=`. */
const searchableText = (requestKey: string): string => {
  const [path = '', search = ''] = requestKey.split('?');
  const values = [...new URLSearchParams(search).values()];
  return normalise([decodeURIComponent(path), ...values].join(' '));
};

/** Clears the entries a write may have made stale; returns the removed keys. */
export function invalidateForWrite(url: string, document?: string): string[] {
  const path = url.split('?')[0] ?? url;
  const needles = [path, ...(document ? [document] : []), ...INVALIDATION_GROUPS]
    .map(normalise)
    .filter(Boolean);
  const removed: string[] = [];
  for (const key of keysOf('local')) {
    if (!key.startsWith(CACHE_PREFIX)) continue;
    const haystack = searchableText(key.slice(CACHE_PREFIX.length));
    if (needles.some((needle) => haystack.includes(needle))) {
      removeEntry(key);
      removed.push(key);
    }
  }
  return removed;
}

export function clearApiCache() {
  for (const key of keysOf('local')) if (key.startsWith(CACHE_PREFIX)) removeEntry(key);
}
