import { createHash } from 'node:crypto';
import { type Allocate, freshBuffer } from './scratch-buffers';

/**
 * Sets of a plan's filters as bits (bit i = byte i >> 3, bit i & 7: filter i of the plan), the form a
 * screened candle is stored in (as bytes): a close of 10,000 filters over 500 markets matches hundreds of thousands
 * of (filter, market) pairs, which as bits are 500 rows of 1.25 KB, compared with the previous close
 * byte by byte.
 */

export interface PlanKey {
  /** Digest of the ordered filter ids: the same plan has the same id on every instance. */
  id: string;
  filterIds: readonly string[];
  /** position of each filter id */
  index: ReadonlyMap<string, number>;
}

export const bytesFor = (filters: number) => (filters + 7) >>> 3;

export const setBit = (bits: Uint8Array, i: number) => {
  bits[i >>> 3] |= 1 << (i & 7);
};

export const hasBit = (bits: Uint8Array, i: number) => ((bits[i >>> 3] >>> (i & 7)) & 1) === 1;

/** First byte of a packed set: the bitmap follows as it is, or the positions of its set bits. */
const PACKED_BITMAP = 0;
const PACKED_POSITIONS = 1;

/** Bit k of a 32-bit word read over bytes 4w..4w+3 is bit 32w + k of the set only on little-endian machines. */
const LITTLE_ENDIAN = new Uint8Array(new Uint16Array([1]).buffer)[0] === 1;

const POPCOUNT = Uint8Array.from({ length: 256 }, (_, x) => {
  let c = 0;
  for (let v = x; v !== 0; v &= v - 1) c++;
  return c;
});

/**
 * The room packInto may need for a set of `n` bytes: its positions stop at a quarter of the bitmap's
 * bytes plus the last word's (32 positions of at most 5 bytes each), or the bitmap and its first byte.
 */
const packRoom = (n: number) => Math.max(n + 1, 8 + (n >>> 2) + 160);

/** `bits` as a bitmap at out[at]: its first byte, then the bytes as they are. Returns the end. */
function bitmapInto(bits: Uint8Array, out: Uint8Array, at: number): number {
  out[at] = PACKED_BITMAP;
  out.set(bits, at + 1);
  return at + 1 + bits.length;
}

/** The 32-bit word of a set's bytes from `b` (past the end: zero bytes), on any alignment. */
const wordAt = (bits: Uint8Array, b: number) =>
  (bits[b] ?? 0) | ((bits[b + 1] ?? 0) << 8) | ((bits[b + 2] ?? 0) << 16) | ((bits[b + 3] ?? 0) << 24) | 0;

/**
 * A set as stored, written at out[at] (room for packRoom(bits.length) bytes); returns the end. Most
 * screened candles match few of the plan's filters (a trader's setup is rare), and their bitmaps are
 * mostly zero bytes; those are written as the bitmap's length and the gaps between set positions
 * (varints). A denser set stays a bitmap: once the positions take more than a quarter of the bitmap's
 * bytes (about one filter in 32), the saving is not worth the time (a close of 500 markets spent 9 ms
 * of its 13 ms store packing sets of 7 % density as positions).
 */
function packInto(bits: Uint8Array, out: Uint8Array, start: number): number {
  const n = bits.length;
  const limit = start + 8 + (n >>> 2);
  // a set already past one filter in 32 over its first eighth is taken for dense as a whole: written
  // as a bitmap without first writing a quarter of it as positions (a close's matched sets, 7 % dense)
  if (n >= 64 && countBits(bits.subarray(0, n >>> 3)) > n >>> 5) return bitmapInto(bits, out, start);
  let at = start;
  out[at++] = PACKED_POSITIONS;
  for (let x = n; ; x >>>= 7) {
    if (x < 0x80) {
      out[at++] = x;
      break;
    }
    out[at++] = (x & 0x7f) | 0x80;
  }
  // by 32-bit words (a close packs 500 sets of 10,000 bits, mostly zero words), read in place where
  // the set is aligned for it; one loop with no helper call per bit (a closure over `at` and `last`
  // doubled the time)
  const words = LITTLE_ENDIAN ? wordsOf(bits) : null;
  const count = (n + 3) >>> 2;
  let last = -1;
  for (let w = 0; w < count; w++) {
    let x = words !== null && w < words.length ? words[w] : wordAt(bits, w << 2);
    if (x === 0) continue;
    if (at > limit) return bitmapInto(bits, out, start);
    const base = w << 5;
    while (x !== 0) {
      const i = base + 31 - Math.clz32(x & -x);
      x &= x - 1;
      let gap = i - last - 1;
      last = i;
      while (gap >= 0x80) {
        out[at++] = (gap & 0x7f) | 0x80;
        gap >>>= 7;
      }
      out[at++] = gap;
    }
  }
  return at > limit ? bitmapInto(bits, out, start) : at;
}

