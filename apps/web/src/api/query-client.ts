import { QueryCache, QueryClient, type QueryKey } from '@tanstack/react-query';
import {
  CACHE_PREFIX,
  type CachedResponse,
  clearApiCache,
  invalidateForWrite,
  matchesAny,
  normalise,
  searchableText,
  writeCache,
  writeNeedles,
} from './cache';
import { getExpiringEntry } from './storage';

/**
 * The one owner of server data in the web app: a TanStack Query client created at the root. The GET
 * cache (cache.ts) is its persistence, not a second cache beside it: the ApiClient keeps each
 * cacheable answer as a query keyed `['api', request]` with the lifetime of its rule, this client
 * writes it to local storage when it arrives, and a query that is not in memory yet starts from the
 * stored copy (until that copy expires). Screens keep their own query keys over these calls.
 */

/** First element of the query key of the answers the ApiClient caches. */
export const API_QUERY = 'api';
export type ApiQueryKey = readonly [typeof API_QUERY, string];
export const apiQueryKey = (request: string): ApiQueryKey => [API_QUERY, request];

/** A screen that reads data the user's own actions change refetches it; nothing else polls by default. */
export const QUERY_DEFAULTS = { retry: 1, refetchOnWindowFocus: false, staleTime: 60_000 } as const;

const requestOf = (query: { queryKey: QueryKey }): string | null =>
  query.queryKey[0] === API_QUERY && typeof query.queryKey[1] === 'string' ? query.queryKey[1] : null;

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

/** The words of a screen's query key (strings and numbers, nested), in the form the write rules compare. */
const keyText = (key: QueryKey): string => {
  const words: string[] = [];
  const walk = (part: unknown) => {
    if (typeof part === 'string' || typeof part === 'number') words.push(String(part));
    else if (Array.isArray(part)) part.forEach(walk);
    else if (part && typeof part === 'object') Object.values(part).forEach(walk);
  };
  walk(key);
  return normalise(words.join(' '));
};

/**
 * A write made data stale: the cached answers matching its url, its document or the back-office groups
 * leave memory and storage, and screens whose query key names one of them read again (through the
 * ApiClient, which answers from memory what the write did not touch).
 */
export function invalidateAfterWrite(client: QueryClient, url: string, document?: string) {
  const needles = writeNeedles(url, document);
  client.removeQueries({
    predicate: (query) => {
      const request = requestOf(query);
      return request !== null && matchesAny(searchableText(request), needles);
    },
  });
  invalidateForWrite(url, document);
  void client.invalidateQueries({
    predicate: (query) => requestOf(query) === null && matchesAny(keyText(query.queryKey), needles),
  });
}

/** The operator's cache rules changed: answers cached under the old ones go, screens keep theirs. */
export function forgetCachedAnswers(client: QueryClient) {
  client.removeQueries({ predicate: (query) => requestOf(query) !== null });
  clearApiCache();
}

/** Sign-out or another member: nothing the previous one read may remain, in memory or in storage. */
export function clearServerData(client: QueryClient | null) {
  client?.clear();
  clearApiCache();
}
