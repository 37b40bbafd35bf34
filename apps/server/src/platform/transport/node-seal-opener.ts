import crypto from 'node:crypto';
import { IV_BYTES, type SealOpener, TAG_BYTES, TransportError } from '@bitdata/transport';

/**
 * The transport's seals opened with Node's own AES-256-GCM, synchronously: WebCrypto's decrypt runs
 * each call as a thread-pool job behind a promise, a fifth of the server's CPU on a small sealed
 * read, where this cipher takes a few microseconds. The same contract as the protocol's WebCrypto
 * opener: `iv (12) | ciphertext | tag (16)`, the additional data as UTF-8, any failure one
 * `undecodable` transport error. The session keys stay WebCrypto keys (the key cache's); each is
 * turned into Node's key object once.
 */
export function createNodeSealOpener(): SealOpener {
  const keyObjects = new WeakMap<CryptoKey, crypto.KeyObject>();
  const keyObjectOf = (key: CryptoKey): crypto.KeyObject => {
    let object = keyObjects.get(key);
    if (!object) {
      object = crypto.KeyObject.from(key);
      keyObjects.set(key, object);
    }
    return object;
  };
  return (key, bytes, aad) => {
    if (bytes.length < IV_BYTES + TAG_BYTES) throw new TransportError('badTransport', 'undecodable');
    try {
      const decipher = crypto.createDecipheriv('aes-256-gcm', keyObjectOf(key), bytes.subarray(0, IV_BYTES), {
        authTagLength: TAG_BYTES,
      });
      decipher.setAAD(Buffer.from(aad, 'utf8'));
      decipher.setAuthTag(bytes.subarray(bytes.length - TAG_BYTES));
      const head = decipher.update(bytes.subarray(IV_BYTES, bytes.length - TAG_BYTES));
      const tail = decipher.final();
      const plain = new Uint8Array(head.length + tail.length);
      plain.set(head, 0);
      plain.set(tail, head.length);
      return plain;
    } catch {
      throw new TransportError('badTransport', 'undecodable');
    }
  };
}
