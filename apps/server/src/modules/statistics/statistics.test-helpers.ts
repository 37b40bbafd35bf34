import type { Insertable } from 'kysely';
import type { StatisticTradesTable } from './statistics.tables';

/**
 * A long 1h trade of a run at take-profit 3 % and stop-loss 2 %, won on its entry candle at a price
 * of 1, for tests that write a trade beside the ones a run stored; `trade` names what differs.
 */
export const tradeRow = (
  runId: string,
  trade: Partial<Insertable<StatisticTradesTable>> & { symbol: string; entry_time: number },
): Insertable<StatisticTradesTable> => ({
  run_id: runId,
  interval_code: '1h',
  take_profit: 3,
  stoploss: 2,
  signal_time: trade.entry_time - 1,
  entry_price: 1,
  take_profit_price: 1.03,
  stoploss_price: 0.98,
  result: 'win',
  result_time: trade.entry_time,
  length: 1,
  lowest_percent: 0,
  highest_percent: 3,
  ambiguous: 0,
  resolved_by: null,
  resolved_interval: null,
  ...trade,
});
