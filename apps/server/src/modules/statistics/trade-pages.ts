import type { TradeSortField } from '@bitdata/contracts';
import type { SetTrade } from './trade-sets';

/** The stored field each sortable column of the trades table sorts by. */
const SORT_FIELDS = {
  entryDate: 'entry_time',
  resultDate: 'result_time',
  symbol: 'symbol',
  result: 'result',
  length: 'length',
  lowestPricePercent: 'lowest_percent',
  highestPricePercent: 'highest_percent',
} as const satisfies Record<TradeSortField, keyof SetTrade>;

export interface TradePageQuery {
  /** one market only */
  symbol?: string;
  sort: TradeSortField;
  order: 'asc' | 'desc';
  offset: number;
  limit: number;
}

// texts compare by code unit (symbols and results are ASCII), as SQL's binary collation did
const compare = (a: number | string, b: number | string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * One page of a result's trades, and how many there are: of one market when asked, sorted by the column,
 * ties by entry date in the same direction, then by symbol ascending (one trade per market and entry
 * date, so the order is total). An open trade is not decided yet (it stores its market's last candle as
 * its result time): by result date it is the newest, before a trade decided on that same last candle.
 */
export function pageOfTrades(
  trades: readonly SetTrade[],
  q: TradePageQuery,
): { rows: SetTrade[]; total: number } {
  const kept = q.symbol ? trades.filter((t) => t.symbol === q.symbol) : [...trades];
  const dir = q.order === 'asc' ? 1 : -1;
  const field = SORT_FIELDS[q.sort];
  const open = (t: SetTrade) => (t.result === 'open' ? 1 : 0);
  kept.sort(
    (a, b) =>
      (q.sort === 'resultDate' ? dir * (open(a) - open(b)) : 0) ||
      dir * compare(a[field], b[field]) ||
      dir * (a.entry_time - b.entry_time) ||
      compare(a.symbol, b.symbol),
  );
  return { rows: kept.slice(q.offset, q.offset + q.limit), total: kept.length };
}
