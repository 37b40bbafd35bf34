import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema';
import * as repo from './statistics.repository';
import { decodeTradeSet, encodeTradeSet, type SetTrade } from './trade-sets';

/** The result tests add trades to: 1h at take-profit 3 % and stop-loss 2 %. */
const RESULT = { interval: '1h', takeProfit: 3, stoploss: 2 } as const;

/**
 * A long trade won on its entry candle at a price of 1, for tests that add a trade beside the ones a run
 * stored; `trade` names what differs.
 */
export const tradeAt = (trade: Partial<SetTrade> & { symbol: string; entry_time: number }): SetTrade => ({
  signal_time: trade.entry_time - 1,
  entry_price: 1,
  take_profit_price: 1.03,
  stoploss_price: 0.98,
  result: 'win',
  exit_price: 1.03,
  return_percent: 3,
  result_time: trade.entry_time,
  length: 1,
  lowest_percent: 0,
  highest_percent: 3,
  ambiguous: 0,
  resolved_by: null,
  resolved_interval: null,
  ...trade,
});

/** The trades a run stored for the 1h result at 3 % / 2 %. */
export async function storedTrades(db: Kysely<Database>, runId: string): Promise<SetTrade[]> {
  const set = await repo.findTradeSet(db, { runId, ...RESULT });
  return set ? decodeTradeSet(set) : [];
}

/** Adds trades to a run's 1h result at 3 % / 2 % (the set written again with them). */
export async function addTrades(db: Kysely<Database>, runId: string, trades: SetTrade[]): Promise<void> {
  const all = [...(await storedTrades(db, runId)), ...trades];
  await db
    .insertInto('statistic_trade_sets')
    .values({
      run_id: runId,
      interval_code: RESULT.interval,
      take_profit: RESULT.takeProfit,
      stoploss: RESULT.stoploss,
      trades: all.length,
      data: encodeTradeSet(all),
    })
    .onConflict((oc) =>
      oc
        .columns(['run_id', 'interval_code', 'take_profit', 'stoploss'])
        .doUpdateSet((eb) => ({ trades: eb.ref('excluded.trades'), data: eb.ref('excluded.data') })),
    )
    .execute();
}
