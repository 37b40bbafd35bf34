import { createHash } from 'node:crypto';

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

function pushVarint(out: number[], n: number) {
  let x = n;
  while (x >= 0x80) {
    out.push((x & 0x7f) | 0x80);
    x >>>= 7;
  }
  out.push(x);
}

/**
 * A set as stored: most screened candles match few of the plan's filters (a trader's setup is rare),
 * and their bitmaps are mostly zero bytes; those are written as the bitmap's length and the gaps
 * between set positions (varints). A dense set (more than about one filter in eight) stays a bitmap.
 */
export function packBits(bits: Uint8Array): Uint8Array {
  const sparse: number[] = [PACKED_POSITIONS];
  pushVarint(sparse, bits.length);
  let last = -1;
  for (let b = 0; b < bits.length; b++) {
    let x = bits[b];
    while (x !== 0) {
      const low = x & -x;
      const i = (b << 3) + 31 - Math.clz32(low);
      pushVarint(sparse, i - last - 1);
      last = i;
      x ^= low;
      // no shorter than the bitmap: keep the bitmap
      if (sparse.length > bits.length) {
        const out = new Uint8Array(bits.length + 1);
        out[0] = PACKED_BITMAP;
        out.set(bits, 1);
        return out;
      }
    }
  }
  return Uint8Array.from(sparse);
}

/** The bitmap of a packed set (packBits). */
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

/** The bits of `bits` not in `minus`. */
export function without(bits: Uint8Array, minus: Uint8Array): Uint8Array {
  const out = new Uint8Array(bits.length);
  for (let j = 0; j < bits.length; j++) out[j] = bits[j] & ~minus[j];
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
