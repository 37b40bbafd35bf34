import {
  DATA_TYPES,
  type DataTypeId,
  EXCHANGES,
  type IntervalCode,
  type MarketReference,
  QUOTE_CURRENCY,
} from '@bitdata/contracts';
import { findInterval, INTERVALS, type IntervalInfo } from '@bitdata/core/intervals';
import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema';

/**
 * Master data of the market module, declared once in contracts (constants/market):
 * ids are fixed because filters, notifications and URLs store them; the rows are seeded into the
 * reference tables so operators and reports can join on them.
 */
export { exchangeName, QUOTE_CURRENCY } from '@bitdata/contracts';
export { INTERVALS, type IntervalInfo };

export function intervalInfo(code: IntervalCode | string): IntervalInfo {
  const info = findInterval(code);
  if (!info) throw new Error(`unknown interval ${code}`);
  return info;
}

export const intervalMs = (code: IntervalCode | string): number => intervalInfo(code).durationMs;

/** Binance and OKX open weekly candles on Monday 00:00 UTC; the epoch was a Thursday, 4 days later. */
const WEEK_OFFSET_MS = 4 * 86_400_000;

/** Open time of the candle of `interval` that contains `time`. */
export function alignOpenTime(time: number, code: IntervalCode | string): number {
  const ms = intervalMs(code);
  const offset = ms === 7 * 86_400_000 ? WEEK_OFFSET_MS : 0;
  return Math.floor((time - offset) / ms) * ms + offset;
}

/** The series key used by the in-memory store, the feed and realtime channels. */
export const seriesKey = (
  exchangeId: number,
  dataType: DataTypeId | number,
  symbol: string,
  interval: string,
) => `${exchangeId}:${dataType}:${symbol}:${interval}`;

export function referenceData(): MarketReference {
  return {
    exchanges: EXCHANGES.map((e) => ({ ...e })),
    dataTypes: DATA_TYPES.map((d) => ({ ...d })),
    intervals: INTERVALS.map((i) => ({
      id: i.id,
      name: i.name,
      code: i.code,
      index: i.index,
      durationMs: i.durationMs,
    })),
    quoteCurrency: QUOTE_CURRENCY,
  };
}

/** Idempotent: inserts the fixed rows that are missing; never overwrites an operator's renaming. */
export async function seedMarketReference(db: Kysely<Database>): Promise<void> {
  await db
    .insertInto('market_exchanges')
    .values(EXCHANGES.map((e) => ({ id: e.id, code: e.code, name: e.name })))
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
  await db
    .insertInto('market_data_types')
    .values(
      DATA_TYPES.map((d) => ({ id: d.id, code: d.code, name: d.name, selectable: d.selectable ? 1 : 0 })),
    )
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
  await db
    .insertInto('market_intervals')
    .values(
      INTERVALS.map((i) => ({
        id: i.id,
        name: i.name,
        code: i.code,
        idx: i.index,
        duration_ms: i.durationMs,
      })),
    )
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
}
