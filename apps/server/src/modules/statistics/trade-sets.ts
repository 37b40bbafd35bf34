import { readFloat64s, writeFloat64s } from '../../platform/float64-bytes';

/**
 * The trades of one result (a run's interval at one take-profit and stop-loss) stored as one value, a
 * trade set: a run's tens of thousands of trades are written as a few blobs in the transaction that
 * marks it done (a row per trade cost most of a member's wait), and a page of them is cut from the set
 * in memory (trade-pages.ts).
 *
 * The bytes: a little-endian uint32 header length, the header as JSON ({ n, strings }), zero padding to
 * a multiple of 8, then the FIELDS as columns of n little-endian float64 each. A number that is null is
 * NaN (no stored number is NaN: the columns these came from were SQL doubles); a text is its index in
 * `strings`, NaN when null. A new layout must keep reading this one (sets are kept as long as their runs).
 */

/** One stored trade, in the columns' names (the set's result gives interval, take-profit and stop-loss). */
export interface SetTrade {
  symbol: string;
  signal_time: number;
  entry_time: number;
  entry_price: number;
  take_profit_price: number;
  stoploss_price: number;
  result: string;
  exit_price: number | null;
  return_percent: number | null;
  result_time: number;
  length: number;
  lowest_percent: number;
  highest_percent: number;
  ambiguous: number;
  resolved_by: string | null;
  resolved_interval: string | null;
}

// The columns in stored order: NUMBERS then TEXTS. Never reorder (stored sets are read with it).
const NUMBERS = [
  'signal_time',
  'entry_time',
  'entry_price',
  'take_profit_price',
  'stoploss_price',
  'exit_price',
  'return_percent',
  'result_time',
  'length',
  'lowest_percent',
  'highest_percent',
  'ambiguous',
] as const;
const TEXTS = ['symbol', 'result', 'resolved_by', 'resolved_interval'] as const;
const COLUMNS = NUMBERS.length + TEXTS.length;

const orNaN = (v: number | null) => (v === null ? Number.NaN : v);
const orNull = (v: number) => (Number.isNaN(v) ? null : v);

export function encodeTradeSet(trades: readonly SetTrade[]): Buffer {
  const n = trades.length;
  const strings: string[] = [];
  const indexOf = new Map<string, number>();
  const code = (s: string | null) => {
    if (s === null) return Number.NaN;
    let i = indexOf.get(s);
    if (i === undefined) {
      i = strings.length;
      strings.push(s);
      indexOf.set(s, i);
    }
    return i;
  };
  // column k of trade i at k * n + i, each field named (one shape per trade: a fast loop)
  const v = new Float64Array(COLUMNS * n);
  for (let i = 0; i < n; i++) {
    const t = trades[i];
    v[i] = t.signal_time;
    v[n + i] = t.entry_time;
    v[2 * n + i] = t.entry_price;
    v[3 * n + i] = t.take_profit_price;
    v[4 * n + i] = t.stoploss_price;
    v[5 * n + i] = orNaN(t.exit_price);
    v[6 * n + i] = orNaN(t.return_percent);
    v[7 * n + i] = t.result_time;
    v[8 * n + i] = t.length;
    v[9 * n + i] = t.lowest_percent;
    v[10 * n + i] = t.highest_percent;
    v[11 * n + i] = t.ambiguous;
    v[12 * n + i] = code(t.symbol);
    v[13 * n + i] = code(t.result);
    v[14 * n + i] = code(t.resolved_by);
    v[15 * n + i] = code(t.resolved_interval);
  }
  const header = Buffer.from(JSON.stringify({ n, strings }));
  const start = Math.ceil((4 + header.length) / 8) * 8;
  const out = Buffer.alloc(start + v.byteLength);
  out.writeUInt32LE(header.length, 0);
  header.copy(out, 4);
  writeFloat64s(out, start, v);
  return out;
}

export function decodeTradeSet(data: Uint8Array): SetTrade[] {
  const bytes = Buffer.from(data.buffer, data.byteOffset, data.byteLength);
  const length = bytes.readUInt32LE(0);
  const { n, strings } = JSON.parse(bytes.toString('utf8', 4, 4 + length)) as {
    n: number;
    strings: string[];
  };
  const start = Math.ceil((4 + length) / 8) * 8;
  if (bytes.length !== start + COLUMNS * n * 8)
    throw new Error(`trade set of ${bytes.length} bytes for ${n} trades`);
  const v = new Float64Array(COLUMNS * n);
  readFloat64s(bytes, start, v);
  const text = (k: number) => (Number.isNaN(k) ? null : strings[k]);
  const trades: SetTrade[] = new Array(n);
  for (let i = 0; i < n; i++)
    trades[i] = {
      symbol: strings[v[12 * n + i]],
      signal_time: v[i],
      entry_time: v[n + i],
      entry_price: v[2 * n + i],
      take_profit_price: v[3 * n + i],
      stoploss_price: v[4 * n + i],
      result: strings[v[13 * n + i]],
      exit_price: orNull(v[5 * n + i]),
      return_percent: orNull(v[6 * n + i]),
      result_time: v[7 * n + i],
      length: v[8 * n + i],
      lowest_percent: v[9 * n + i],
      highest_percent: v[10 * n + i],
      ambiguous: v[11 * n + i],
      resolved_by: text(v[14 * n + i]),
      resolved_interval: text(v[15 * n + i]),
    };
  return trades;
}
