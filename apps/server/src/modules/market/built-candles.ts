import type { IntervalCode } from '@bitdata/contracts';
import type { Candle } from '@bitdata/core';
import { listCandles } from './candle.repository';
import type { Db } from './candle-rows';
import type { SeriesId } from './market.types';
import { BUILT_FROM, WEEK_MS, weeklyFromDaily, weekOpen } from './weekly-candles';

/**
 * Candles of an interval the exchange has no stored series of, built from a finer one (the week from
 * daily candles), so it works offline on the bundled history: the chart's, the screener's and the
 * statistics' weeks are the same weeks. Null when the interval is not built or its source has no
 * candles. `to` and `from` bound open times (inclusive); the forming week is answered apart.
 */
export async function readBuiltCandles(
  db: Db,
  series: SeriesId,
  range: { from?: number; to?: number; limit: number },
): Promise<{ candles: Candle[]; forming: Candle | null; from: IntervalCode } | null> {
  const from = BUILT_FROM[series.interval];
  if (!from) return null;
  const daily = await listCandles(
    db,
    { ...series, interval: from },
    {
      from: range.from === undefined ? undefined : weekOpen(range.from),
      to: range.to === undefined ? undefined : weekOpen(range.to) + WEEK_MS - 1,
      // whole weeks: one more than asked so a week cut at the start is dropped below
      limit: (range.limit + 1) * 7,
    },
  );
  if (daily.length === 0) return null;
  const weeks = weeklyFromDaily(daily);
  let closed = weeks.closed.filter(
    (w) =>
      (range.from === undefined || w.time >= range.from) && (range.to === undefined || w.time <= range.to),
  );
  // reading back from the newest, the oldest week may lack its first days: it goes
  if (range.from === undefined && closed.length > range.limit) closed = closed.slice(-range.limit);
  else if (range.from !== undefined) closed = closed.slice(0, range.limit);
  const forming =
    weeks.forming && (range.to === undefined || weeks.forming.time <= range.to) ? weeks.forming : null;
  return { candles: closed, forming, from };
}
