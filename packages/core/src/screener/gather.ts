import type { IntervalCode } from '../intervals.js';
import type { OperandSource, ResolvedOperand } from './kernel.js';
import { type MarketData, operandIndex } from './series.js';

/** One market at the close being screened: its series, and the index of the closed candle (default: last). */
export interface MarketAt {
  data: MarketData;
  index?: number;
}

/** An operand the kernels of an interval plan read. */
export interface PlanOperand {
  operand: ResolvedOperand;
  /** a cross reads it at the previous candle too */
  previous: boolean;
}

/** What gathering needs of an interval plan (compile.ts IntervalPlan): its interval and operands by interval. */
export interface GatherPlan {
  interval: IntervalCode;
  operands: ReadonlyMap<IntervalCode, readonly PlanOperand[]>;
}

/** Markets gathered for an interval plan, as evaluatePlan reads them: the plan, the markets, their operand vectors. */
export interface Gathered {
  readonly plan: GatherPlan;
  readonly markets: readonly MarketAt[];
  source(): OperandSource;
}

/** The vectors of the operands one interval's series give: a row per operand, a slot per market. */
interface Vectors {
  ops: readonly PlanOperand[];
  /** each operand's column number (fieldId) */
  ids: Int32Array;
  values: Float64Array;
}

interface Group {
  interval: IntervalCode;
  current: Vectors;
  /** the operands a cross reads at the candle before too */
  previous: Vectors;
}

const vectors = (ops: readonly PlanOperand[], capacity: number): Vectors => ({
  ops,
  ids: Int32Array.from(ops, (o) => o.operand.id),
  values: new Float64Array(ops.length * capacity),
});

/**
 * The operand vectors of one interval plan over the markets of a close, filled market by market as
 * each is added: a live close adds each market as its event arrives, while its series was just built
 * and is still in the cache, and its last event then waits for one market's copy, not 500 (a cold
 * copy of 500 markets' operands was 2-3 ms of a close). Values written into a series after its
 * market was added (the futures ratio columns, filled per close) are read again with `refresh`.
 */
export class GatheredMarkets implements Gathered {
  private readonly list: MarketAt[] = [];
  private capacity: number;
  private groups: Group[];

  constructor(
    readonly plan: GatherPlan,
    capacity = 64,
  ) {
    this.capacity = Math.max(1, capacity);
    this.groups = [...plan.operands].map(([interval, ops]) => ({
      interval,
      current: vectors(ops, this.capacity),
      previous: vectors(
        ops.filter((o) => o.previous),
        this.capacity,
      ),
    }));
  }

  get markets(): readonly MarketAt[] {
    return this.list;
  }

  add(market: MarketAt): void {
    if (this.list.length === this.capacity) this.grow();
    this.list.push(market);
    this.copy(this.list.length - 1, null);
  }

  /** Reads the given columns (fieldId) of every market added again. */
  refresh(columns: ReadonlySet<number>): void {
    const only = (v: Vectors) => Int32Array.from(v.ids.keys()).filter((k) => columns.has(v.ids[k]));
    const picks = this.groups.map((g) => ({ current: only(g.current), previous: only(g.previous) }));
    if (picks.every((x) => x.current.length === 0 && x.previous.length === 0)) return;
    for (let i = 0; i < this.list.length; i++) this.copy(i, picks);
  }

  /** The vectors by operand, over the markets added. */
  source(): OperandSource {
    return this.sourceOf(0, this.list.length);
  }

  /**
   * Markets `from` to `to` of those added, their vectors read in place: a close's first markets
   * evaluated while its later ones are still being added.
   */
  window(from: number, to: number): Gathered {
    return { plan: this.plan, markets: this.list.slice(from, to), source: () => this.sourceOf(from, to) };
  }

  private sourceOf(from: number, to: number): OperandSource {
    const current = new Map<string, Float64Array>();
    const previous = new Map<string, Float64Array>();
    const name = (v: Vectors, into: Map<string, Float64Array>) =>
      v.ops.forEach((o, k) => {
        into.set(o.operand.key, v.values.subarray(k * this.capacity + from, k * this.capacity + to));
      });
    for (const g of this.groups) {
      name(g.current, current);
      name(g.previous, previous);
    }
    return { current: (o) => current.get(o.key)!, previous: (o) => previous.get(o.key)! };
  }

  private grow(): void {
    const from = this.capacity;
    const to = from * 2;
    const regrow = (v: Vectors): Vectors => {
      const values = new Float64Array(v.ops.length * to);
      for (let k = 0; k < v.ops.length; k++) values.set(v.values.subarray(k * from, (k + 1) * from), k * to);
      return { ...v, values };
    };
    this.groups = this.groups.map((g) => ({
      ...g,
      current: regrow(g.current),
      previous: regrow(g.previous),
    }));
    this.capacity = to;
  }

  /** Market `i`'s operands (or, per group, those at the positions `only` lists) at its candle, into slot i. */
  private copy(i: number, only: { current: Int32Array; previous: Int32Array }[] | null): void {
    const { data, index } = this.list[i];
    const base = this.plan.interval;
    const j = index ?? (data[base]?.time.length ?? 0) - 1;
    this.groups.forEach((g, n) => {
      const s = data[g.interval];
      const [values, stride] = [s?.values, s?.stride ?? 0];
      const at = operandIndex(data, base, j, g.interval);
      copyAt(g.current, values, stride, at, i, this.capacity, only?.[n].current ?? null);
      if (g.previous.ops.length > 0) {
        const before = operandIndex(data, base, j - 1, g.interval);
        copyAt(g.previous, values, stride, before, i, this.capacity, only?.[n].previous ?? null);
      }
    });
  }
}

/**
 * One market's value of each operand (or of those at the positions `only` lists) at candle `j` of its
 * series (NaN without one) into slot `i`, the operands in column order (operandsOf sorts them): the
 * series is read front to back, which the cache fetches ahead of the reads.
 */
function copyAt(
  to: Vectors,
  from: Float64Array | undefined,
  stride: number,
  j: number,
  i: number,
  capacity: number,
  only: Int32Array | null,
): void {
  const { ids, values } = to;
  const count = only === null ? ids.length : only.length;
  for (let n = 0; n < count; n++) {
    const k = only === null ? n : only[n];
    values[k * capacity + i] = from !== undefined && j >= 0 ? from[ids[k] * stride + j] : Number.NaN;
  }
}
