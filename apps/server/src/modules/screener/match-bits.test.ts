import { describe, expect, it } from 'vitest';
import {
  bitPositions,
  bytesFor,
  countBits,
  emptySets,
  packSets,
  setBit,
  unpackBits,
  without,
} from './match-bits';

/** One set packed on its own. */
const packBits = (bits: Uint8Array) => packSets([bits])[0];

const setOf = (filters: number, positions: number[]) => {
  const bits = new Uint8Array(bytesFor(filters));
  for (const i of positions) setBit(bits, i);
  return bits;
};

describe('packed match sets', () => {
  it('stores a sparse set as its positions and gives back the same bitmap', () => {
    const bits = setOf(10_000, [0, 7, 8, 300, 9_999]);
    const packed = packBits(bits);
    expect(packed.length).toBeLessThan(12);
    expect(unpackBits(packed)).toEqual(bits);
    expect(bitPositions(unpackBits(packed))).toEqual([0, 7, 8, 300, 9_999]);
  });

  it('keeps a dense set as a bitmap, never longer than the bitmap and a byte', () => {
    const positions = Array.from({ length: 10_000 }, (_, i) => i).filter((i) => i % 3 !== 0);
    const bits = setOf(10_000, positions);
    const packed = packBits(bits);
    expect(packed.length).toBe(bits.length + 1);
    expect(unpackBits(packed)).toEqual(bits);
  });

  it('writes positions up to one filter in 32 and a bitmap above (cheaper to write than to pack)', () => {
    const every = (step: number) =>
      setOf(
        10_000,
        Array.from({ length: 10_000 / step }, (_, k) => k * step),
      );
    const sparse = packBits(every(40)); // 250 of 10,000
    expect(sparse[0]).toBe(1);
    expect(sparse.length).toBeLessThan(300);
    expect(unpackBits(sparse)).toEqual(every(40));
    const denser = packBits(every(16)); // 625 of 10,000: positions would be half the bitmap
    expect(denser[0]).toBe(0);
    expect(denser.length).toBe(1_251);
    expect(unpackBits(denser)).toEqual(every(16));
  });

  it('round-trips the empty set, a set of no filters and every single position', () => {
    expect(unpackBits(packBits(new Uint8Array(0)))).toEqual(new Uint8Array(0));
    const empty = setOf(1_000, []);
    expect(unpackBits(packBits(empty))).toEqual(empty);
    for (let i = 0; i < 1_000; i += 37) {
      const one = setOf(1_000, [i]);
      expect(unpackBits(packBits(one))).toEqual(one);
    }
    // gaps that need several varint bytes
    const far = setOf(3_000_000, [1, 2_999_999]);
    expect(bitPositions(unpackBits(packBits(far)))).toEqual([1, 2_999_999]);
  });

  it('packs a set read by words, or by bytes when its view is not word-aligned, the same way', () => {
    // sizes that leave 1 to 3 bytes after the last whole word, positions in them and on word edges
    for (const filters of [8, 17, 40, 1_001, 10_000]) {
      const positions = [0, 31, 32, filters - 9, filters - 1].filter(
        (p, i, a) => p >= 0 && a.indexOf(p) === i,
      );
      const bits = setOf(
        filters,
        positions.sort((a, b) => a - b),
      );
      const shifted = new Uint8Array(bits.length + 3).subarray(3);
      shifted.set(bits);
      expect(packBits(shifted)).toEqual(packBits(bits));
      expect(bitPositions(unpackBits(packBits(shifted)))).toEqual(bitPositions(bits));
    }
  });

  it('packs many sets into one buffer, each as packBits would alone', () => {
    const { sets, flat } = emptySets(40, bytesFor(3_000));
    expect(flat.length).toBe(40 * 376); // 375 bytes rounded up to whole words
    sets.forEach((s, k) => {
      // from empty through sparse to dense (a bitmap)
      for (let i = 0; i < 3_000; i += 1 + ((k * 7) % 40)) if (k > 0) setBit(s, i);
    });
    const packed = packSets(sets);
    expect(packed.map((p) => [...p])).toEqual(sets.map((s) => [...packBits(s)]));
    expect(packed.map(unpackBits)).toEqual(sets.map((s) => new Uint8Array(s)));
    expect(new Set(packed.map((p) => p.buffer)).size).toBe(1);
  });
});

describe('set arithmetic', () => {
  it('counts and subtracts by words and by the bytes after them, aligned or not', () => {
    const positions = [0, 1, 31, 32, 63, 64, 100, 255, 256, 1_000, 1_248, 1_249];
    const bits = setOf(1_250, positions);
    const minus = setOf(1_250, [1, 32, 1_249, 7]);
    expect(countBits(bits)).toBe(positions.length);
    expect(bitPositions(without(bits, minus))).toEqual(positions.filter((p) => ![1, 32, 1_249].includes(p)));
    // a view one byte into its buffer: no words, the same answers
    const shifted = new Uint8Array(bits.length + 1).subarray(1);
    shifted.set(bits);
    expect(countBits(shifted)).toBe(positions.length);
    expect(without(shifted, minus)).toEqual(without(bits, minus));
    expect(
      countBits(
        setOf(
          32,
          Array.from({ length: 32 }, (_, i) => i),
        ),
      ),
    ).toBe(32);
  });
});
