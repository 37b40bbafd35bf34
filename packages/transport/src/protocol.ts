/**
 * Names and shapes of the request transport protocol. Shared by the server
 * plugin and the client so both sides agree on every parameter, field and header name.
 */

/** Query parameter carrying every query parameter, encrypted, when encryption is on. */
export const QUERY_ENCRYPT_PARAM = 'queryEncrypt';
/** Body field carrying the encrypted JSON body when encryption is on. */
export const BODY_ENCRYPT_FIELD = 'bodyEncrypt';
/** Body field (gzip payload or flag) and query parameter (response zipping asked). */
export const ZIP_FIELD = 'zip';
/** The captcha token stays outside the encrypted body so it can be checked on its own. */
export const CAPTCHA_FIELD = 'tokenGG';
/** Query parameter with the client clock in milliseconds since the epoch. */
export const TIMESTAMP_PARAM = 'timestamp';

/** Base64 RSA-OAEP wrap of the client's AES-256-GCM key. */
export const KEY_HEADER = 'x-transport-key';
/** Id of the server key the AES key was wrapped with. */
export const KEY_ID_HEADER = 'x-transport-key-id';
/** Set to `1` on a response whose JSON body was replaced by `{ zip: <base64 gzip> }`. */
export const ZIP_HEADER = 'x-transport-zip';

export const TRANSPORT_ALGORITHM = 'RSA-OAEP-256';
/** Path of the public key endpoint, relative to the API prefix (e.g. /api/core). */
export const KEY_PATH = '/transport/key';

/** Labels put in the AES-GCM additional data: a ciphertext only decrypts for its own slot and route. */
export const AAD_VERSION = 'bitdata-transport/1';

/** What the client needs to know to talk to the server; the server reads the same flags from its config. */
export interface TransportSettings {
  encrypt: boolean;
  zip: boolean;
  /** Name of the fixed verification query parameter. */
  verifyKey: string;
  /** Its expected value. Not a secret: it only tells our clients from stray traffic. */
  verifyValue: string;
}

/** Body of `GET {apiPrefix}/transport/key`, inside `{ data }`. */
export interface TransportKeyInfo {
  keyId: string;
  /** Base64 of the DER SubjectPublicKeyInfo of the server's RSA key. */
  publicKey: string;
  algorithm: typeof TRANSPORT_ALGORITHM;
}

/** Query values as both sides see them after decoding: what Fastify's parser yields for plain queries. */
export type WireQuery = Record<string, string | string[]>;

/** A query value the client accepts; objects are sent as JSON text, `undefined`/`null` are left out. */
export type QueryValue = string | number | boolean | null | undefined | object | readonly unknown[];

/** Non-GET JSON body when encryption is on. `zip: true` says the plaintext is gzip of the JSON. */
export interface EncryptedBody {
  bodyEncrypt: string;
  zip?: true;
  tokenGG?: string;
}

/** Non-GET JSON body when only zip is on: base64 gzip of the JSON. */
export interface ZippedBody {
  zip: string;
  tokenGG?: string;
}

/** A zipped JSON response: base64 gzip of the JSON the route answered. */
export interface ZippedResponse {
  zip: string;
}

/**
 * File transfers keep their body as it is (multipart or binary): it is not JSON, can be large, and
 * the query (still encrypted) carries everything that needs protecting.
 */
export const BODY_EXEMPT_PATH = /\/file\/(?:upload|download)(?:[/?]|$)|\/upload(?:[/?]|$)/;

export const isBodyExempt = (path: string, contentType: string | undefined | null): boolean =>
  BODY_EXEMPT_PATH.test(path) || /^\s*multipart\/form-data/i.test(contentType ?? '');

/** `zip=true` (or 1) asks for a zipped response. */
export const asksZip = (value: unknown): boolean => {
  const v = Array.isArray(value) ? value[value.length - 1] : value;
  return v === true || v === 'true' || v === '1' || v === 1;
};

/** Why a request could not be decoded; each is a message key of packages/contracts. */
export type TransportErrorKey = 'badTransport' | 'staleRequest' | 'badVerifyKey' | 'payloadTooLarge';

/** Finer reason inside `badTransport`; only `keyChanged` is meant for clients to act on. */
export type TransportErrorReason = 'missing' | 'keyChanged' | 'undecodable' | 'shape';

export class TransportError extends Error {
  readonly key: TransportErrorKey;
  readonly reason?: TransportErrorReason;

  constructor(key: TransportErrorKey, reason?: TransportErrorReason, message?: string) {
    super(message ?? `${key}${reason ? ` (${reason})` : ''}`);
    this.name = 'TransportError';
    this.key = key;
    this.reason = reason;
  }
}

export const isTransportError = (value: unknown): value is TransportError => value instanceof TransportError;