/**
 * Many sets as stored, all in one buffer (views of it), from `alloc`: a close packs a thousand sets,
 * and a buffer each was a thousand allocations for the collector to follow.
 */
export function packSets(sets: readonly Uint8Array[], alloc: Allocate = freshBuffer): Uint8Array[] {
  let room = 0;
  for (const s of sets) room += packRoom(s.length);
  const out = alloc(room);
  let at = 0;
  return sets.map((s) => {
    const end = packInto(s, out, at);
    const packed = out.subarray(at, end);
    at = end;
    return packed;
  });
}

/**
 * `count` empty sets of `bytes` bytes in one buffer, each starting on a 32-bit word (for the word-wise
 * steps below), with the buffer and the distance between sets (a close's matches are written by market
 * and filter straight into it).
 */
export function emptySets(
  count: number,
  bytes: number,
): { sets: Uint8Array[]; flat: Uint8Array; stride: number } {
  const stride = (bytes + 3) & ~3;
  const flat = new Uint8Array(count * stride);
  const sets = Array.from({ length: count }, (_, i) => flat.subarray(i * stride, i * stride + bytes));
  return { sets, flat, stride };
}

/** The bitmap of a packed set (packSets). */
export function unpackBits(packed: Uint8Array): Uint8Array {
  if (packed[0] === PACKED_BITMAP) return packed.slice(1);
  let at = 1;
  const next = () => {
    let n = 0;
    let shift = 0;
    for (;;) {
      const byte = packed[at++];
      n += (byte & 0x7f) * 2 ** shift;
      if (byte < 0x80) return n;
      shift += 7;
    }
  };
  const out = new Uint8Array(next());
  let i = -1;
  while (at < packed.length) {
    i += next() + 1;
    setBit(out, i);
  }
  return out;
}

export const encodeBits = (bits: Uint8Array) =>
  Buffer.from(bits.buffer, bits.byteOffset, bits.byteLength).toString('base64');

export const decodeBits = (text: string) => new Uint8Array(Buffer.from(text, 'base64'));

/** Positions of the set bits, ascending. */
export function bitPositions(bits: Uint8Array): number[] {
  const out: number[] = [];
  for (let b = 0; b < bits.length; b++) {
    let x = bits[b];
    while (x !== 0) {
      const low = x & -x;
      out.push((b << 3) + 31 - Math.clz32(low));
      x ^= low;
    }
  }
  return out;
}

/**
 * The whole 32-bit words of a set's bytes, when they are aligned for it (a set of its own buffer is):
 * a close compares and counts 500 sets of 1,250 bytes, four times fewer steps by words.
 */
function wordsOf(bits: Uint8Array): Int32Array | null {
  return (bits.byteOffset & 3) === 0 ? new Int32Array(bits.buffer, bits.byteOffset, bits.length >>> 2) : null;
}

/** How many bits are set. */
export function countBits(bits: Uint8Array): number {
  let n = 0;
  let b = 0;
  const words = wordsOf(bits);
  if (words) {
    for (let w = 0; w < words.length; w++) {
      let x = words[w];
      x -= (x >>> 1) & 0x55555555;
      x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
      n += Math.imul((x + (x >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
    }
    b = words.length << 2;
  }
  for (; b < bits.length; b++) n += POPCOUNT[bits[b]];
  return n;
}

/** The bits of `bits` not in `minus`, written to `out` (a new set by default). */
export function without(
  bits: Uint8Array,
  minus: Uint8Array,
  out: Uint8Array = new Uint8Array(bits.length),
): Uint8Array {
  let j = 0;
  const [a, m, o] = [wordsOf(bits), wordsOf(minus), wordsOf(out)];
  if (a && m && o) {
    for (let w = 0; w < o.length; w++) o[w] = a[w] & ~m[w];
    j = o.length << 2;
  }
  for (; j < bits.length; j++) out[j] = bits[j] & ~minus[j];
  return out;
}

/** A set of `from`'s filters as a set of `to`'s (filters not in `to` are dropped). */
export function remapBits(bits: Uint8Array, from: PlanKey, to: PlanKey): Uint8Array {
  if (from.id === to.id) return bits;
  const out = new Uint8Array(bytesFor(to.filterIds.length));
  for (const i of bitPositions(bits)) {
    const j = to.index.get(from.filterIds[i] ?? '');
    if (j !== undefined) setBit(out, j);
  }
  return out;
}

export function planKeyOf(filterIds: readonly string[]): PlanKey {
  const id = createHash('sha1').update(filterIds.join(',')).digest('hex');
  return { id, filterIds, index: new Map(filterIds.map((f, i) => [f, i])) };
}
