import { findInterval, type IntervalCode } from '../intervals.js';
import { type ConditionError, type ValidItem, validateConditions } from './conditions.js';
import { type Evaluation, evaluateAt } from './evaluate.js';
import { type Gathered, GatheredMarkets, type MarketAt, type PlanOperand } from './gather.js';
import { type Kernel, type ResolvedOperand, runKernel, toKernel } from './kernel.js';
import { runFamily, type ThresholdFamily, thresholdFamilies } from './threshold-families.js';

/**
 * Many filters compiled into one plan per interval, so that a candle close costs in proportion to the
 * distinct conditions, not to filters x markets:
 * - identical conditions (same canonical key, e.g. `rsi@1h|isLessThan|#30`) become one kernel, identical
 *   anyOf groups one group, identical condition sets one conjunction;
 * - at a close, each operand is gathered once into a vector over the markets, each kernel runs once over
 *   that vector into a bit row (one bit per market), and a conjunction is the AND of its rows, with the
 *   kernels run only when a conjunction still has a market left;
 * - kernels comparing one operand with many numbers run together (threshold-families.ts).
 */

export interface FilterInput<Id> {
  id: Id;
  /** interval of the candles the filter screens */
  interval: string;
  /** the stored conditionList, validated here */
  conditionList: unknown;
}

export interface CompiledFilter<Id> {
  id: Id;
  interval: IntervalCode;
  conditions: readonly ValidItem[];
  /** position of its condition set in the interval's `conjunctions` */
  conjunction: number;
}

/** The compiled filters of one interval. Slots 0..kernels-1 are kernels, then the anyOf groups. */
export interface IntervalPlan<Id> {
  interval: IntervalCode;
  kernels: readonly Kernel[];
  /** kernel slots of each distinct anyOf group */
  groups: readonly Int32Array[];
  /** slots of each distinct condition set, the most shared first */
  conjunctions: readonly Int32Array[];
  filters: readonly CompiledFilter<Id>[];
  /** what the kernels read, by interval */
  operands: ReadonlyMap<IntervalCode, readonly PlanOperand[]>;
  /** kernels comparing one operand with several numbers, run together */
  families: readonly ThresholdFamily[];
  /** family of each kernel slot, -1 when none */
  familyOf: Int32Array;
}

export interface ScreeningPlan<Id> {
  intervals: ReadonlyMap<IntervalCode, IntervalPlan<Id>>;
  /** stored filters that no longer validate (e.g. an unknown interval): left out, with the reasons */
  rejected: readonly { id: Id; errors: readonly ConditionError[] }[];
  /** conditions over all filters, and distinct kernels over all intervals */
  conditionCount: number;
  kernelCount: number;
}

/** Interns keys to dense ids. */
class Interner<T> {
  readonly items: T[] = [];
  private readonly ids = new Map<string, number>();
  id(key: string, make: () => T): number {
    let id = this.ids.get(key);
    if (id === undefined) {
      id = this.items.length;
      this.items.push(make());
      this.ids.set(key, id);
    }
    return id;
  }
}

// groups are numbered apart from kernels while compiling, and placed after them when the plan is built
const GROUP = 1 << 30;

interface Builder<Id> {
  kernels: Interner<Kernel>;
  groups: Interner<Int32Array>;
  conjunctions: Interner<Int32Array>;
  filters: CompiledFilter<Id>[];
}

export function compileFilters<Id>(filters: Iterable<FilterInput<Id>>): ScreeningPlan<Id> {
  const builders = new Map<IntervalCode, Builder<Id>>();
  const rejected: { id: Id; errors: readonly ConditionError[] }[] = [];
  let conditionCount = 0;
  for (const f of filters) {
    const interval = findInterval(f.interval)?.code;
    const checked = validateConditions(f.conditionList);
    if (!interval) {
      const error: ConditionError = {
        index: null,
        code: 'unknownInterval',
        message: `unknown interval ${f.interval}`,
      };
      rejected.push({ id: f.id, errors: [error] });
      continue;
    }
    if (!checked.ok) {
      rejected.push({ id: f.id, errors: checked.errors });
      continue;
    }
    let b = builders.get(interval);
    if (!b) {
      b = { kernels: new Interner(), groups: new Interner(), conjunctions: new Interner(), filters: [] };
      builders.set(interval, b);
    }
    const kernelSlot = (c: Parameters<typeof toKernel>[0]) => {
      const k = toKernel(c, interval);
      conditionCount++;
      return b.kernels.id(k.key, () => k);
    };
    const slots = new Set<number>();
    for (const item of checked.conditions) {
      if ('anyOf' in item) {
        const members = Int32Array.from(new Set(item.anyOf.map(kernelSlot))).sort();
        slots.add(GROUP + b.groups.id(members.join(','), () => members));
      } else slots.add(kernelSlot(item));
    }
    const set = [...slots].sort((x, y) => x - y);
    const conjunction = b.conjunctions.id(set.join(','), () => Int32Array.from(set));
    b.filters.push({ id: f.id, interval, conditions: checked.conditions, conjunction });
  }
  const intervals = new Map<IntervalCode, IntervalPlan<Id>>();
  let kernelCount = 0;
  for (const [interval, b] of builders) {
    const k = b.kernels.items.length;
    kernelCount += k;
    const conjunctions = b.conjunctions.items.map((set) => set.map((s) => (s >= GROUP ? s - GROUP + k : s)));
    // Most shared rows first: they are computed for some set anyway, and when one leaves no market the
    // set ends before running the conditions only it has.
    const uses = new Int32Array(k + b.groups.items.length);
    for (const set of conjunctions) for (const s of set) uses[s]++;
    for (const set of conjunctions) set.sort((x, y) => uses[y] - uses[x] || x - y);
    const families = thresholdFamilies(b.kernels.items);
    const familyOf = new Int32Array(k).fill(-1);
    families.forEach((f, i) => {
      for (const slot of f.slots) familyOf[slot] = i;
    });
    intervals.set(interval, {
      interval,
      kernels: b.kernels.items,
      groups: b.groups.items,
      conjunctions,
      filters: b.filters,
      operands: operandsOf(b.kernels.items),
      families,
      familyOf,
    });
  }
  return { intervals, rejected, conditionCount, kernelCount };
}

