import { columnsFromRows, computeIndicators, type IndicatorValues } from '@bitdata/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema';
import { listCandles } from './candle.repository';
import type { CandleClosedEvent, CandleOrigin, SeriesId } from './market.types';
import { snapshotIndicators } from './store/indicator-snapshot';

/**
 * The `market.candleClosed` events of a series' last `count` stored candles, with their indicator
 * values computed over the stored history, as the feed would deliver them (tests hand them to
 * consumers by hand).
 */
export async function lastClosedEvents(
  db: Kysely<Database>,
  series: SeriesId,
  count: number,
): Promise<(origin: CandleOrigin) => CandleClosedEvent[]> {
  const candles = await listCandles(db, series, { limit: 1500 });
  const out = computeIndicators(
    columnsFromRows(
      candles.map((c) => [c.time, c.open, c.high, c.low, c.close, c.volume, c.quoteVolume ?? Number.NaN]),
    ),
    { interval: series.interval },
  ) as unknown as Record<string, Float64Array>;
  return (origin) =>
    candles.slice(-count).map((candle, k) => {
      const i = candles.length - count + k;
      const values = Object.fromEntries(Object.entries(out).map(([name, col]) => [name, col[i]]));
      return { series, candle, indicators: snapshotIndicators(values as IndicatorValues), origin };
    });
}
