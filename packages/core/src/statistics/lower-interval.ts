import type { IntervalCode } from '../intervals.js';
import type { LowerCandles, Side } from './types.js';

export interface LowerDecision {
  result: 'win' | 'lost';
  by: 'lowerInterval' | 'fallbackStopLoss';
  interval: IntervalCode | null;
  /** the level reached, or the deciding lower candle's open when it opened beyond the level */
  exitPrice: number;
}

/** First index with time >= t (times ascending). */
function firstAtOrAfter(time: ArrayLike<number>, t: number): number {
  let lo = 0;
  let hi = time.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (time[mid] < t) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * Decides a candle [start, end) that reached both levels by walking the candles of the nearest lower
 * interval that has any inside it: the first lower candle reaching one level decides (at its open when
 * it opened beyond that level, as on the simulated interval); a lower candle reaching both from an open
 * between them is looked into with the intervals below it, recursively. Only intervals whose length
 * divides the candle's are used, so no lower candle reads past the candle's close. Stop-loss first where no lower
 * data decides (none stored, every level ambiguous, or the lower candles reach neither level).
 */
export function resolveWithLower(
  lowers: readonly LowerCandles[],
  start: number,
  end: number,
  side: Side,
  takeProfitPrice: number,
  stoplossPrice: number,
): LowerDecision {
  const fallback: LowerDecision = {
    result: 'lost',
    by: 'fallbackStopLoss',
    interval: null,
    exitPrice: stoplossPrice,
  };
  const long = side === 'long';
  for (let level = 0; level < lowers.length; level++) {
    const { candles, interval, durationMs } = lowers[level];
    // a lower candle must lie inside the candle looked into (3m candles do not tile a 5m one)
    if ((end - start) % durationMs !== 0) continue;
    let j = firstAtOrAfter(candles.time, start);
    if (j >= candles.time.length || candles.time[j] >= end) continue;
    for (; j < candles.time.length && candles.time[j] < end; j++) {
      const open = candles.open[j];
      if (long ? open < stoplossPrice : open > stoplossPrice)
        return { result: 'lost', by: 'lowerInterval', interval, exitPrice: open };
      if (long ? open > takeProfitPrice : open < takeProfitPrice)
        return { result: 'win', by: 'lowerInterval', interval, exitPrice: open };
      const high = candles.high[j];
      const low = candles.low[j];
      const tp = long ? high >= takeProfitPrice : low <= takeProfitPrice;
      const sl = long ? low <= stoplossPrice : high >= stoplossPrice;
      if (tp && sl) {
        const t = candles.time[j];
        return resolveWithLower(
          lowers.slice(level + 1),
          t,
          t + durationMs,
          side,
          takeProfitPrice,
          stoplossPrice,
        );
      }
      if (tp) return { result: 'win', by: 'lowerInterval', interval, exitPrice: takeProfitPrice };
      if (sl) return { result: 'lost', by: 'lowerInterval', interval, exitPrice: stoplossPrice };
    }
    return fallback;
  }
  return fallback;
}
