import { resolveWithLower } from './lower-interval.js';
import type { PriceColumns, Resolution, SimulationOptions, Trade, TradeOutcome } from './types.js';

/** Take-profit and stop-loss prices of an entry: long above/below it, short mirrored. */
export function levelsOf(
  entry: number,
  side: 'long' | 'short',
  takeProfit: number,
  stoploss: number,
): { takeProfitPrice: number; stoplossPrice: number } {
  return side === 'long'
    ? { takeProfitPrice: entry * (1 + takeProfit / 100), stoplossPrice: entry * (1 - stoploss / 100) }
    : { takeProfitPrice: entry * (1 - takeProfit / 100), stoplossPrice: entry * (1 + stoploss / 100) };
}

/**
 * The trades of one market for one take-profit/stop-loss pair (docs/statistics.md):
 * - a signal is candle i with signals[i] = 1 (i >= signalFrom); the entry is the open of candle i+1 (none:
 *   no trade);
 * - from the entry candle on, the first candle whose high (long) reaches the take-profit decides a win,
 *   whose low reaches the stop-loss a loss (short: mirrored); one reaching both is ambiguous and decided
 *   by the run's rule;
 * - one position at a time: the next signal is taken at or after the deciding candle;
 * - a trade not decided by the last candle is open, and no later signal is taken.
 * Reads nothing after the deciding candle, so truncating the data later never changes a closed trade.
 */
export function simulateMarket(
  candles: PriceColumns,
  signals: ArrayLike<number>,
  options: SimulationOptions,
): Trade[] {
  const { side, takeProfit, stoploss, sameCandle, durationMs } = options;
  const long = side === 'long';
  const n = Math.min(candles.time.length, signals.length);
  const trades: Trade[] = [];
  const { time, open, high, low } = candles;
  let i = Math.max(0, options.signalFrom ?? 0);
  while (i < n - 1) {
    if (signals[i] !== 1) {
      i++;
      continue;
    }
    const e = i + 1;
    const entryPrice = open[e];
    const { takeProfitPrice, stoplossPrice } = levelsOf(entryPrice, side, takeProfit, stoploss);
    let lowest = Number.POSITIVE_INFINITY;
    let highest = Number.NEGATIVE_INFINITY;
    let result: TradeOutcome = 'open';
    let ambiguous = false;
    let resolvedBy: Resolution | null = null;
    let resolvedInterval: Trade['resolvedInterval'] = null;
    let j = e;
    for (; j < n; j++) {
      const h = high[j];
      const l = low[j];
      if (l < lowest) lowest = l;
      if (h > highest) highest = h;
      const tp = long ? h >= takeProfitPrice : l <= takeProfitPrice;
      const sl = long ? l <= stoplossPrice : h >= stoplossPrice;
      if (!tp && !sl) continue;
      if (tp && sl) {
        ambiguous = true;
        if (sameCandle === 'takeProfitFirst') {
          result = 'win';
          resolvedBy = 'takeProfitFirst';
        } else if (sameCandle === 'lowerInterval') {
          const d = resolveWithLower(
            options.lowers ?? [],
            time[j],
            time[j] + durationMs,
            side,
            takeProfitPrice,
            stoplossPrice,
          );
          result = d.result;
          resolvedBy = d.by;
          resolvedInterval = d.interval;
        } else {
          result = 'lost';
          resolvedBy = 'stopLossFirst';
        }
      } else result = tp ? 'win' : 'lost';
      break;
    }
    const exit = result === 'open' ? n - 1 : j;
    trades.push({
      signalIndex: i,
      exitIndex: exit,
      signalTime: time[i],
      entryTime: time[e],
      entryPrice,
      takeProfitPrice,
      stoplossPrice,
      result,
      resultTime: time[exit],
      length: exit - e + 1,
      lowestPercent: (lowest / entryPrice - 1) * 100,
      highestPercent: (highest / entryPrice - 1) * 100,
      ambiguous,
      resolvedBy,
      resolvedInterval,
    });
    if (result === 'open') break;
    // the next signal may be the deciding candle itself (the position is closed at its end)
    i = exit;
  }
  return trades;
}
