import type { CompiledFilter, PlanResult } from '@bitdata/core';
import { bytesFor, emptySets } from './match-bits';

/**
 * The plan's answer per condition set (bits over markets) as bits over the filters per market, the
 * form a screened candle is stored in; a filter's position in the plan is its position in the stored
 * plan key (both are the interval's filters).
 */
export function matchedByMarket(
  sets: PlanResult<string>['sets'],
  filters: readonly CompiledFilter<string>[],
  markets: number,
): Uint8Array[] {
  const matched = emptySets(markets, bytesFor(filters.length)).sets;
  addMatched(sets, filters, matched);
  return matched;
}

/**
 * Adds the plan's answer to the markets' sets (`into`, one per market, in the order of the markets
 * evaluated): also the condition sets evaluated at the close, once the rest were evaluated as the
 * markets arrived (the others match no market in `sets`).
 */
export function addMatched(
  sets: PlanResult<string>['sets'],
  filters: readonly CompiledFilter<string>[],
  into: readonly Uint8Array[],
): void {
  const { words, bits, matchedAny } = sets;
  for (let f = 0; f < filters.length; f++) {
    const c = filters[f].conjunction;
    if (matchedAny[c] === 0) continue;
    const at = f >>> 3;
    const bit = 1 << (f & 7);
    for (let w = 0; w < words; w++) {
      let x = bits[c * words + w];
      while (x !== 0) {
        const low = x & -x;
        into[(w << 5) + 31 - Math.clz32(low)][at] |= bit;
        x ^= low;
      }
    }
  }
}