export interface PlanResult<Id> {
  /** the filters that matched at least one market (built when first read) */
  readonly matches: PlanMatch<Id>[];
  /** kernels run at this close: at most the distinct conditions, fewer when condition sets end early */
  kernelsRun: number;
  /**
   * The same answer without an object per filter (a close of 10,000 filters reads it whole): the
   * markets of condition set c (a filter's `conjunction`) are bits[c * words] on, as MarketSet words,
   * and matchedAny[c] is 1 when that set holds any market.
   */
  sets: { words: number; bits: Int32Array; matchedAny: Uint8Array };
}

export interface PlanMatch<Id> {
  id: Id;
  /** position of the filter in the interval plan's `filters` */
  filter: number;
  /** positions in the `markets` argument (one set shared by the filters of the same condition set) */
  markets: MarketSet;
}

/**
 * Markets as bits (bit i of word i >> 5: position i of the `markets` argument). Kept as bits because a
 * close matches hundreds of thousands of (filter, market) pairs: the screener compares a filter's set with
 * the previous close's word by word (XOR) to find who entered and left, and lists only those.
 */
export class MarketSet {
  constructor(readonly words: Int32Array) {}

  has(i: number): boolean {
    return ((this.words[i >>> 5] >>> (i & 31)) & 1) === 1;
  }

  get size(): number {
    let n = 0;
    for (let w = 0; w < this.words.length; w++) {
      let x = this.words[w];
      while (x !== 0) {
        x &= x - 1;
        n++;
      }
    }
    return n;
  }

  /** The positions, ascending. */
  toArray(): number[] {
    const out: number[] = [];
    for (let w = 0; w < this.words.length; w++) {
      let x = this.words[w];
      while (x !== 0) {
        const low = x & -x;
        out.push((w << 5) + 31 - Math.clz32(low));
        x ^= low;
      }
    }
    return out;
  }
}

/** The operands the kernels of one interval read, by the interval they are read on. */
function operandsOf(kernels: readonly Kernel[]): Map<IntervalCode, PlanOperand[]> {
  const byKey = new Map<string, PlanOperand>();
  const add = (operand: ResolvedOperand, previous: boolean) => {
    const o = byKey.get(operand.key);
    if (o) o.previous ||= previous;
    else byKey.set(operand.key, { operand, previous });
  };
  for (const k of kernels) {
    add(k.left, k.previous);
    if (k.right.type === 'operand') add(k.right.operand, k.previous);
  }
  const out = new Map<IntervalCode, PlanOperand[]>();
  for (const o of byKey.values()) {
    const list = out.get(o.operand.interval) ?? [];
    list.push(o);
    out.set(o.operand.interval, list);
  }
  // in column order: gathering reads each market's series front to back
  for (const list of out.values()) list.sort((a, b) => a.operand.id - b.operand.id);
  return out;
}

/**
 * Screens every filter of `interval` in the plan over the markets at one candle close: the filters that
 * matched at least one market, with those markets. With `only`, just those condition sets (positions in
 * the plan's `conjunctions`); the others match no market.
 */
