import { cacheKey, cacheLifetime, invalidateForWrite, readCache, writeCache } from './cache';
import { ApiError, errorFromBody } from './errors';

/** What the transport client of packages/transport offers (encrypt + zip protocol, spec section 7). */
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
  /** Writes: the document name whose cached lists become stale. */
  document?: string;
  /** Writes: set false for calls that change no cached data (page views, the contact form). */
  invalidate?: boolean;
  /** Skip the global 401/403 reactions, for forms that show the answer themselves (login). */
  silent?: boolean;
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

/**
 * The one HTTP client of the web app. 401 and 403 answers are returned to the caller rather than
 * thrown (spec section 7) after the global reaction ran; every other failure throws an ApiError.
 */
export class ApiClient {
  constructor(
    private readonly transport: TransportLike,
    private readonly hooks: ApiHooks = {},
  ) {}

  async request<T = unknown>(
    method: string,
    path: string,
    body?: unknown,
    options: RequestOptions = {},
  ): Promise<ApiResult<T>> {
    const isGet = method.toUpperCase() === 'GET';
    // 0 (from the call or an operator rule) means live data: an entry cached before must not answer either.
    const lifetime = isGet && options.cache !== false ? cacheLifetime(path, options.timeCache) : 0;
    const useCache = lifetime > 0;
    const key = useCache ? cacheKey(path, options.query) : '';
    if (useCache) {
      const cached = readCache(key);
      if (cached)
        return {
          status: cached.status,
          ok: true,
          body: cached.body,
          data: dataOf<T>(cached.body),
          fromCache: true,
        };
    }
    const hadToken = Boolean(this.hooks.getAccessToken?.());
    const res = await this.transport.request(method.toUpperCase(), path, {
      query: options.query,
      body,
      signal: options.signal,
      headers: options.headers,
    });
    if (res.status === 401 || res.status === 403) {
      const error = errorFromBody(res.status, res.body);
      if (!options.silent) {
        if (res.status === 401 && hadToken) this.hooks.onUnauthorized?.();
        if (res.status === 403) this.hooks.onForbidden?.();
      }
      return { status: res.status, ok: false, body: res.body, data: undefined as T, error };
    }
    if (res.status < 200 || res.status >= 300) throw errorFromBody(res.status, res.body);
    if (useCache) writeCache(key, { status: res.status, body: res.body }, lifetime);
    if (!isGet && options.invalidate !== false) invalidateForWrite(path, options.document);
    return { status: res.status, ok: true, body: res.body, data: dataOf<T>(res.body) };
  }

  get<T = unknown>(path: string, options?: RequestOptions) {
    return this.request<T>('GET', path, undefined, options);
  }
  post<T = unknown>(path: string, body?: unknown, options?: RequestOptions) {
    return this.request<T>('POST', path, body ?? {}, options);
  }
  put<T = unknown>(path: string, body?: unknown, options?: RequestOptions) {
    return this.request<T>('PUT', path, body ?? {}, options);
  }
  patch<T = unknown>(path: string, body?: unknown, options?: RequestOptions) {
    return this.request<T>('PATCH', path, body ?? {}, options);
  }
  delete<T = unknown>(path: string, options?: RequestOptions) {
    return this.request<T>('DELETE', path, undefined, options);
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
