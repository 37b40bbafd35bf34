import type { QueryClient } from '@tanstack/react-query';
import { type CachedResponse, cacheLifetime, isCacheable, requestKey } from './cache';
import { ApiError, errorFromBody } from './errors';
import {
  type ApiQueryMeta,
  apiQueryKey,
  clearServerData as clearQueries,
  createQueryClient,
  forgetCachedAnswers,
  invalidateAfterWrite,
  persistedAnswer,
} from './query-client';
import { type KeyPrefix, rootOf } from './query-keys';

/**
 * Every write also makes the back office's shared lists stale (forms, users, roles, groups,
 * collections, documents, event rules, imports, menus): they show what any write may change (an
 * author, a count, who may see what). Only operators' screens read them, so refetching the ones on
 * show costs a member nothing; a stored copy of one is dropped.
 */
const SHARED_READS: readonly KeyPrefix[] = [
  ['forms'],
  ['admin', 'users'],
  ['roles'],
  ['groups'],
  ['collections'],
  ['documents'],
  ['events'],
  ['imports'],
  ['menus'],
];

/** What the transport client of packages/transport offers (encrypt + zip protocol). */
export interface TransportResponse {
  status: number;
  body: unknown;
  headers?: unknown;
}
export interface TransportRequestInit {
  query?: Record<string, unknown>;
  body?: unknown;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /** Ask for the answer zipped, whatever the server's default. */
  zip?: boolean;
}
export interface TransportLike {
  request(method: string, path: string, init?: TransportRequestInit): Promise<TransportResponse>;
}

export interface ApiHooks {
  /** A request that carried a token came back 401: the session is gone, sign out to the login page. */
  onUnauthorized?: () => void;
  /** 403: tell the user, in their language, that this is not allowed. */
  onForbidden?: () => void;
  getAccessToken?: () => string | null;
}

export interface RequestOptions {
  query?: Record<string, unknown>;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /** GET only: set false to skip the local cache (e.g. /auth/me must always be fresh). */
  cache?: boolean;
  /** GET only: cache lifetime in ms; without it the operator's rule for the path, else the default hour. */
  timeCache?: number;
  /**
   * Writes: what else the write makes stale, as path prefixes (`endpointPrefix(...)`), beside the
   * family of its own path (its first segment), which is always stale after it.
   */
  invalidates?: readonly KeyPrefix[];
  /** Writes: set false for calls that change no cached data (page views, the contact form). */
  invalidate?: boolean;
  /** Skip the global 401/403 reactions, for forms that show the answer themselves (login). */
  silent?: boolean;
  /**
   * Ask for the answer zipped (the transport's `zip` flag) whatever the server's default: the spec's
   * login call does. A flag of the protocol, never a query the endpoint declares.
   */
  zip?: boolean;
}

export interface ApiResult<T = unknown> {
  status: number;
  ok: boolean;
  body: unknown;
  /** The `data` of the `{ data }` envelope, when the call succeeded. */
  data: T;
  error?: ApiError;
  fromCache?: boolean;
}

const dataOf = <T>(body: unknown): T =>
  (body && typeof body === 'object' && 'data' in body ? (body as { data: T }).data : body) as T;

/** 401 and 403 come back as results (with their error); every other answer reaching here succeeded. */
const resultOf = <T>({ status, body }: CachedResponse): ApiResult<T> =>
  status === 401 || status === 403
    ? { status, ok: false, body, data: undefined as T, error: errorFromBody(status, body) }
    : { status, ok: true, body, data: dataOf<T>(body) };

/**
 * The one HTTP client of the web app. 401 and 403 answers are returned to the caller rather than
 * thrown after the global reaction ran; every other failure throws an ApiError.
 * Cacheable GETs are queries of the app's query client (see query-client.ts), so the GET cache and
 * the screens' server state have one owner.
 */
export class ApiClient {
  constructor(
    private readonly transport: TransportLike,
    private readonly hooks: ApiHooks = {},
    /** The app's client; a client of its own only where nothing else shares it (tests). */
    readonly queryClient: QueryClient = createQueryClient(),
  ) {}

