import { describe, expect, it } from 'vitest';
import { base64ToBytes, base64ToBytesPortable, bytesToBase64, bytesToBase64Portable } from './base64';
import { TransportError } from './protocol';
import { withSpareBitsSet } from './test-helpers';

describe('base64', () => {
  it('round-trips every tail length', () => {
    for (let length = 0; length < 40; length++) {
      const bytes = Uint8Array.from({ length }, (_, i) => (i * 37 + 11) & 0xff);
      expect(base64ToBytes(bytesToBase64(bytes))).toEqual(bytes);
    }
  });

  it("gives the same text and bytes with Node's Buffer as with the browsers' atob and btoa", () => {
    for (const length of [0, 1, 2, 3, 4, 5, 63, 64, 65, 0x8000 + 3, 70_001]) {
      const bytes = Uint8Array.from({ length }, (_, i) => (i * 131 + length) & 0xff);
      // a view into a larger buffer, as the codec's slices are
      const inside = new Uint8Array(length + 7);
      inside.set(bytes, 5);
      const view = inside.subarray(5, 5 + length);
      const text = bytesToBase64Portable(bytes);
      expect(bytesToBase64(view)).toBe(text);
      expect(bytesToBase64(bytes)).toBe(text);
      const decoded = base64ToBytes(text);
      expect(decoded).toBeInstanceOf(Uint8Array);
      // compared as Buffers: element by element, a long array takes seconds
      expect(Buffer.from(decoded).equals(Buffer.from(base64ToBytesPortable(text)))).toBe(true);
      expect(Buffer.from(decoded).equals(Buffer.from(bytes))).toBe(true);
    }
  });

  it('refuses the same texts natively as portably', () => {
    const canonical = bytesToBase64(Uint8Array.from([1, 2, 3, 4, 5]));
    for (const bad of [
      withSpareBitsSet(canonical),
      'ab-_',
      'ab c',
      'abc',
      'YQ',
      ' YQ==',
      'YQ==\n',
      42,
      null,
    ]) {
      expect(() => base64ToBytes(bad), JSON.stringify(bad)).toThrow(TransportError);
      expect(() => base64ToBytesPortable(bad), JSON.stringify(bad)).toThrow(TransportError);
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
