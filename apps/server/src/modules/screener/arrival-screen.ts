import {
  conjunctionsReading,
  evaluatePlan,
  GatheredMarkets,
  type IntervalPlan,
  type MarketAt,
  type ScreeningPlan,
} from '@bitdata/core';
import { RATIO_COLUMNS } from './market-data';
import { addMatched, matchedByMarket } from './market-sets';

/** Each interval plan's condition sets split by whether they read the ratio columns (found once per plan). */
const splits = new WeakMap<IntervalPlan<string>, ReturnType<typeof conjunctionsReading>>();

function splitOf(p: IntervalPlan<string>) {
  let split = splits.get(p);
  if (!split) {
    split = conjunctionsReading(p, RATIO_COLUMNS);
    splits.set(p, split);
  }
  return split;
}

/**
 * A close's markets screened as their events arrive, `block` markets at a time: a market's answer
 * depends on its own series only, so the blocks evaluated while the close's later events are still on
 * their way leave its last event the last block to evaluate, not all 500 markets. The same plan run, in
 * pieces: each block is one vectorised evaluation (core's evaluatePlan over the block's gathered
 * operands), turned into the markets' sets at once. Not at arrival: the condition sets that read the
 * futures ratio columns, which the close fills from SQL (market-data.ts fillRatios); `finish` evaluates
 * those over all the markets afterwards and adds their matches.
 */
export class ArrivalScreen {
  /** the sets of the markets evaluated so far, bits over the plan's filters, in arrival order */
  private readonly matched: Uint8Array[] = [];
  private current: GatheredMarkets;
  private readonly split: ReturnType<typeof conjunctionsReading>;

  constructor(
    private readonly plan: ScreeningPlan<string>,
    readonly interval: IntervalPlan<string>,
    private readonly block: number,
  ) {
    this.current = new GatheredMarkets(interval, block);
    this.split = splitOf(interval);
  }

  /** The markets added so far. */
  get count(): number {
    return this.matched.length + this.current.markets.length;
  }

  /** The next market of the close (its series held in full); a full block is evaluated at once. */
  add(market: MarketAt): void {
    this.current.add(market);
    if (this.current.markets.length >= this.block) this.evaluateBlock();
  }

  /**
   * At the close: the last block evaluated, then the sets reading the ratio columns over `all` (the same
   * markets in the same order, their ratios filled and gathered again). The markets' sets, in order.
   */
  finish(all: GatheredMarkets): Uint8Array[] {
    if (all.markets.length !== this.count) throw new Error('the close holds other markets than arrived');
    this.evaluateBlock();
    if (this.split.reading.length > 0) {
      const { sets } = evaluatePlan(this.plan, this.interval.interval, all, this.split.reading);
      addMatched(sets, this.interval.filters, this.matched);
    }
    return this.matched;
  }

  private evaluateBlock(): void {
    const markets = this.current.markets.length;
    if (markets === 0) return;
    const { sets } = evaluatePlan(this.plan, this.interval.interval, this.current, this.split.rest);
    for (const set of matchedByMarket(sets, this.interval.filters, markets)) this.matched.push(set);
    this.current = new GatheredMarkets(this.interval, this.block);
  }
}
