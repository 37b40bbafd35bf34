import {
  conjunctionsReading,
  evaluatePlan,
  type GatheredMarkets,
  type IntervalPlan,
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
 * pieces: each block is one vectorised evaluation (core's evaluatePlan over a window of the close's
 * gathered operands, read in place), turned into the markets' sets at once. Not at arrival: the
 * condition sets that read the futures ratio columns, which the close fills from SQL (market-data.ts
 * fillRatios); `finish` evaluates those over all the markets afterwards and adds their matches.
 */
export class ArrivalScreen {
  /** the sets of the markets evaluated so far, bits over the plan's filters, in arrival order */
  private readonly matched: Uint8Array[] = [];
  private readonly split: ReturnType<typeof conjunctionsReading>;

  /** @param gathered the close's markets as they are added, gathered for `interval` */
  constructor(
    private readonly plan: ScreeningPlan<string>,
    private readonly interval: IntervalPlan<string>,
    readonly gathered: GatheredMarkets,
    private readonly block: number,
  ) {
    this.split = splitOf(interval);
  }

  /** After a market was added to `gathered`: a full block is evaluated at once. */
  added(): void {
    if (this.gathered.markets.length - this.matched.length >= this.block) this.evaluateRest();
  }

  /**
   * At the close: the last block evaluated, then the sets reading the ratio columns over all the markets
   * (their ratios filled and gathered again: `gathered.refresh`). The markets' sets, in order.
   */
  finish(): Uint8Array[] {
    this.evaluateRest();
    if (this.split.reading.length > 0) {
      const { sets } = evaluatePlan(this.plan, this.interval.interval, this.gathered, this.split.reading);
      addMatched(sets, this.interval.filters, this.matched);
    }
    return this.matched;
  }

  /** The markets added and not evaluated yet. */
  private evaluateRest(): void {
    const from = this.matched.length;
    const to = this.gathered.markets.length;
    if (to === from) return;
    const window = this.gathered.window(from, to);
    const { sets } = evaluatePlan(this.plan, this.interval.interval, window, this.split.rest);
    for (const set of matchedByMarket(sets, this.interval.filters, to - from)) this.matched.push(set);
  }
}