  async request<T = unknown>(
    method: string,
    path: string,
    body?: unknown,
    options: RequestOptions = {},
  ): Promise<ApiResult<T>> {
    const verb = method.toUpperCase();
    const isGet = verb === 'GET';
    // 0 (from the call or an operator rule) means live data: an entry cached before must not answer either.
    const lifetime = isGet && options.cache !== false ? cacheLifetime(path, options.timeCache) : 0;
    if (lifetime > 0) return this.cachedGet<T>(path, options, lifetime);
    const answer = await this.send(verb, path, body, options);
    const result = resultOf<T>(answer);
    if (!isGet && result.ok && options.invalidate !== false) {
      invalidateAfterWrite(this.queryClient, [rootOf(path), ...SHARED_READS, ...(options.invalidates ?? [])]);
    }
    return result;
  }

  /**
   * A cacheable GET through the query client: answered from memory, else from the stored copy, else
   * from the server. An answer the cache rule rejects (an empty list, a 401) is stale at once, so the
   * next call asks again; identical calls in flight share one request.
   */
  private async cachedGet<T>(path: string, options: RequestOptions, lifetime: number) {
    const request = requestKey(path, options.query);
    const queryKey = apiQueryKey(request);
    const stored =
      this.queryClient.getQueryState(queryKey) === undefined ? persistedAnswer(request, lifetime) : null;
    let fetched = false;
    const answer = await this.queryClient.fetchQuery({
      queryKey,
      queryFn: () => {
        fetched = true;
        return this.send('GET', path, undefined, options);
      },
      initialData: stored?.answer,
      initialDataUpdatedAt: stored?.updatedAt,
      staleTime: (query) => {
        const data = query.state.data;
        return data && isCacheable(data.status, data.body) ? lifetime : 0;
      },
      retry: false,
      meta: { lifetime, request } satisfies ApiQueryMeta,
    });
    const result = resultOf<T>(answer);
    return fetched ? result : { ...result, fromCache: true };
  }

  private async send(
    method: string,
    path: string,
    body: unknown,
    options: RequestOptions,
  ): Promise<CachedResponse> {
    const hadToken = Boolean(this.hooks.getAccessToken?.());
    const res = await this.transport.request(method, path, {
      query: options.query,
      body,
      signal: options.signal,
      headers: options.headers,
      ...(options.zip === undefined ? {} : { zip: options.zip }),
    });
    if (res.status === 401 || res.status === 403) {
      if (!options.silent) {
        if (res.status === 401 && hadToken) this.hooks.onUnauthorized?.();
        if (res.status === 403) this.hooks.onForbidden?.();
      }
      return { status: res.status, body: res.body };
    }
    if (res.status < 200 || res.status >= 300) throw errorFromBody(res.status, res.body);
    return { status: res.status, body: res.body };
  }

  /** The operator's cache rules changed: answers cached under the old ones are dropped. */
  forgetCachedAnswers() {
    forgetCachedAnswers(this.queryClient);
  }

  /*
   * By path, untyped: for what no declaration names (a reference's operator-chosen path) and tests.
   * Declared endpoints go through `call` (endpoint-call.ts), typed by their schemas.
   */
  get(path: string, options?: RequestOptions) {
    return this.request('GET', path, undefined, options);
  }
  post(path: string, body?: unknown, options?: RequestOptions) {
    return this.request('POST', path, body ?? {}, options);
  }
  put(path: string, body?: unknown, options?: RequestOptions) {
    return this.request('PUT', path, body ?? {}, options);
  }
  patch(path: string, body?: unknown, options?: RequestOptions) {
    return this.request('PATCH', path, body ?? {}, options);
  }
  delete(path: string, options?: RequestOptions) {
    return this.request('DELETE', path, undefined, options);
  }
}

/** For typed calls: the data of a successful answer, or the ApiError of a 401/403 thrown now. */
export function expectData<T>(result: ApiResult<T>): T {
  if (!result.ok) throw result.error ?? new ApiError(result.status, `HTTP_${result.status}`, '');
  return result.data;
}

let current: ApiClient | null = null;

/** Set once the public config (transport flags) is known. */
export function setApiClient(client: ApiClient | null) {
  current = client;
}

export function api(): ApiClient {
  if (!current) throw new Error('The API client is used before the public configuration was loaded');
  return current;
}

/** Sign-out and a change of user: the query client and the persisted answers are emptied. */
export function clearServerData() {
  clearQueries(current?.queryClient ?? null);
}
