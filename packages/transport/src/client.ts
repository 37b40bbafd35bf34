import { encodeRequest, type SessionKey, unzipResponse } from './codec';
import { generateSessionKey, importServerPublicKey, wrapSessionKey } from './crypto';
import { isPlainObject } from './json';
import {
  asksZip,
  isBodyExempt,
  KEY_PATH,
  type QueryValue,
  TRANSPORT_ALGORITHM,
  type TransportKeyInfo,
  type TransportSettings,
  ZIP_FIELD,
  ZIP_HEADER,
} from './protocol';

export interface TransportClientOptions {
  /** API base, e.g. `http://localhost:3000/api/core` or `/api/core` in a browser. */
  baseUrl: string;
  settings: TransportSettings;
  fetch?: typeof fetch;
  getAccessToken?: () => string | null | undefined;
  /** Clock for the request timestamp (ms). */
  now?: () => number;
}

export interface TransportRequestOptions {
  query?: Record<string, QueryValue>;
  /**
   * A JSON value (encoded per the protocol), or a FormData / Blob / ArrayBuffer / typed array /
   * URLSearchParams / ReadableStream sent as it is (uploads are exempt from body encryption).
   */
  body?: unknown;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /** Ask for a zipped response; default: `query.zip` if given, else `settings.zip`. */
  zip?: boolean;
  /** How to read a non-JSON answer (JSON answers, errors included, are always parsed). Default `text`. */
  responseType?: 'text' | 'blob';
}

export interface TransportResponse<T> {
  status: number;
  body: T;
  headers: Headers;
}

/** A request in wire form, for callers that send it themselves (e.g. XMLHttpRequest for upload progress). */
export interface PreparedRequest {
  url: string;
  method: string;
  headers: Record<string, string>;
  body?: BodyInit;
  /** Server key the request was sealed for, if encrypted. */
  keyId?: string;
}

export interface TransportClient {
  readonly settings: TransportSettings;
  request<T = unknown>(
    method: string,
    path: string,
    options?: TransportRequestOptions,
  ): Promise<TransportResponse<T>>;
  prepare(method: string, path: string, options?: TransportRequestOptions): Promise<PreparedRequest>;
  /** Parse a response of a prepared request: JSON (unzipped when zipped), else text or blob. */
  readResponse<T = unknown>(
    response: Response,
    responseType?: 'text' | 'blob',
  ): Promise<TransportResponse<T>>;
  /** The server key in use (fetched once, then cached). */
  serverKey(): Promise<TransportKeyInfo>;
}

const isRawBody = (body: unknown): body is BodyInit =>
  (typeof FormData !== 'undefined' && body instanceof FormData) ||
  (typeof Blob !== 'undefined' && body instanceof Blob) ||
  (typeof URLSearchParams !== 'undefined' && body instanceof URLSearchParams) ||
  (typeof ReadableStream !== 'undefined' && body instanceof ReadableStream) ||
  body instanceof ArrayBuffer ||
  ArrayBuffer.isView(body);

const isBadTransport = (body: unknown): boolean =>
  isPlainObject(body) && isPlainObject(body.error) && body.error.code === 'BAD_TRANSPORT';

/**
 * The one HTTP client of the protocol: adds the verification key and timestamp, seals query and body
 * when encryption is on, zips bodies when zip is on, unzips zipped answers. Never throws on an HTTP
 * status (the caller decides); throws only when the network fails or an answer cannot be read.
 */
