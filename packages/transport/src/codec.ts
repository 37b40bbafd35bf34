import { base64ToBytes, bytesToBase64, utf8Decode, utf8Encode } from './base64';
import { buildAad, encryptBytes, openSealed, type SealOpener } from './crypto';
import { isPlainObject, parseJson } from './json';
import {
  asksZip,
  BODY_ENCRYPT_FIELD,
  CAPTCHA_FIELD,
  type EncryptedBody,
  KEY_HEADER,
  KEY_ID_HEADER,
  QUERY_ENCRYPT_PARAM,
  type QueryValue,
  TIMESTAMP_PARAM,
  TransportError,
  type TransportSettings,
  type WireQuery,
  ZIP_FIELD,
  type ZippedBody,
} from './protocol';
import { gunzipBytes, gzipBytes, unzipJson } from './zip';

/** The client's AES key, wrapped for one server key. */
export interface SessionKey {
  keyId: string;
  key: CryptoKey;
  /** Base64 RSA-OAEP wrap of `key`, sent in the x-transport-key header. */
  wrappedKey: string;
}

const bodyAad = (method: string, path: string, timestamp: string, zipped: boolean) =>
  buildAad({ slot: 'body', method, path, extra: `${timestamp}\n${zipped ? 'gzip' : 'json'}` });

const queryAad = (method: string, path: string) => buildAad({ slot: 'query', method, path });

const queryString = (value: unknown): string | undefined => {
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'string') return value;
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
};

/**
 * Query values as the server will see them, whichever way they travel: strings, arrays of strings
 * for repeated parameters, objects as JSON text; `undefined` and `null` are left out.
 */
export const normalizeQuery = (query: Record<string, QueryValue> | undefined): WireQuery => {
  const out: WireQuery = {};
  for (const [name, value] of Object.entries(query ?? {})) {
    if (Array.isArray(value)) {
      const items = value.map(queryString).filter((v): v is string => v !== undefined);
      if (items.length > 0) out[name] = items;
    } else {
      const text = queryString(value);
      if (text !== undefined) out[name] = text;
    }
  }
  return out;
};

export interface EncodeRequestInput {
  settings: TransportSettings;
  method: string;
  /** URL pathname exactly as it goes on the wire (what `new URL(...).pathname` gives). */
  path: string;
  query?: Record<string, QueryValue>;
  /** A JSON value, or `undefined` for no body. Multipart and binary bodies never come here. */
  body?: unknown;
  /** Ask the server to zip its JSON answer. */
  zipResponse: boolean;
  /** Required when `settings.encrypt` is on. */
  session?: SessionKey;
  now: number;
}

export interface EncodedRequest {
  /** `''` or `?…`, ready to append to the URL. */
  search: string;
  headers: Record<string, string>;
  /** JSON text of the wire body, when there is a body. */
  body?: string;
}

/** Client side: turn a plain request into its wire form. */
export async function encodeRequest(input: EncodeRequestInput): Promise<EncodedRequest> {
  const { settings, method, path, session } = input;
  if (settings.encrypt && !session) throw new Error('encodeRequest: encryption needs a session key');
  const timestamp = String(Math.trunc(input.now));
  const query = normalizeQuery(input.query);
  delete query[ZIP_FIELD];
  query[settings.verifyKey] = settings.verifyValue;
  query[TIMESTAMP_PARAM] = timestamp;
  if (input.zipResponse) query[ZIP_FIELD] = 'true';

  const headers: Record<string, string> = {};
  let search: string;
  if (settings.encrypt && session) {
    headers[KEY_HEADER] = session.wrappedKey;
    headers[KEY_ID_HEADER] = session.keyId;
    const sealed = await encryptBytes(session.key, utf8Encode(JSON.stringify(query)), queryAad(method, path));
    search = `?${QUERY_ENCRYPT_PARAM}=${encodeURIComponent(sealed)}`;
  } else {
    const params = new URLSearchParams();
    for (const [name, value] of Object.entries(query)) {
      for (const item of Array.isArray(value) ? value : [value]) params.append(name, item);
    }
    search = `?${params.toString()}`;
  }

  if (input.body === undefined) return { search, headers };
  headers['content-type'] = 'application/json';
  if (!settings.encrypt && !settings.zip) return { search, headers, body: JSON.stringify(input.body) };

  if (settings.encrypt && session) {
    let payload: unknown = input.body;
    let tokenGG: string | undefined;
    if (isPlainObject(payload) && typeof payload[CAPTCHA_FIELD] === 'string') {
      const { [CAPTCHA_FIELD]: token, ...rest } = payload;
      tokenGG = token as string;
      payload = rest;
    }
    // Compress before encrypting: ciphertext does not compress.
    let plain = utf8Encode(JSON.stringify(payload));
    if (settings.zip) plain = await gzipBytes(plain);
    const wire: EncryptedBody = {
      [BODY_ENCRYPT_FIELD]: await encryptBytes(
        session.key,
        plain,
        bodyAad(method, path, timestamp, settings.zip),
      ),
    };
    if (settings.zip) wire.zip = true;
    if (tokenGG !== undefined) wire.tokenGG = tokenGG;
    return { search, headers, body: JSON.stringify(wire) };
  }

  const zipped: ZippedBody = { zip: bytesToBase64(await gzipBytes(utf8Encode(JSON.stringify(input.body)))) };
  return { search, headers, body: JSON.stringify(zipped) };
}

