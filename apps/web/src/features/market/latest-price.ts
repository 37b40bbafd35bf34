import { findInterval } from '@bitdata/core/intervals';

/** A price and the market moment it is the price of (ms; -Infinity when unknown, +Infinity for "now"). */
export interface PricedMoment {
  price: number;
  at: number;
}

/**
 * A market's headline price: its latest price, whatever interval the chart shows. Of the prices the
 * page knows (the ticker, the closes and updates of the finest interval, the chart's own last candle)
 * it is the one of the newest moment: a weekly chart's last close is days older than the last hour's.
 */
export function latestPrice(candidates: ReadonlyArray<PricedMoment | null | undefined>): number | null {
  let best: PricedMoment | null = null;
  for (const c of candidates)
    if (c && Number.isFinite(c.price) && !Number.isNaN(c.at) && (!best || c.at > best.at)) best = c;
  return best?.price ?? null;
}

/** A closed candle's close, at the moment it closed. */
export function closedPrice(
  candle: { time: number; close: number } | null | undefined,
  interval: string,
): PricedMoment | null {
  const duration = findInterval(interval)?.durationMs;
  return candle && duration ? { price: candle.close, at: candle.time + duration } : null;
}
