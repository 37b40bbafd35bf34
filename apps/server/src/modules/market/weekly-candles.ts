import type { IntervalCode } from '@bitdata/contracts';
import { type Candle, type CandleColumns, emptyColumns } from '@bitdata/core';

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

/**
 * The closed weeks of daily columns (ascending), built exactly as weeklyFromDaily builds the chart's, as
 * columns for the backtest: a week whose Sunday is not among them is still forming and left out.
 */
export function weeklyColumnsFromDaily(daily: CandleColumns): CandleColumns {
  const days: Candle[] = Array.from({ length: daily.time.length }, (_, i) => ({
    time: daily.time[i],
    open: daily.open[i],
    high: daily.high[i],
    low: daily.low[i],
    close: daily.close[i],
    volume: daily.volume[i],
    quoteVolume: daily.quoteVolume[i],
  }));
  const weeks = weeklyFromDaily(days).closed;
  const out = emptyColumns(weeks.length);
  weeks.forEach((w, i) => {
    out.time[i] = w.time;
    out.open[i] = w.open;
    out.high[i] = w.high;
    out.low[i] = w.low;
    out.close[i] = w.close;
    out.volume[i] = w.volume;
    out.quoteVolume[i] = w.quoteVolume ?? Number.NaN;
  });
  return out;
}

/**
 * The weeks a daily series spans: the week of its first day, and the last week whose Sunday is stored
 * (the newest closed one). Null when no week of it has closed yet.
 */
export function weeksOfDailySpan(
  firstDay: number,
  lastDay: number,
): { firstTime: number; lastTime: number } | null {
  const firstTime = weekOpen(firstDay);
  const lastTime = weekOpen(lastDay + DAY_MS) - WEEK_MS;
  return lastTime >= firstTime ? { firstTime, lastTime } : null;
}
