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
