import { QueryCache, QueryClient, type QueryKey } from '@tanstack/react-query';
import { CACHE_PREFIX, type CachedResponse, clearApiCache, forgetStoredUnder, writeCache } from './cache';
import { distinctPrefixes, type KeyPrefix, requestQueryKey } from './query-keys';
import { getExpiringEntry } from './storage';

/**
 * The one owner of server data in the web app: a TanStack Query client created at the root. The GET
 * cache (cache.ts) is its persistence, not a second cache beside it: the ApiClient keeps each
 * cacheable answer as a query keyed `['api', ...path segments, query]` with the lifetime of its rule,
 * this client writes it to local storage when it arrives, and a query that is not in memory yet starts
 * from the stored copy (until that copy expires). Screens key their own queries by the endpoint they
 * call (query-keys.ts), so a write makes both stale by the same path prefixes.
 */

/** First element of the query key of the answers the ApiClient caches. */
export const API_QUERY = 'api';
export const apiQueryKey = (request: string): QueryKey => [API_QUERY, ...requestQueryKey(request)];

/** A screen that reads data the user's own actions change refetches it; nothing else polls by default. */
export const QUERY_DEFAULTS = { retry: 1, refetchOnWindowFocus: false, staleTime: 60_000 } as const;

/** What the ApiClient records with a cached answer's query: how long it lives and the request it answers. */
export interface ApiQueryMeta extends Record<string, unknown> {
  lifetime: number;
  request: string;
}

const requestOf = (query: { queryKey: QueryKey; meta?: Record<string, unknown> }): string | null =>
  query.queryKey[0] === API_QUERY && typeof query.meta?.request === 'string' ? query.meta.request : null;

export function createQueryClient(): QueryClient {
  const queryCache = new QueryCache({
    onSuccess: (data, query) => {
      const request = requestOf(query);
      const lifetime = query.meta?.lifetime;
      // A query removed while its answer was on the way (a sign-out cleared the client) was cancelled
      // with it, so it never reaches here: a member's late answer is not written for the next one.
      if (request === null || typeof lifetime !== 'number') return;
      writeCache(`${CACHE_PREFIX}${request}`, data as CachedResponse, lifetime, query.state.dataUpdatedAt);
    },
  });
  return new QueryClient({ queryCache, defaultOptions: { queries: QUERY_DEFAULTS } });
}

/** The stored answer of a request, with the time from which `lifetime` makes it expire when the entry does. */
export function persistedAnswer(request: string, lifetime: number, now = Date.now()) {
  const entry = getExpiringEntry<CachedResponse>(`${CACHE_PREFIX}${request}`, 'local', now);
  return entry ? { answer: entry.value, updatedAt: entry.expiry - lifetime } : null;
}

/**
 * A write made data stale: the cached answers under its prefixes leave memory and storage, and the
 * screens' queries under them read again (through the ApiClient, which answers from memory what the
 * write did not touch). Prefixes compare whole segments from the start: a write to `/filters` leaves
 * `/statistic-filters` alone.
 */
export function invalidateAfterWrite(client: QueryClient, prefixes: readonly KeyPrefix[]) {
  const stale = distinctPrefixes(prefixes);
  for (const prefix of stale) client.removeQueries({ queryKey: [API_QUERY, ...prefix] });
  forgetStoredUnder(stale);
  for (const prefix of stale) void client.invalidateQueries({ queryKey: prefix });
}

/** The operator's cache rules changed: answers cached under the old ones go, screens keep theirs. */
export function forgetCachedAnswers(client: QueryClient) {
  client.removeQueries({ queryKey: [API_QUERY] });
  clearApiCache();
}

/** Sign-out or another member: nothing the previous one read may remain, in memory or in storage. */
export function clearServerData(client: QueryClient | null) {
  client?.clear();
  clearApiCache();
}
