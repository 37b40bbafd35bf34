import { type CandleColumns, emptyColumns, findInterval } from '@bitdata/core';
import { readFloat64s, writeFloat64s } from '../../platform/float64-bytes';

/**
 * Candle blocks: a series' closed history kept a second time, as packed columns, so that reading years
 * of candles (a statistic) is one blob per BLOCK_CANDLES candles instead of a JavaScript value per field
 * of every row (the driver's row values were most of a statistic's wait). A block covers a fixed span of
 * time, BLOCK_CANDLES intervals from a multiple of that span, so a write knows the blocks it touches from
 * its open times alone. Blocks are a cache of market_candles: any write into a block's span deletes it
 * (candle-write.*.ts, retention), and a read builds it again from the rows.
 *
 * A block's bytes: the seven columns one after the other (time, open, high, low, close, volume, quote
 * volume), each of n float64 in little-endian order; n is the length over 56. A missing quote volume is
 * NaN, as in every CandleColumns. Changing this layout needs a migration that deletes the stored blocks.
 */

export const BLOCK_CANDLES = 1024;

const FIELDS = ['time', 'open', 'high', 'low', 'close', 'volume', 'quoteVolume'] as const;
const BYTES_PER_CANDLE = FIELDS.length * 8;

/** The block holding the candle opened at `time` of an interval lasting `durationMs`. */
export const blockOf = (time: number, durationMs: number) => Math.floor(time / (durationMs * BLOCK_CANDLES));

/** Open times of a block's first and last possible candle (inclusive). */
export function blockSpan(block: number, durationMs: number): { from: number; to: number } {
  const from = block * durationMs * BLOCK_CANDLES;
  return { from, to: from + durationMs * BLOCK_CANDLES - 1 };
}

/**
 * The blocks (first and last, inclusive) a write of candles opened from `first` to `last` may touch, which
 * the write deletes; all of the series' blocks for an interval of no fixed duration.
 */
export function blocksTouched(interval: string, first: number, last: number): [number, number] {
  const durationMs = findInterval(interval)?.durationMs;
  return durationMs
    ? [blockOf(first, durationMs), blockOf(last, durationMs)]
    : [Number.MIN_SAFE_INTEGER, Number.MAX_SAFE_INTEGER];
}

export function encodeBlock(c: CandleColumns): Buffer {
  const n = c.time.length;
  const out = Buffer.allocUnsafe(n * BYTES_PER_CANDLE);
  for (const [k, f] of FIELDS.entries()) writeFloat64s(out, k * n * 8, c[f]);
  return out;
}

/** How many candles a block's bytes hold. */
export function blockLength(data: Uint8Array): number {
  if (data.length % BYTES_PER_CANDLE !== 0) throw new Error(`candle block of ${data.length} bytes`);
  return data.length / BYTES_PER_CANDLE;
}

export const decodeBlock = (data: Uint8Array): CandleColumns => joinBlocks([data]);

/**
 * Blocks' bytes or candles already as columns, one after the other (each in time order, in block order),
 * into one set of columns allocated once.
 */
export function joinBlocks(parts: readonly (Uint8Array | CandleColumns)[]): CandleColumns {
  const lengths = parts.map((p) => (p instanceof Uint8Array ? blockLength(p) : p.time.length));
  const out = emptyColumns(lengths.reduce((sum, n) => sum + n, 0));
  let at = 0;
  parts.forEach((p, j) => {
    const n = lengths[j];
    FIELDS.forEach((f, k) => {
      if (p instanceof Uint8Array) readFloat64s(p, k * n * 8, out[f].subarray(at, at + n));
      else out[f].set(p[f], at);
    });
    at += n;
  });
  return out;
}
