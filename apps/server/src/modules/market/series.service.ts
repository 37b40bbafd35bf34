import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema';
import { readBuiltCandles } from './built-candles';
import { type CandleRange, listCandles, listSeries } from './candle.repository';
import type { CandleClosedSubscriber } from './events/candle-events';
import { historyOfFeed, historyOfFeeds } from './feed-history';
import { listLongShort } from './market.repository';
import type { MarketRuntime } from './market.runtime';
import type { MarketId, SeriesId } from './market.types';

export { readCandleHistory } from './candle-blocks.service';
export { onScreeningChange, publishScreeningChange } from './events/screening-changes';
export type { FeedHistory, HistorySpan, IntervalHistory } from './feed-history';
export type { MarketRuntime } from './market.runtime';
/**
 * What other modules (the screener, later statistics and notifications) may use of the market module:
 * the durable closed-candle event, filter-change broadcasts, stored candles and series, each feed's
 * history (stored and built intervals), the week built from daily candles, interval arithmetic. Typed
 * by the few deps each needs, so a consumer's tests can hand it a market runtime of their own.
 */
export type { CandleClosedEvent, MarketId, SeriesId } from './market.types';
export { intervalMs, seriesKey } from './reference-data';
export { weeklyColumnsFromDaily, weeklyFromDaily } from './weekly-candles';

/** `market.candleClosed`: every closed candle after it is in SQL, durable per consumer (see the subscriber). */
export const onCandleClosed = (
  deps: { market: Pick<MarketRuntime, 'onCandleClosed'> },
  sub: CandleClosedSubscriber,
) => deps.market.onCandleClosed(sub);

/**
 * Stored candles of one series, oldest first (latest `limit` up to `to` when given). A market that
 * stores none of a built interval reads it built from its source, closed candles only (the week from
 * daily candles, as the chart shows it).
 */
export async function readCandles(
  deps: { db: Kysely<Database> },
  series: SeriesId,
  range: CandleRange & { limit: number },
) {
  const stored = await listCandles(deps.db, series, range);
  if (stored.length > 0) return stored;
  return (await readBuiltCandles(deps.db, series, range))?.candles ?? stored;
}

/**
 * Each feed's history (of one feed or some markets when the filter says so): per interval, the markets
 * with candles of it, stored or built from a stored interval, shortest interval first, and each
 * market's series. One feed's: readFeedHistory.
 */
export const readHistory = async (
  deps: { db: Kysely<Database> },
  filter: Partial<Pick<MarketId, 'exchangeId' | 'dataType'>> & { symbols?: string[] },
) => historyOfFeeds(await listSeries(deps.db, filter));

/** One feed's history (its intervals with candles and every market's series, stored or built). */
export const readFeedHistory = async (
  deps: { db: Kysely<Database> },
  feed: Pick<MarketId, 'exchangeId' | 'dataType'>,
) => historyOfFeed(await readHistory(deps, feed), feed);

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