export function createTransportClient(options: TransportClientOptions): TransportClient {
  const { settings } = options;
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const doFetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const now = options.now ?? Date.now;

  let aesKey: Promise<CryptoKey> | undefined;
  let session: Promise<SessionKey & { info: TransportKeyInfo }> | undefined;

  const absolute = (path: string): URL => {
    const base = typeof location !== 'undefined' ? location.href : undefined;
    return new URL(`${baseUrl}${path.startsWith('/') ? path : `/${path}`}`, base);
  };

  const loadSession = async () => {
    const res = await doFetch(absolute(KEY_PATH).href, { headers: { accept: 'application/json' } });
    const payload: unknown = await res.json().catch(() => undefined);
    const info = isPlainObject(payload) && isPlainObject(payload.data) ? payload.data : undefined;
    if (
      !res.ok ||
      !info ||
      info.algorithm !== TRANSPORT_ALGORITHM ||
      typeof info.keyId !== 'string' ||
      typeof info.publicKey !== 'string'
    ) {
      throw new Error(`Transport key unavailable (HTTP ${res.status})`);
    }
    aesKey ??= generateSessionKey();
    const key = await aesKey;
    const wrappedKey = await wrapSessionKey(key, await importServerPublicKey(info.publicKey));
    return { keyId: info.keyId, key, wrappedKey, info: info as unknown as TransportKeyInfo };
  };

  const getSession = (refresh = false) => {
    if (refresh || !session) {
      const pending = loadSession();
      session = pending;
      pending.catch(() => {
        if (session === pending) session = undefined;
      });
    }
    return session;
  };

  const prepare = async (
    method: string,
    path: string,
    opts: TransportRequestOptions = {},
  ): Promise<PreparedRequest> => {
    const upper = method.toUpperCase();
    const url = absolute(path);
    const callerHeaders = Object.fromEntries(
      Object.entries(opts.headers ?? {}).map(([name, value]) => [name.toLowerCase(), value]),
    );
    const hasBody = opts.body !== undefined && upper !== 'GET' && upper !== 'HEAD';
    const raw = hasBody && isRawBody(opts.body);
    const plainJson = hasBody && !raw && isBodyExempt(url.pathname, callerHeaders['content-type']);
    const current = settings.encrypt ? await getSession() : undefined;

    const encoded = await encodeRequest({
      settings,
      method: upper,
      path: url.pathname,
      query: opts.query,
      body: hasBody && !raw && !plainJson ? opts.body : undefined,
      zipResponse:
        opts.zip ?? (opts.query?.[ZIP_FIELD] !== undefined ? asksZip(opts.query[ZIP_FIELD]) : settings.zip),
      session: current,
      now: now(),
    });

    const headers: Record<string, string> = { accept: 'application/json' };
    const token = options.getAccessToken?.();
    if (token) headers.authorization = `Bearer ${token}`;
    Object.assign(headers, callerHeaders, encoded.headers);

    let body: BodyInit | undefined = encoded.body;
    if (raw) body = opts.body as BodyInit;
    if (plainJson) {
      body = JSON.stringify(opts.body);
      headers['content-type'] ??= 'application/json';
    }
    return {
      url: `${url.origin}${url.pathname}${encoded.search}`,
      method: upper,
      headers,
      body,
      keyId: current?.keyId,
    };
  };

  const readResponse = async <T>(
    res: Response,
    responseType: 'text' | 'blob' = 'text',
  ): Promise<TransportResponse<T>> => {
    const type = res.headers.get('content-type') ?? '';
    let body: unknown;
    if (/\bjson\b/i.test(type) || (responseType === 'text' && type === '')) {
      const text = await res.text();
      try {
        body = text === '' ? null : JSON.parse(text);
      } catch {
        body = text;
      }
      if (res.headers.get(ZIP_HEADER) === '1') body = await unzipResponse(body);
    } else {
      body = responseType === 'blob' ? await res.blob() : await res.text();
    }
    return { status: res.status, body: body as T, headers: res.headers };
  };

  const send = async <T>(prepared: PreparedRequest, opts: TransportRequestOptions) => {
    const res = await doFetch(prepared.url, {
      method: prepared.method,
      headers: prepared.headers,
      body: prepared.body,
      signal: opts.signal,
    });
    return readResponse<T>(res, opts.responseType);
  };

  return {
    settings,
    prepare,
    readResponse,
    async serverKey() {
      return (await getSession()).info;
    },
    async request<T = unknown>(method: string, path: string, opts: TransportRequestOptions = {}) {
      const prepared = await prepare(method, path, opts);
      const result = await send<T>(prepared, opts);
      const replayable = !(typeof ReadableStream !== 'undefined' && opts.body instanceof ReadableStream);
      if (
        prepared.keyId !== undefined &&
        result.status === 400 &&
        isBadTransport(result.body) &&
        replayable
      ) {
        // The server may have restarted with a new key pair: fetch the key again and retry once.
        const fresh = await getSession(true);
        if (fresh.keyId !== prepared.keyId) return send<T>(await prepare(method, path, opts), opts);
      }
      return result;
    },
  };
}
