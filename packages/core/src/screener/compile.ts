import { findInterval, type IntervalCode } from '../intervals.js';
import { type ConditionError, type ValidItem, validateConditions } from './conditions.js';
import { type Evaluation, evaluateAt, type MarketData, operandIndex } from './evaluate.js';
import { type Kernel, type OperandSource, type ResolvedOperand, runKernel, toKernel } from './kernel.js';

/**
 * Many filters compiled into one plan per interval, so that a candle close costs in proportion to the
 * distinct conditions, not to filters x markets:
 * - identical conditions (same canonical key, e.g. `rsi@1h|isLessThan|#30`) become one kernel, identical
 *   anyOf groups one group, identical condition sets one conjunction;
 * - at a close, each operand is gathered once into a vector over the markets, each kernel runs once over
 *   that vector into a bit row (one bit per market), and a conjunction is the AND of its rows, with the
 *   kernels run only when a conjunction still has a market left.
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
  /** slots of each distinct condition set (ascending) */
  conjunctions: readonly Int32Array[];
  filters: readonly CompiledFilter<Id>[];
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
    intervals.set(interval, {
      interval,
      kernels: b.kernels.items,
      groups: b.groups.items,
      conjunctions,
      filters: b.filters,
    });
  }
  return { intervals, rejected, conditionCount, kernelCount };
}

/** One market at the close being screened: its series, and the index of the closed candle (default: last). */
export interface MarketAt {
  data: MarketData;
  index?: number;
}

export interface PlanMatch<Id> {
  id: Id;
  /** positions in the `markets` argument (one array shared by the filters of the same condition set) */
  markets: readonly number[];
}

/** Operand vectors over the markets, gathered once per operand (and once per shift for crosses). */
function marketSource(markets: readonly MarketAt[], interval: IntervalCode): OperandSource {
  const m = markets.length;
  const base = markets.map((x) => x.index ?? (x.data[interval]?.time.length ?? 0) - 1);
  const indexCache = new Map<string, Int32Array>();
  const indexes = (it: IntervalCode, shift: number) => {
    const key = `${it}/${shift}`;
    let idx = indexCache.get(key);
    if (!idx) {
      idx = new Int32Array(m);
      for (let i = 0; i < m; i++) idx[i] = operandIndex(markets[i].data, interval, base[i] - shift, it);
      indexCache.set(key, idx);
    }
    return idx;
  };
  const cache = [new Map<string, Float64Array>(), new Map<string, Float64Array>()];
  const gather = (o: ResolvedOperand, shift: number) => {
    let v = cache[shift].get(o.key);
    if (!v) {
      v = new Float64Array(m);
      const idx = indexes(o.interval, shift);
      for (let i = 0; i < m; i++) {
        const col = idx[i] < 0 ? undefined : markets[i].data[o.interval]?.columns[o.field];
        v[i] = col ? col[idx[i]] : Number.NaN;
      }
      cache[shift].set(o.key, v);
    }
    return v;
  };
  return { current: (o) => gather(o, 0), previous: (o) => gather(o, 1) };
}

/**
 * Screens every filter of `interval` in the plan over the markets at one candle close. Returns the
 * filters that matched at least one market, with those markets.
 */
export function evaluatePlan<Id>(
  plan: ScreeningPlan<Id>,
  interval: IntervalCode,
  markets: readonly MarketAt[],
): PlanMatch<Id>[] {
  const p = plan.intervals.get(interval);
  if (!p || markets.length === 0) return [];
  const m = markets.length;
  const words = (m + 31) >>> 5;
  const src = marketSource(markets, interval);
  const kernels = p.kernels.length;
  const rows = new Uint32Array((kernels + p.groups.length) * words);
  const done = new Uint8Array(kernels + p.groups.length);
  const hits = new Uint8Array(m);

  const row = (slot: number): number => {
    const at = slot * words;
    if (done[slot]) return at;
    done[slot] = 1;
    if (slot < kernels) {
      runKernel(p.kernels[slot], src, m, hits);
      for (let i = 0; i < m; i++) if (hits[i]) rows[at + (i >>> 5)] |= 1 << (i & 31);
    } else {
      for (const member of p.groups[slot - kernels]) {
        const r = row(member);
        for (let w = 0; w < words; w++) rows[at + w] |= rows[r + w];
      }
    }
    return at;
  };

  // AND of the rows; a conjunction stops at the first row that leaves no market
  const result = new Uint32Array(p.conjunctions.length * words);
  const matchedAny = new Uint8Array(p.conjunctions.length);
  p.conjunctions.forEach((set, c) => {
    const at = c * words;
    const first = row(set[0]);
    let any = 0;
    for (let w = 0; w < words; w++) any |= result[at + w] = rows[first + w];
    for (let s = 1; s < set.length && any !== 0; s++) {
      const r = row(set[s]);
      any = 0;
      for (let w = 0; w < words; w++) any |= result[at + w] &= rows[r + w];
    }
    matchedAny[c] = any !== 0 ? 1 : 0;
  });

  const marketsOf = new Map<number, number[]>();
  const out: PlanMatch<Id>[] = [];
  for (const f of p.filters) {
    if (!matchedAny[f.conjunction]) continue;
    let list = marketsOf.get(f.conjunction);
    if (!list) {
      list = [];
      const at = f.conjunction * words;
      for (let w = 0; w < words; w++) {
        let bits = result[at + w];
        while (bits !== 0) {
          const low = bits & -bits;
          list.push((w << 5) + 31 - Math.clz32(low));
          bits ^= low;
        }
      }
      marketsOf.set(f.conjunction, list);
    }
    out.push({ id: f.id, markets: list });
  }
  return out;
}

/** The operand values behind one compiled filter on one market, for "why it matched". */
export function explainMatch<Id>(filter: CompiledFilter<Id>, market: MarketAt): Evaluation {
  const index = market.index ?? (market.data[filter.interval]?.time.length ?? 0) - 1;
  return evaluateAt(filter.conditions, market.data, filter.interval, index);
}
