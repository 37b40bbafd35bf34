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
  const texts = TEXTS.map((f) => trades.map((t) => code(t[f])));
  const header = Buffer.from(JSON.stringify({ n, strings }));
  const start = Math.ceil((4 + header.length) / 8) * 8;
  const out = Buffer.alloc(start + COLUMNS * n * 8);
  out.writeUInt32LE(header.length, 0);
  header.copy(out, 4);
  let p = start;
  for (const f of NUMBERS)
    for (const t of trades) {
      const v = t[f];
      p = out.writeDoubleLE(v === null ? Number.NaN : v, p);
    }
  for (const column of texts) for (const v of column) p = out.writeDoubleLE(v, p);
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
  const column = (k: number) => (i: number) => bytes.readDoubleLE(start + (k * n + i) * 8);
  const numbers = NUMBERS.map((_, k) => column(k));
  const texts = TEXTS.map((_, k) => column(NUMBERS.length + k));
  const text = (v: number) => (Number.isNaN(v) ? null : strings[v]);
  const orNull = (v: number) => (Number.isNaN(v) ? null : v);
  const trades: SetTrade[] = new Array(n);
  for (let i = 0; i < n; i++) {
    const [signal, entry, entryPrice, tpPrice, slPrice, exit, ret, resultTime, len, low, high, ambiguous] =
      numbers.map((read) => read(i));
    const [symbol, result, resolvedBy, resolvedInterval] = texts.map((read) => text(read(i)));
    trades[i] = {
      symbol: symbol as string,
      signal_time: signal,
      entry_time: entry,
      entry_price: entryPrice,
      take_profit_price: tpPrice,
      stoploss_price: slPrice,
      result: result as string,
      exit_price: orNull(exit),
      return_percent: orNull(ret),
      result_time: resultTime,
      length: len,
      lowest_percent: low,
      highest_percent: high,
      ambiguous,
      resolved_by: resolvedBy,
      resolved_interval: resolvedInterval,
    };
  }
  return trades;
}
