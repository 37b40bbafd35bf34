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
 * Percent of the entry a position closed at `exit` made before fees. At a level it is the level's
 * distance itself (+take-profit, -stop-loss), so totals over trades closed at the levels stay exact;
 * at a gap's open it follows from the price.
 */
function returnAt(
  exit: number | null,
  entry: number,
  side: 'long' | 'short',
  o: Pick<SimulationOptions, 'takeProfit' | 'stoploss'>,
  takeProfitPrice: number,
  stoplossPrice: number,
): number | null {
  if (exit === null) return null;
  if (exit === takeProfitPrice) return o.takeProfit;
  if (exit === stoplossPrice) return -o.stoploss;
  return (side === 'long' ? exit / entry - 1 : 1 - exit / entry) * 100;
}

/**
 * The trades of one market for one take-profit/stop-loss pair (docs/statistics.md):
 * - a signal is candle i with signals[i] = 1 (i >= signalFrom); the entry is the open of candle i+1 (none:
 *   no trade);
 * - from the entry candle on, the first candle whose high (long) reaches the take-profit decides a win,
 *   whose low reaches the stop-loss a loss (short: mirrored); one reaching both is ambiguous and decided
 *   by the run's rule; the exit is at the level reached;
 * - a candle that opens beyond a level (a gap) decides at its open, which is the exit price: a long
 *   opening below the stop-loss loses more than the stop, above the take-profit wins more than the
 *   target (short: mirrored). It is not ambiguous: its open is the first price the position could close at;
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
    let exitPrice: number | null = null;
    let ambiguous = false;
    let resolvedBy: Resolution | null = null;
    let resolvedInterval: Trade['resolvedInterval'] = null;
    let j = e;
    for (; j < n; j++) {
      const o = open[j];
      const h = high[j];
      const l = low[j];
      if (l < lowest) lowest = l;
      if (h > highest) highest = h;
      // the entry candle opens at the entry, between the levels: only a later candle can gap past one
      if (long ? o < stoplossPrice : o > stoplossPrice) {
        result = 'lost';
        exitPrice = o;
        break;
      }
      if (long ? o > takeProfitPrice : o < takeProfitPrice) {
        result = 'win';
        exitPrice = o;
        break;
      }
      const tp = long ? h >= takeProfitPrice : l <= takeProfitPrice;
      const sl = long ? l <= stoplossPrice : h >= stoplossPrice;
      if (!tp && !sl) continue;
      if (tp && sl) {
        ambiguous = true;
        if (sameCandle === 'takeProfitFirst') {
          result = 'win';
          resolvedBy = 'takeProfitFirst';
          exitPrice = takeProfitPrice;
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
          exitPrice = d.exitPrice;
        } else {
          result = 'lost';
          resolvedBy = 'stopLossFirst';
          exitPrice = stoplossPrice;
        }
      } else {
        result = tp ? 'win' : 'lost';
        exitPrice = tp ? takeProfitPrice : stoplossPrice;
      }
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
      exitPrice,
      returnPercent: returnAt(exitPrice, entryPrice, side, options, takeProfitPrice, stoplossPrice),
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
