import { describe, expect, it } from 'vitest';
import { decodeTradeSet, encodeTradeSet, type SetTrade } from './trade-sets';

const RESULTS = ['win', 'lost', 'open'] as const;
const RESOLUTIONS = ['stopLossFirst', 'takeProfitFirst', 'lowerInterval', 'fallbackStopLoss'] as const;
// Numbers a double column can hold that a careless codec would bend: not exactly decimal, signed zero,
// subnormal-adjacent, epoch milliseconds far in the future, the largest exact integer.
const AWKWARD = [
  0.1 + 0.2,
  -0,
  1e-300,
  -1e-300,
  4102444800000,
  Number.MAX_SAFE_INTEGER,
  1.7976931348623157e308,
];

/** The i-th of a varied set of trades: every field changes, nulls appear where the columns allow them. */
function trade(i: number): SetTrade {
  const result = RESULTS[i % 3];
  const open = result === 'open';
  const entry = 1_700_000_000_000 + i * 3_600_000;
  return {
    // markets named in a member's own words: multi-byte text makes the header's byte length differ from
    // its length in characters
    symbol: i % 7 === 0 ? `ĐỒNG${i % 5}/USDT 🚀` : `SYM${i % 11}USDT`,
    signal_time: entry - 3_600_000,
    entry_time: entry,
    entry_price: AWKWARD[i % AWKWARD.length] + i / 1000,
    take_profit_price: 103.123456789 + i,
    stoploss_price: AWKWARD[(i + 3) % AWKWARD.length],
    result,
    exit_price: open ? null : i % 5 === 0 ? -0 : 100 + i / 3,
    return_percent: open ? null : i % 4 === 0 ? 0.1 + 0.2 : -2 - i / 7,
    result_time: entry + (i % 13) * 60_000,
    length: i % 17,
    lowest_percent: -(i % 9) / 3,
    highest_percent: i % 6 === 0 ? -0 : (i % 23) * 1.1,
    ambiguous: i % 2,
    resolved_by: i % 4 === 1 ? RESOLUTIONS[i % RESOLUTIONS.length] : null,
    resolved_interval: i % 4 === 1 ? (i % 8 === 1 ? 'phút 1' : '1m') : null,
  };
}

const trades = (n: number) => Array.from({ length: n }, (_, i) => trade(i));

describe('trade sets: a result’s trades stored as one value', () => {
  it.each([0, 1, 5_000])('gives back %i trades exactly as stored', (n) => {
    const stored = trades(n);
    expect(decodeTradeSet(encodeTradeSet(stored))).toEqual(stored);
  });

  it('keeps every awkward number bit for bit, signed zero included', () => {
    const stored = trades(200);
    const back = decodeTradeSet(encodeTradeSet(stored));
    const numbers = (t: SetTrade) => [
      t.signal_time,
      t.entry_time,
      t.entry_price,
      t.take_profit_price,
      t.stoploss_price,
      t.exit_price,
      t.return_percent,
      t.result_time,
      t.length,
      t.lowest_percent,
      t.highest_percent,
      t.ambiguous,
    ];
    const mismatches = stored.flatMap((t, i) =>
      numbers(t)
        .map((v, k) => [v, numbers(back[i])[k]] as const)
        .filter(([a, b]) => !Object.is(a, b))
        .map(
          ([a, b]) => `trade ${i}: ${Object.is(a, -0) ? '-0' : a} came back ${Object.is(b, -0) ? '-0' : b}`,
        ),
    );
    expect(mismatches).toEqual([]);
    expect(stored.some((t) => Object.is(t.exit_price, -0))).toBe(true);
  });

  it('keeps multi-byte text, and nulls apart from the text "null"', () => {
    const stored: SetTrade[] = [
      { ...trade(0), symbol: 'Tiền ảo Việt Nam 🇻🇳', resolved_by: 'null', resolved_interval: '' },
      { ...trade(1), symbol: 'Tiền ảo Việt Nam 🇻🇳', resolved_by: null, resolved_interval: null },
    ];
    expect(decodeTradeSet(encodeTradeSet(stored))).toEqual(stored);
  });

  it('reads a set lying at an odd offset inside a bigger buffer (as a driver may hand it over)', () => {
    const stored = trades(37);
    const encoded = encodeTradeSet(stored);
    const backing = new Uint8Array(encoded.length + 11);
    backing.fill(0xab);
    backing.set(encoded, 3);
    const view = backing.subarray(3, 3 + encoded.length);
    expect(view.byteOffset % 2).toBe(1);
    expect(decodeTradeSet(view)).toEqual(stored);
  });

  it('refuses a cut-off set rather than inventing trades', () => {
    const encoded = encodeTradeSet(trades(10));
    for (const cut of [1, 8, encoded.length - 40])
      expect(() => decodeTradeSet(encoded.subarray(0, encoded.length - cut))).toThrow();
    expect(() => decodeTradeSet(encoded.subarray(0, 2))).toThrow();
    expect(() => decodeTradeSet(new Uint8Array(0))).toThrow();
  });
});
