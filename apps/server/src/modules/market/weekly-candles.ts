import type { IntervalCode } from '@bitdata/contracts';
import type { Candle } from '@bitdata/core';

/**
 * Week candles built from stored daily candles, for exchanges (and the bundled history) without a weekly
 * series: weeks open on Monday 00:00 UTC, as Binance, OKX and Bybit open theirs.
 */

const DAY_MS = 86_400_000;
export const WEEK_MS = 7 * DAY_MS;

/** The interval a built interval is made of. */
export const BUILT_FROM: Partial<Record<IntervalCode, IntervalCode>> = { '1w': '1d' };

/** Open time of the UTC Monday week holding `ms`. */
export function weekOpen(ms: number): number {
  const day = Math.floor(ms / DAY_MS);
  // 1970-01-01 was a Thursday: day 0 is 3 days after a Monday
  return (day - ((day + 3) % 7)) * DAY_MS;
}

const sumQuote = (a: number | undefined, b: number | undefined) =>
  a === undefined || b === undefined || !Number.isFinite(a) || !Number.isFinite(b) ? Number.NaN : a + b;

/**
 * Daily candles (ascending) to week candles. A week is closed once its Sunday candle is there; the
 * newest week without it is the forming one (null when the last week is complete).
 */
export function weeklyFromDaily(daily: readonly Candle[]): { closed: Candle[]; forming: Candle | null } {
  const weeks: Candle[] = [];
  const lastDay: number[] = [];
  for (const d of daily) {
    const open = weekOpen(d.time);
    const w = weeks[weeks.length - 1];
    if (!w || w.time !== open) {
      weeks.push({ ...d, time: open, quoteVolume: d.quoteVolume ?? Number.NaN });
      lastDay.push(d.time);
      continue;
    }
    w.high = Math.max(w.high, d.high);
    w.low = Math.min(w.low, d.low);
    w.close = d.close;
    w.volume += d.volume;
    w.quoteVolume = sumQuote(w.quoteVolume, d.quoteVolume);
    lastDay[lastDay.length - 1] = d.time;
  }
  const n = weeks.length;
  if (n > 0 && lastDay[n - 1] < weeks[n - 1].time + 6 * DAY_MS)
    return { closed: weeks.slice(0, -1), forming: weeks[n - 1] };
  return { closed: weeks, forming: null };
}
