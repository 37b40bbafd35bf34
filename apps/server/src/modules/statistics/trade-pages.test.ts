import { TRADE_SORT_FIELDS, type TradeSortField } from '@bitdata/contracts';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { pageOfTrades } from './trade-pages';
import type { SetTrade } from './trade-sets';

// The column the trades table sorted by in SQL, before trades were kept as sets.
const COLUMN = {
  entryDate: 'entry_time',
  resultDate: 'result_time',
  symbol: 'symbol',
  result: 'result',
  length: 'length',
  lowestPricePercent: 'lowest_percent',
  highestPricePercent: 'highest_percent',
} as const satisfies Record<TradeSortField, keyof SetTrade>;

const SYMBOLS = ['BTCUSDT', 'ETHUSDT', 'ADAUSDT', 'XRPUSDT', 'BNBUSDT', 'DOGEUSDT'];
const HOUR = 3_600_000;
const START = 1_700_000_000_000;
// the market's last candle: open trades store it as their result time, and some trades were decided on it
const LAST = START + 80 * HOUR;

/**
 * A few hundred trades, one per market and entry date, built to tie: many markets enter on the same
 * candle, lengths and extremes repeat (zero also as minus zero), and open trades share their result time
 * with trades decided on the last candle.
 */
function tradesToPage(): SetTrade[] {
  let seed = 7;
  const next = (k: number) => {
    seed = (seed * 48_271) % 2_147_483_647;
    return seed % k;
  };
  const trades: SetTrade[] = [];
  for (const symbol of SYMBOLS)
    for (let h = 0; h < 70; h++) {
      if (next(3) === 0) continue;
      const entry = START + h * HOUR;
      const result = h > 60 && next(2) === 0 ? 'open' : (['win', 'lost', 'open'] as const)[next(3)];
      const open = result === 'open';
      const resultTime = open || next(4) === 0 ? LAST : entry + (1 + next(6)) * HOUR;
      trades.push({
        symbol,
        signal_time: entry - HOUR,
        entry_time: entry,
        entry_price: 100 + next(50),
        take_profit_price: 103,
        stoploss_price: 98,
        result,
        exit_price: open ? null : 100 + next(5),
        return_percent: open ? null : next(5) - 2,
        result_time: resultTime,
        length: (resultTime - entry) / HOUR,
        lowest_percent: [-2, -1.5, -0.25, 0, -0][next(5)],
        highest_percent: [0, -0, 0.5, 1.25, 3][next(5)],
        ambiguous: next(2),
        resolved_by: next(4) === 0 ? 'lowerInterval' : null,
        resolved_interval: next(4) === 0 ? '1m' : null,
      });
    }
  return trades;
}

/**
 * Pages cut from a trade set in memory must come out exactly as the SQL query over a row per trade gave
 * them: a member paging through a result sees the same trades in the same order as before.
 */
describe('a page of a result’s trades, against the SQL it replaces', () => {
  const trades = tradesToPage();
  const sqlite = new Database(':memory:');
  sqlite.exec(`create table trades (
    i integer not null, symbol text not null, signal_time integer not null, entry_time integer not null,
    entry_price real not null, take_profit_price real not null, stoploss_price real not null,
    result text not null, exit_price real, return_percent real, result_time integer not null,
    length integer not null, lowest_percent real not null, highest_percent real not null,
    ambiguous integer not null, resolved_by text, resolved_interval text)`);
  const insert = sqlite.prepare(`insert into trades values (@i, @symbol, @signal_time, @entry_time,
    @entry_price, @take_profit_price, @stoploss_price, @result, @exit_price, @return_percent, @result_time,
    @length, @lowest_percent, @highest_percent, @ambiguous, @resolved_by, @resolved_interval)`);
  sqlite.transaction(() => {
    for (const [i, t] of trades.entries()) insert.run({ ...t, i });
  })();
  afterAll(() => sqlite.close());

  const bySql = (sort: TradeSortField, order: 'asc' | 'desc', symbol: string | undefined) => {
    const where = symbol ? 'where symbol = @symbol' : '';
    const open = sort === 'resultDate' ? `(result = 'open') ${order}, ` : '';
    const rows = sqlite
      .prepare(`select i from trades ${where}
        order by ${open}${COLUMN[sort]} ${order}, entry_time ${order}, symbol asc`)
      .all(symbol ? { symbol } : {}) as { i: number }[];
    return rows.map((r) => r.i);
  };
  const index = new Map(trades.map((t, i) => [t, i]));

  it('is built to tie on every sort column', () => {
    expect(trades.length).toBeGreaterThan(250);
    const openAtLast = trades.filter((t) => t.result === 'open' && t.result_time === LAST);
    const decidedAtLast = trades.filter((t) => t.result !== 'open' && t.result_time === LAST);
    expect(openAtLast.length).toBeGreaterThan(5);
    expect(decidedAtLast.length).toBeGreaterThan(5);
    const entries = trades.map((t) => t.entry_time);
    expect(new Set(entries).size).toBeLessThan(entries.length / 3);
  });

  for (const sort of TRADE_SORT_FIELDS)
    for (const order of ['asc', 'desc'] as const)
      for (const symbol of [undefined, 'ETHUSDT', 'NONEUSDT'])
        it(`sorts by ${sort} ${order}${symbol ? ` of ${symbol}` : ''} as SQL did`, () => {
          const expected = bySql(sort, order, symbol);
          const total = expected.length;
          for (const [offset, limit] of [
            [0, 10],
            [0, 10_000],
            [37, 25],
            [Math.max(0, total - 5), 50],
            [total + 3, 10],
          ]) {
            const page = pageOfTrades(trades, { symbol, sort, order, offset, limit });
            expect(page.total).toBe(total);
            expect(page.rows.map((t) => index.get(t))).toEqual(expected.slice(offset, offset + limit));
          }
        });
});
