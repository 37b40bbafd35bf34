/**
 * Candle colour, shared by the engine and the candle store. The other plain candle facts (runs of up/down
 * candles, closes above/below an average, volume change, dollar volume) are inlined in engine/batch.ts
 * and engine/state.ts, where they are computed together with the indicators.
 */

/** Spec colours: GREEN = 1 (close >= open), RED = 2. */
export const GREEN = 1;
export const RED = 2;

/** The colour the spec stores with every candle. */
export function candleColor(open: number, close: number): number {
  return close >= open ? GREEN : RED;
}
