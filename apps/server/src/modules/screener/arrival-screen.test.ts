import {
  columnOf,
  compileFilters,
  evaluatePlan,
  GatheredMarkets,
  type IntervalCode,
  type MarketAt,
} from '@bitdata/core';
import { describe, expect, it } from 'vitest';
import {
  marketFromCandles,
  randomFilters,
  seededRandom,
} from '../../../../../packages/core/src/screener/test-support';
import { sliceColumns } from '../../../../../packages/core/src/series/columns';
import { loadKlines } from '../../../../../packages/core/test-support/data';
import { ArrivalScreen } from './arrival-screen';
import { RATIO_COLUMNS } from './market-data';
import { matchedByMarket } from './market-sets';

const MARKETS = 45;
const CANDLES = 300;
const INTERVALS: IntervalCode[] = ['1h', '4h', '1d'];

/**
 * Windows of real BTCUSDT 1h candles (with 4h and 1d) at 45 dates, as a close's 45 markets: more than
 * one 32-bit word of market bits, as the close's pass over all the markets has.
 */
function closeOfMarkets(): MarketAt[] {
  const hours = loadKlines('BTCUSDT-1h-spot.csv');
  const span = hours.time.length - CANDLES;
  return Array.from({ length: MARKETS }, (_, m) => {
    const start = Math.floor((m * span) / MARKETS);
    return { data: marketFromCandles(sliceColumns(hours, start, start + CANDLES), '1h', ['4h', '1d']) };
  });
}

/** Writes top-trader ratios into every series, as the close does after the markets arrived (fillRatios). */
function fillRatios(markets: MarketAt[], seed: number): void {
  const rand = seededRandom(seed);
  for (const { data } of markets)
    for (const it of INTERVALS) {
      const s = data[it]!;
      for (const column of ['topTraderPositionRatio', 'topTraderAccountRatio'] as const) {
        const values = columnOf(s, column);
        // some markets without ratios at all (NaN: every condition on them is false)
        for (let j = 0; j < values.length; j++) values[j] = rand() < 0.1 ? Number.NaN : 0.5 + rand() * 2;
      }
    }
}

describe('a close screened as its markets arrive', () => {
  const filters = randomFilters(400, 11, ['4h', '1d']);
  const plan = compileFilters(
    filters.map((f) => ({ id: `f${f.id}`, interval: '1h', conditionList: f.conditionList })),
  );
  const p = plan.intervals.get('1h')!;

  it.each([1, 5, 8, 64])('in blocks of %i gives the sets of one evaluation over all the markets', (block) => {
    const markets = closeOfMarkets();
    // ratios from an earlier close still in the series as the markets arrive
    fillRatios(markets, 100 + block);
    // room for 4 at first: blocks are read in place while the vectors grow under them
    const all = new GatheredMarkets(p, 4);
    const arrived = new ArrivalScreen(plan, p, all, block);
    for (const market of markets) {
      all.add(market);
      arrived.added();
    }
    // this close's ratios come after its markets: what arrival evaluated must not depend on them
    fillRatios(markets, block);
    all.refresh(RATIO_COLUMNS);
    const got = arrived.finish();

    const fresh = new GatheredMarkets(p);
    for (const market of markets) fresh.add(market);
    const want = matchedByMarket(evaluatePlan(plan, '1h', fresh).sets, p.filters, MARKETS);
    expect(got.map((s) => Buffer.from(s).toString('hex'))).toEqual(
      want.map((s) => Buffer.from(s).toString('hex')),
    );
    // the case is not empty: matches, among them filters on the ratios
    const ratioFilters = p.filters.flatMap((f, i) =>
      f.conditions.some((c) => JSON.stringify(c).includes('topTrader')) ? [i] : [],
    );
    const has = (set: Uint8Array, i: number) => ((set[i >>> 3] >>> (i & 7)) & 1) === 1;
    expect(ratioFilters.length).toBeGreaterThan(10);
    expect(want.some((set) => ratioFilters.some((i) => has(set, i)))).toBe(true);
    expect(want.some((set) => p.filters.some((_, i) => !ratioFilters.includes(i) && has(set, i)))).toBe(true);
  });
});
