import { base64ToBytes, bytesToBase64, utf8Decode, utf8Encode } from './base64';
import { AAD_VERSION, TransportError } from './protocol';

/**
 * Hybrid scheme: the client draws one AES-256-GCM key, wraps it with the server's RSA-OAEP-256 public
 * key and sends the wrap with every request; payloads of any length are sealed with AES-GCM (no
 * chunking). WebCrypto only, so the same code runs in browsers and in Node.
 */
const subtle = (): SubtleCrypto => {
  const s = globalThis.crypto?.subtle;
  if (!s) throw new Error('WebCrypto (crypto.subtle) is not available: use HTTPS or localhost');
  return s;
};

const RSA = { name: 'RSA-OAEP', hash: 'SHA-256' } as const;
/** A seal's layout: `iv (12 bytes) | ciphertext | tag (16 bytes)`. */
export const IV_BYTES = 12;
export const TAG_BYTES = 16;
const AES_KEY_BYTES = 32;

/** Which slot of the request a ciphertext belongs to, bound into its additional data. */
export type SealSlot = 'query' | 'body';

export interface AadParts {
  slot: SealSlot;
  method: string;
  /** URL pathname as sent on the wire (percent-encoded, no query string). */
  path: string;
  /** Extra context, e.g. the request timestamp and zip flag for a body. */
  extra?: string;
}

/**
 * Additional authenticated data: a ciphertext decrypts only for the same slot, method and path (and
 * for a body, the same timestamp and zip flag), so it cannot be replayed on another route or moved
 * from the query to the body.
 */
export const buildAad = ({ slot, method, path, extra = '' }: AadParts): string =>
  [AAD_VERSION, slot, method.toUpperCase(), path, extra].join('\n');

export const importServerPublicKey = (spkiB64: string): Promise<CryptoKey> =>
  subtle().importKey('spki', base64ToBytes(spkiB64), RSA, false, ['wrapKey', 'encrypt']);

export const importServerPrivateKey = (pkcs8: Uint8Array<ArrayBuffer>): Promise<CryptoKey> =>
  subtle().importKey('pkcs8', pkcs8, RSA, false, ['unwrapKey', 'decrypt']);

/** The per-client symmetric key. Extractable only so that it can be wrapped for the server. */
export const generateSessionKey = (): Promise<CryptoKey> =>
  subtle().generateKey({ name: 'AES-GCM', length: 256 }, true, ['encrypt', 'decrypt']) as Promise<CryptoKey>;

export const wrapSessionKey = async (key: CryptoKey, serverPublicKey: CryptoKey): Promise<string> =>
  bytesToBase64(new Uint8Array(await subtle().wrapKey('raw', key, serverPublicKey, RSA)));

/** Server side: recover the client's AES key. Any failure is one opaque transport error. */
export const unwrapSessionKey = async (
  wrappedB64: string,
  serverPrivateKey: CryptoKey,
): Promise<CryptoKey> => {
  const wrapped = base64ToBytes(wrappedB64);
  let raw: ArrayBuffer;
  try {
    raw = await subtle().decrypt(RSA, serverPrivateKey, wrapped);
  } catch {
    throw new TransportError('badTransport', 'undecodable');
  }
  if (raw.byteLength !== AES_KEY_BYTES) throw new TransportError('badTransport', 'undecodable');
  return subtle().importKey('raw', raw, { name: 'AES-GCM' }, false, ['encrypt', 'decrypt']);
};

/** AES-256-GCM seal: base64 of `iv (12 bytes) | ciphertext | tag (16 bytes)`. */
export const encryptBytes = async (
  key: CryptoKey,
  plain: Uint8Array<ArrayBuffer>,
  aad: string,
): Promise<string> => {
  const iv = globalThis.crypto.getRandomValues(new Uint8Array(IV_BYTES));
  const sealed = new Uint8Array(
    await subtle().encrypt({ name: 'AES-GCM', iv, additionalData: utf8Encode(aad) }, key, plain),
  );
  const out = new Uint8Array(IV_BYTES + sealed.length);
  out.set(iv, 0);
  out.set(sealed, IV_BYTES);
  return bytesToBase64(out);
};

export const decryptBytes = (
  key: CryptoKey,
  sealedB64: unknown,
  aad: string,
): Promise<Uint8Array<ArrayBuffer>> => openSealed(key, base64ToBytes(sealedB64), aad);

/**
 * Opens `iv | ciphertext | tag` already decoded from base64 with the session key and the additional
 * data, or throws TransportError `undecodable`. A server may pass its own (a synchronous cipher of its
 * platform) to `decodeRequest`, with the same contract.
 */
export type SealOpener = (
  key: CryptoKey,
  bytes: Uint8Array<ArrayBuffer>,
  aad: string,
) => Uint8Array<ArrayBuffer> | Promise<Uint8Array<ArrayBuffer>>;

/** The WebCrypto SealOpener, which browsers and Node both have. */
export const openSealed = async (
  key: CryptoKey,
  bytes: Uint8Array<ArrayBuffer>,
  aad: string,
): Promise<Uint8Array<ArrayBuffer>> => {
  if (bytes.length < IV_BYTES + TAG_BYTES) throw new TransportError('badTransport', 'undecodable');
  try {
    const plain = await subtle().decrypt(
      { name: 'AES-GCM', iv: bytes.subarray(0, IV_BYTES), additionalData: utf8Encode(aad) },
      key,
      bytes.subarray(IV_BYTES),
    );
    return new Uint8Array(plain);
  } catch {
    throw new TransportError('badTransport', 'undecodable');
  }
};

export const encryptText = (key: CryptoKey, text: string, aad: string): Promise<string> =>
  encryptBytes(key, utf8Encode(text), aad);

export const decryptText = async (key: CryptoKey, sealedB64: unknown, aad: string): Promise<string> =>
  utf8Decode(await decryptBytes(key, sealedB64, aad));

/** Short stable id of a public key: first 16 hex digits of the SHA-256 of its SPKI bytes. */
export const keyIdOf = async (spkiB64: string): Promise<string> => {
  const digest = new Uint8Array(await subtle().digest('SHA-256', base64ToBytes(spkiB64)));
  return Array.from(digest.subarray(0, 8), (b) => b.toString(16).padStart(2, '0')).join('');
};
