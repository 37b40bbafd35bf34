import { bytesToBase64 } from './base64';
import type { SessionKey } from './codec';
import { generateSessionKey, keyIdOf, wrapSessionKey } from './crypto';
import type { WireQuery } from './protocol';

/** A throwaway server key pair and a client session key wrapped for it (tests only). */
export async function makeTestKeys() {
  const pair = (await globalThis.crypto.subtle.generateKey(
    { name: 'RSA-OAEP', modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' },
    true,
    ['encrypt', 'decrypt', 'wrapKey', 'unwrapKey'],
  )) as CryptoKeyPair;
  const publicKeySpkiB64 = bytesToBase64(
    new Uint8Array(await globalThis.crypto.subtle.exportKey('spki', pair.publicKey)),
  );
  const keyId = await keyIdOf(publicKeySpkiB64);
  const key = await generateSessionKey();
  const session: SessionKey = { keyId, key, wrappedKey: await wrapSessionKey(key, pair.publicKey) };
  return { keyId, publicKeySpkiB64, privateKey: pair.privateKey, publicKey: pair.publicKey, session };
}

/** What a server's query parser makes of a search string: repeated names become arrays. */
export function parseSearch(search: string): WireQuery {
  const out: WireQuery = {};
  for (const [name, value] of new URLSearchParams(search)) {
    const prev = out[name];
    out[name] = prev === undefined ? value : Array.isArray(prev) ? [...prev, value] : [prev, value];
  }
  return out;
}

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/**
 * The same bytes as another base64 text: sets the lowest spare bit of the character before the
 * padding (`...uk=` becomes `...ul=`), which lenient decoders ignore. Throws on a text without
 * padding, which has no spare bits.
 */
export function withSpareBitsSet(base64: string): string {
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
  if (padding === 0) throw new Error('withSpareBitsSet: the text has no padding, hence no spare bits');
  const at = base64.length - padding - 1;
  const changed = ALPHABET.charAt(ALPHABET.indexOf(base64.charAt(at)) | 1);
  return `${base64.slice(0, at)}${changed}${base64.slice(at + 1)}`;
}
