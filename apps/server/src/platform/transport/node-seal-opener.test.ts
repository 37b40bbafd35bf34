import {
  base64ToBytes,
  buildAad,
  encryptBytes,
  generateSessionKey,
  IV_BYTES,
  isTransportError,
  openSealed,
  TAG_BYTES,
  utf8Encode,
} from '@bitdata/transport';
import { describe, expect, it } from 'vitest';
import { createNodeSealOpener } from './node-seal-opener';

/** What an opener makes of a seal: its bytes, or the transport error it throws. */
async function outcome(
  open: (key: CryptoKey, bytes: Uint8Array<ArrayBuffer>, aad: string) => unknown,
  key: CryptoKey,
  bytes: Uint8Array<ArrayBuffer>,
  aad: string,
): Promise<{ plain: number[] } | { error: string }> {
  try {
    return { plain: [...((await open(key, bytes, aad)) as Uint8Array)] };
  } catch (error) {
    if (!isTransportError(error)) throw error;
    return { error: `${error.key}/${error.reason}` };
  }
}

describe('Node seal opener', () => {
  const aad = buildAad({ slot: 'query', method: 'GET', path: '/api/core/markets/1/3/BTCUSDT/candles' });
  const bodyAad = buildAad({
    slot: 'body',
    method: 'POST',
    path: '/api/core/filters',
    extra: '1700000000000\n1',
  });

  it('opens what the client sealed exactly as WebCrypto does, for every length', async () => {
    const key = await generateSessionKey();
    const open = createNodeSealOpener();
    for (const size of [0, 1, 15, 16, 17, 200, 65_537]) {
      const plain = Uint8Array.from({ length: size }, (_, i) => (i * 31 + size) % 256);
      for (const data of [aad, bodyAad, `${aad}\nvé tiếng Việt`]) {
        const sealed = base64ToBytes(await encryptBytes(key, plain, data));
        const node = await outcome(open, key, sealed, data);
        expect(node).toEqual(await outcome(openSealed, key, sealed, data));
        expect(node).toEqual({ plain: [...plain] });
      }
    }
  });

  it('refuses, as WebCrypto does, a changed byte anywhere, another slot, another key and a short seal', async () => {
    const key = await generateSessionKey();
    const other = await generateSessionKey();
    const open = createNodeSealOpener();
    const sealed = base64ToBytes(await encryptBytes(key, utf8Encode('{"exchange":"1"}'), aad));
    const refused = { error: 'badTransport/undecodable' };
    const cases: [CryptoKey, Uint8Array<ArrayBuffer>, string][] = [
      [other, sealed, aad],
      [key, sealed, bodyAad],
      [key, sealed.slice(0, IV_BYTES + TAG_BYTES - 1), aad],
      [key, sealed.slice(0, sealed.length - 1), aad],
    ];
    // one flipped bit in the IV, the ciphertext and the tag
    for (const at of [0, IV_BYTES + 2, sealed.length - 1]) {
      const changed = sealed.slice();
      changed[at] = (changed[at] ?? 0) ^ 1;
      cases.push([key, changed, aad]);
    }
    for (const [k, bytes, data] of cases) {
      expect(await outcome(open, k, bytes, data)).toEqual(refused);
      expect(await outcome(openSealed, k, bytes, data)).toEqual(refused);
    }
    // the untouched seal still opens with the key it was made for
    expect(await outcome(open, key, sealed, aad)).toEqual({ plain: [...utf8Encode('{"exchange":"1"}')] });
  });
});
