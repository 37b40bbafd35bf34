import { describe, expect, it } from 'vitest';
import { base64ToBytes, bytesToBase64 } from './base64';
import { TransportError } from './protocol';
import { withSpareBitsSet } from './test-helpers';

describe('base64', () => {
  it('round-trips every tail length', () => {
    for (let length = 0; length < 40; length++) {
      const bytes = Uint8Array.from({ length }, (_, i) => (i * 37 + 11) & 0xff);
      expect(base64ToBytes(bytesToBase64(bytes))).toEqual(bytes);
    }
  });

  it('refuses a text whose spare bits before the padding are set (same bytes, other text)', () => {
    for (const length of [1, 2, 4, 5, 31, 32]) {
      const canonical = bytesToBase64(Uint8Array.from({ length }, (_, i) => (i * 53 + 7) & 0xff));
      const other = withSpareBitsSet(canonical);
      expect(other).not.toBe(canonical);
      // atob reads both texts as the same bytes; we accept only the one an encoder writes.
      expect(atob(other)).toBe(atob(canonical));
      expect(() => base64ToBytes(other)).toThrow(TransportError);
    }
  });

  it('refuses the URL-safe alphabet, whitespace and missing padding', () => {
    for (const bad of ['ab-_', 'ab c', 'abc', 'YQ', ' YQ==', 'YQ==\n']) {
      expect(() => base64ToBytes(bad), JSON.stringify(bad)).toThrow(TransportError);
    }
  });
});