export function evaluatePlan<Id>(
  plan: ScreeningPlan<Id>,
  interval: IntervalCode,
  markets: readonly MarketAt[] | Gathered,
  only?: Int32Array,
): PlanResult<Id> {
  const p = plan.intervals.get(interval);
  const m = isGathered(markets) ? markets.markets.length : markets.length;
  if (!p || m === 0) {
    return {
      matches: [],
      kernelsRun: 0,
      sets: { words: 0, bits: new Int32Array(0), matchedAny: new Uint8Array(0) },
    };
  }
  const words = (m + 31) >>> 5;
  let gathered: Gathered;
  if (!isGathered(markets)) {
    const all = new GatheredMarkets(p, m);
    for (const market of markets) all.add(market);
    gathered = all;
  } else if (markets.plan !== p) throw new Error('markets gathered for another plan');
  else gathered = markets;
  const src = gathered.source();
  const kernels = p.kernels.length;
  // Int32Array: bit 31 stays a small integer for the JIT (a Uint32Array would hand back doubles)
  const rows = new Int32Array((kernels + p.groups.length) * words);
  const done = new Uint8Array(kernels + p.groups.length);
  const hits = new Uint8Array(m);
  let kernelsRun = 0;

  const row = (slot: number): number => {
    const at = slot * words;
    if (done[slot]) return at;
    done[slot] = 1;
    const family = slot < kernels ? p.familyOf[slot] : -1;
    if (family >= 0) {
      const f = p.families[family];
      runFamily(f, src.current(f.first.left), m, rows, words);
      for (const s of f.slots) done[s] = 1;
      kernelsRun += f.slots.length;
    } else if (slot < kernels) {
      runKernel(p.kernels[slot], src, m, hits);
      kernelsRun++;
      for (let w = 0; w < words; w++) {
        const from = w << 5;
        const to = Math.min(from + 32, m);
        let bits = 0;
        for (let i = from; i < to; i++) bits |= hits[i] << (i - from);
        rows[at + w] = bits;
      }
    } else {
      for (const member of p.groups[slot - kernels]) {
        const r = row(member);
        for (let w = 0; w < words; w++) rows[at + w] |= rows[r + w];
      }
    }
    return at;
  };

  // AND of the rows; a conjunction stops at the first row that leaves no market. A row computed already
  // is read without calling `row` (a block of 32 markets evaluated as it arrives spent a quarter of its
  // time in those calls)
  const result = new Int32Array(p.conjunctions.length * words);
  const matchedAny = new Uint8Array(p.conjunctions.length);
  const count = only ? only.length : p.conjunctions.length;
  for (let n = 0; n < count; n++) {
    const c = only ? only[n] : n;
    const set = p.conjunctions[c];
    const at = c * words;
    const s0 = set[0];
    const first = done[s0] === 1 ? s0 * words : row(s0);
    let any = 0;
    for (let w = 0; w < words; w++) any |= result[at + w] = rows[first + w];
    for (let s = 1; s < set.length && any !== 0; s++) {
      const slot = set[s];
      const r = done[slot] === 1 ? slot * words : row(slot);
      any = 0;
      for (let w = 0; w < words; w++) any |= result[at + w] &= rows[r + w];
    }
    matchedAny[c] = any !== 0 ? 1 : 0;
  }

  let matches: PlanMatch<Id>[] | undefined;
  return {
    get matches() {
      matches ??= matchesOf(p.filters, result, matchedAny, words);
      return matches;
    },
    kernelsRun,
    sets: { words, bits: result, matchedAny },
  };
}

/** The filters that matched a market, each with the set of its condition set. */
function matchesOf<Id>(
  filters: readonly CompiledFilter<Id>[],
  result: Int32Array,
  matchedAny: Uint8Array,
  words: number,
): PlanMatch<Id>[] {
  const sets = new Map<number, MarketSet>();
  const out: PlanMatch<Id>[] = [];
  filters.forEach((f, i) => {
    const c = f.conjunction;
    if (!matchedAny[c]) return;
    let set = sets.get(c);
    if (!set) {
      set = new MarketSet(result.subarray(c * words, (c + 1) * words));
      sets.set(c, set);
    }
    out.push({ id: f.id, filter: i, markets: set });
  });
  return out;
}

/** The operand values behind one compiled filter on one market, for "why it matched". */
export function explainMatch<Id>(filter: CompiledFilter<Id>, market: MarketAt): Evaluation {
  const index = market.index ?? (market.data[filter.interval]?.time.length ?? 0) - 1;
  return evaluateAt(filter.conditions, market.data, filter.interval, index);
}

/**
 * The condition sets of an interval plan that read any of `columns` (fieldId, on any interval) and those
 * that do not, as positions in its `conjunctions`: live screening evaluates a market's sets as it arrives,
 * except those reading the columns it fills only at the close (the futures ratios).
 */
export function conjunctionsReading<Id>(
  p: IntervalPlan<Id>,
  columns: ReadonlySet<number>,
): { reading: Int32Array; rest: Int32Array } {
  const kernels = p.kernels.length;
  const reads = new Uint8Array(kernels + p.groups.length);
  p.kernels.forEach((k, slot) => {
    const right = k.right.type === 'operand' && columns.has(k.right.operand.id);
    reads[slot] = columns.has(k.left.id) || right ? 1 : 0;
  });
  p.groups.forEach((members, g) => {
    reads[kernels + g] = members.some((slot) => reads[slot] === 1) ? 1 : 0;
  });
  const reading: number[] = [];
  const rest: number[] = [];
  p.conjunctions.forEach((set, c) => {
    (set.some((slot) => reads[slot] === 1) ? reading : rest).push(c);
  });
  return { reading: Int32Array.from(reading), rest: Int32Array.from(rest) };
}

const isGathered = (markets: readonly MarketAt[] | Gathered): markets is Gathered => !Array.isArray(markets);
