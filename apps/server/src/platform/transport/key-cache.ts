import { unwrapSessionKey } from '@bitdata/transport';

/**
 * Unwrapping an RSA-OAEP key costs about a millisecond of CPU; each client sends the same wrapped key
 * with every request, so unwrapped AES keys are kept in a small LRU keyed by the wrapped-key text.
 * Pending unwraps are shared; failures are not cached.
 */
export function createKeyCache(privateKey: CryptoKey, capacity = 1000) {
  const entries = new Map<string, Promise<CryptoKey>>();
  return {
    get(wrappedKey: string): Promise<CryptoKey> {
      const hit = entries.get(wrappedKey);
      if (hit) {
        entries.delete(wrappedKey);
        entries.set(wrappedKey, hit);
        return hit;
      }
      const pending = unwrapSessionKey(wrappedKey, privateKey);
      entries.set(wrappedKey, pending);
      pending.catch(() => {
        if (entries.get(wrappedKey) === pending) entries.delete(wrappedKey);
      });
      while (entries.size > capacity) {
        const oldest = entries.keys().next().value;
        if (oldest === undefined) break;
        entries.delete(oldest);
      }
      return pending;
    },
    get size() {
      return entries.size;
    },
  };
}

export type KeyCache = ReturnType<typeof createKeyCache>;