export interface DecodeRequestInput {
  settings: TransportSettings & { maxSkewMs: number };
  method: string;
  /** Raw URL pathname of the request (before any decoding). */
  path: string;
  /** The query as the HTTP framework parsed it. */
  query: unknown;
  /** The parsed body, `undefined` when none. */
  body: unknown;
  /** True for multipart and file transfer routes: the body is left as it is. */
  bodyExempt: boolean;
  /** Values of the x-transport-key and x-transport-key-id headers. */
  wrappedKey?: string;
  keyId?: string;
  /** Id of the server's current key pair. */
  currentKeyId: string;
  /** Unwrap (and cache) the client's AES key. */
  resolveKey: (wrappedKey: string) => Promise<CryptoKey>;
  /**
   * Opens the sealed query and body; WebCrypto's by default. WebCrypto answers every call through a
   * thread pool and a promise, most of a small read's decoding: a server passes its platform's
   * synchronous AES-GCM.
   */
  open?: SealOpener;
  now: number;
  /** Ceiling on the size of an inflated gzip body. */
  maxDecodedBytes?: number;
}

export interface DecodedRequest {
  /** The query the route sees: transport parameters (verify key, timestamp, zip) removed. */
  query: WireQuery;
  body: unknown;
  /** Whether the body was rewritten (it was encrypted or zipped). */
  bodyDecoded: boolean;
  /** The client asked for a zipped response. */
  zipResponse: boolean;
  /**
   * The decoded bytes of the ciphertext that makes this request one of a kind: the sealed body, else
   * the sealed query; absent when nothing was sealed. Each seal draws a fresh IV, so equal bytes mean
   * a copy: the server keys its replay check on them (not on the base64 text, which could be
   * re-encoded).
   */
  sealed?: Uint8Array<ArrayBuffer>;
}

const isWireQuery = (value: unknown): value is WireQuery =>
  isPlainObject(value) &&
  Object.values(value).every(
    (v) => typeof v === 'string' || (Array.isArray(v) && v.every((item) => typeof item === 'string')),
  );

const single = (value: string | string[] | undefined): string | undefined =>
  Array.isArray(value) ? undefined : value;

