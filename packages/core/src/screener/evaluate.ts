import type { IntervalCode } from '../intervals.js';
import { alignClosed } from './align.js';
import type { ValidCondition, ValidItem } from './conditions.js';
import { type Kernel, type OperandSource, type ResolvedOperand, runKernel, toKernel } from './kernel.js';
import { intervalLength, type MarketData, operandValue } from './series.js';

/** Operand columns over a whole series of the filter's interval, aligned and memoised per evaluation. */
function seriesSource(market: MarketData, interval: IntervalCode): { n: number; src: OperandSource } {
  const base = market[interval];
  const n = base ? base.time.length : 0;
  const aligned = new Map<IntervalCode, Int32Array | null>();
  const cur = new Map<string, Float64Array>();
  const prev = new Map<string, Float64Array>();
  const alignmentOf = (it: IntervalCode): Int32Array | null => {
    let a = aligned.get(it);
    if (a === undefined) {
      const other = market[it];
      a =
        base && other
          ? alignClosed(base.time, intervalLength(interval), other.time, intervalLength(it))
          : null;
      aligned.set(it, a);
    }
    return a;
  };
  const current = (o: ResolvedOperand): Float64Array => {
    let v = cur.get(o.key);
    if (v) return v;
    const s = market[o.interval];
    if (o.interval === interval && s) v = s.values.subarray(o.id * s.stride, o.id * s.stride + n);
    else {
      v = new Float64Array(n).fill(Number.NaN);
      const idx = alignmentOf(o.interval);
      if (s && idx) {
        const at = o.id * s.stride;
        for (let i = 0; i < n; i++) if (idx[i] >= 0) v[i] = s.values[at + idx[i]];
      }
    }
    cur.set(o.key, v);
    return v;
  };
  const previous = (o: ResolvedOperand): Float64Array => {
    let v = prev.get(o.key);
    if (!v) {
      v = new Float64Array(n);
      v[0] = Number.NaN;
      v.set(current(o).subarray(0, n - 1), 1);
      prev.set(o.key, v);
    }
    return v;
  };
  return { n, src: { current, previous } };
}

const isGroup = (x: ValidItem): x is { anyOf: readonly ValidCondition[] } => 'anyOf' in x;

/**
 * Batch form, for statistics: 1 at every candle of `market[interval]` where every item of the list holds
 * (an anyOf group when any member does). A value at candle i reads nothing after candle i's close.
 */
export function evaluateSeries(
  conditions: readonly ValidItem[],
  market: MarketData,
  interval: IntervalCode,
): Uint8Array {
  const { n, src } = seriesSource(market, interval);
  const result = new Uint8Array(n).fill(1);
  const one = new Uint8Array(n);
  const any = new Uint8Array(n);
  const run = (c: ValidCondition, into: Uint8Array) => runKernel(toKernel(c, interval), src, n, into);
  for (const item of conditions) {
    let hits = one;
    if (isGroup(item)) {
      any.fill(0);
      for (const m of item.anyOf) {
        run(m, one);
        for (let i = 0; i < n; i++) any[i] |= one[i];
      }
      hits = any;
    } else run(item, one);
    for (let i = 0; i < n; i++) result[i] &= hits[i];
  }
  return result;
}

/** "Why it matched": one condition's operands at the evaluated candle (and the one before, for crosses). */
export interface ConditionReading {
  /** position in conditionList, and inside its anyOf group */
  index: number;
  member?: number;
  condition: ValidCondition;
  matched: boolean;
  left: number;
  /** the other field's value, for field-against-field */
  right?: number;
  leftPrevious?: number;
  rightPrevious?: number;
}

export interface Evaluation {
  matched: boolean;
  readings: ConditionReading[];
}

/** Runs one kernel on a single candle and reports its operand values. */
export function readCondition(
  k: Kernel,
  market: MarketData,
  interval: IntervalCode,
  index: number,
): Omit<ConditionReading, 'index' | 'condition'> {
  const at = (o: ResolvedOperand, i: number) => Float64Array.of(operandValue(market, interval, i, o));
  const src: OperandSource = { current: (o) => at(o, index), previous: (o) => at(o, index - 1) };
  const out = new Uint8Array(1);
  runKernel(k, src, 1, out);
  const reading: Omit<ConditionReading, 'index' | 'condition'> = {
    matched: out[0] === 1,
    left: src.current(k.left)[0],
  };
  const other = k.right.type === 'operand' ? k.right.operand : null;
  if (other) reading.right = src.current(other)[0];
  if (k.previous) {
    reading.leftPrevious = src.previous(k.left)[0];
    if (other) reading.rightPrevious = src.previous(other)[0];
  }
  return reading;
}

/**
 * Live form: the list at candle `index` of `market[interval]` (usually the newest closed one), with the
 * operand values of every condition ("RSI 28.4 < 30").
 */
export function evaluateAt(
  conditions: readonly ValidItem[],
  market: MarketData,
  interval: IntervalCode,
  index: number,
): Evaluation {
  const readings: ConditionReading[] = [];
  let matched = true;
  conditions.forEach((item, position) => {
    const members = isGroup(item) ? item.anyOf : [item];
    let holds = false;
    members.forEach((condition, m) => {
      const r = readCondition(toKernel(condition, interval), market, interval, index);
      holds ||= r.matched;
      readings.push({ index: position, ...(isGroup(item) ? { member: m } : {}), condition, ...r });
    });
    matched &&= holds;
  });
  return { matched, readings };
}
