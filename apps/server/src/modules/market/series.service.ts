import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema';
import { type CandleRange, listCandles, listSeries } from './candle.repository';
import { type ColumnRange, listCandleColumns } from './candle-columns.repository';
import type { CandleClosedSubscriber } from './events/candle-events';
import { listLongShort } from './market.repository';
import type { MarketRuntime } from './market.runtime';
import type { MarketId, SeriesId } from './market.types';

export { onScreeningChange, publishScreeningChange } from './events/screening-changes';
export type { MarketRuntime } from './market.runtime';
/**
 * What other modules (the screener, later statistics and notifications) may use of the market module:
 * the durable closed-candle event, filter-change broadcasts, stored candles and series, interval
 * arithmetic. Typed by the few deps each needs, not AppDeps, so that deps.ts can wire consumers
 * without an import cycle.
 */
export type { CandleClosedEvent, MarketId, SeriesId } from './market.types';
export { intervalMs, seriesKey } from './reference-data';

/** `market.candleClosed`: every closed candle after it is in SQL, durable per consumer (see the subscriber). */
export const onCandleClosed = (
  deps: { market: Pick<MarketRuntime, 'onCandleClosed'> },
  sub: CandleClosedSubscriber,
) => deps.market.onCandleClosed(sub);

/** Stored candles of one series, oldest first (latest `limit` up to `to` when given). */
export const readCandles = (
  deps: { db: Kysely<Database> },
  series: SeriesId,
  range: CandleRange & { limit: number },
) => listCandles(deps.db, series, range);

/** Stored candles of one series from `from` on, oldest first, as columns (long histories: no object per candle). */
export const readCandleColumns = (deps: { db: Kysely<Database> }, series: SeriesId, range: ColumnRange) =>
  listCandleColumns(deps.db, series, range);

/** Stored series (first and last open time) of one market type, or all. */
export const readSeries = (
  deps: { db: Kysely<Database> },
  filter: Partial<Pick<MarketId, 'exchangeId' | 'dataType'>>,
) => listSeries(deps.db, filter);

/**
 * Top-trader long/short ratios (Binance futures) of some markets, period = an interval, timed from
 * `from` to `to` inclusive. A ratio is timed at the start of its period, the open time of its candle.
 */
export const readLongShortRatios = (
  deps: { db: Kysely<Database> },
  feed: Pick<MarketId, 'exchangeId' | 'dataType'>,
  symbols: string[],
  period: string,
  range: { from: number; to: number },
) => listLongShort(deps.db, feed, symbols, period, range.from, range.to);