/** Server side: check and decode a request in its wire form. Throws TransportError, never anything else. */
export async function decodeRequest(input: DecodeRequestInput): Promise<DecodedRequest> {
  const { settings, method, path } = input;
  const open = input.open ?? openSealed;
  let keyPromise: Promise<CryptoKey> | undefined;
  const sessionKey = (): Promise<CryptoKey> => {
    if (!input.wrappedKey) throw new TransportError('badTransport', 'missing');
    if (input.keyId !== undefined && input.keyId !== input.currentKeyId) {
      throw new TransportError('badTransport', 'keyChanged');
    }
    keyPromise ??= input.resolveKey(input.wrappedKey);
    return keyPromise;
  };

  // Fastify hands a null-prototype object; keep what is string-valued.
  const rawQuery: WireQuery = {};
  if (input.query !== null && typeof input.query === 'object') {
    for (const [name, value] of Object.entries(input.query)) {
      if (typeof value === 'string' || (Array.isArray(value) && value.every((v) => typeof v === 'string'))) {
        rawQuery[name] = value;
      }
    }
  }

  let query: WireQuery;
  let sealedQueryBytes: Uint8Array<ArrayBuffer> | undefined;
  const sealedQuery = rawQuery[QUERY_ENCRYPT_PARAM];
  if (sealedQuery !== undefined) {
    if (typeof sealedQuery !== 'string') throw new TransportError('badTransport', 'shape');
    sealedQueryBytes = base64ToBytes(sealedQuery);
    const plain = await open(await sessionKey(), sealedQueryBytes, queryAad(method, path));
    const parsed = parseJson(utf8Decode(plain));
    if (!isWireQuery(parsed)) throw new TransportError('badTransport', 'shape');
    // Only what was sealed counts: plain parameters next to queryEncrypt are dropped.
    query = { ...parsed };
  } else if (settings.encrypt) {
    throw new TransportError('badTransport', 'missing');
  } else {
    query = rawQuery;
  }

  const required = settings.encrypt || settings.zip;
  const verify = query[settings.verifyKey];
  if (required || verify !== undefined) {
    if (single(verify) !== settings.verifyValue) throw new TransportError('badVerifyKey');
  }
  const timestamp = single(query[TIMESTAMP_PARAM]);
  if (required || query[TIMESTAMP_PARAM] !== undefined) {
    const ms = timestamp !== undefined && /^\d{1,16}$/.test(timestamp) ? Number(timestamp) : Number.NaN;
    if (!Number.isFinite(ms) || Math.abs(input.now - ms) > settings.maxSkewMs) {
      throw new TransportError('staleRequest');
    }
  }
  const zipResponse = asksZip(query[ZIP_FIELD]);
  delete query[settings.verifyKey];
  delete query[TIMESTAMP_PARAM];
  delete query[ZIP_FIELD];

  const unchanged = { query, body: input.body, bodyDecoded: false, zipResponse, sealed: sealedQueryBytes };
  const upper = method.toUpperCase();
  if (input.body === undefined || input.bodyExempt || upper === 'GET' || upper === 'HEAD') return unchanged;

  const body = input.body;
  if (isPlainObject(body) && Object.hasOwn(body, BODY_ENCRYPT_FIELD)) {
    if (!onlyKeys(body, [BODY_ENCRYPT_FIELD, ZIP_FIELD, CAPTCHA_FIELD]))
      throw new TransportError('badTransport', 'shape');
    const zipped = body[ZIP_FIELD] === true;
    if (body[ZIP_FIELD] !== undefined && !zipped) throw new TransportError('badTransport', 'shape');
    const sealed = base64ToBytes(body[BODY_ENCRYPT_FIELD]);
    const plain = await open(await sessionKey(), sealed, bodyAad(method, path, timestamp ?? '', zipped));
    const text = utf8Decode(zipped ? await gunzipBytes(plain, input.maxDecodedBytes) : plain);
    const decoded = withCaptcha(parseJson(text), body[CAPTCHA_FIELD]);
    return { query, body: decoded, bodyDecoded: true, zipResponse, sealed };
  }
  if (settings.encrypt) throw new TransportError('badTransport', 'missing');

  if (
    isPlainObject(body) &&
    typeof body[ZIP_FIELD] === 'string' &&
    onlyKeys(body, [ZIP_FIELD, CAPTCHA_FIELD])
  ) {
    const decoded = await unzipJson(body[ZIP_FIELD], input.maxDecodedBytes);
    return {
      query,
      body: withCaptcha(decoded, body[CAPTCHA_FIELD]),
      bodyDecoded: true,
      zipResponse,
      sealed: sealedQueryBytes,
    };
  }
  return unchanged;
}

const onlyKeys = (value: Record<string, unknown>, allowed: readonly string[]): boolean =>
  Object.keys(value).every((k) => allowed.includes(k));

/** Put the captcha token, which travels outside the sealed payload, back into the body. */
const withCaptcha = (decoded: unknown, token: unknown): unknown => {
  if (token === undefined) return decoded;
  if (typeof token !== 'string' || !isPlainObject(decoded)) throw new TransportError('badTransport', 'shape');
  return { ...decoded, [CAPTCHA_FIELD]: token };
};

/** Server side: the JSON text of a zipped response, `{ zip: <base64 gzip of json> }`. */
export const zipResponseText = async (jsonText: string): Promise<string> =>
  JSON.stringify({ [ZIP_FIELD]: bytesToBase64(await gzipBytes(utf8Encode(jsonText))) });

/** Client side: the JSON value inside a zipped response. */
export const unzipResponse = async (body: unknown): Promise<unknown> => {
  if (!isPlainObject(body) || typeof body[ZIP_FIELD] !== 'string')
    throw new TransportError('badTransport', 'shape');
  return parseJson(utf8Decode(await gunzipBytes(base64ToBytes(body[ZIP_FIELD]))));
};
