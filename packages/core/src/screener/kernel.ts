import type { IntervalCode } from '../intervals.js';
import { PATTERNS, type PatternId } from '../patterns/catalog.js';
import type { Operand, ValidCondition } from './conditions.js';
import { type FieldName, fieldId, type Operator } from './fields.js';

/**
 * The operator kernels. A condition runs over vectors of operand values, one slot per candle (a series'
 * history, for statistics) or per market (one candle close, for live screening): the operator is chosen
 * once per vector, not once per value. Every comparison with NaN (warm-up, no data) is false, including
 * isNotEquals and notIn.
 */

/** An operand with its interval made explicit (the filter's own when the condition names none). */
export interface ResolvedOperand {
  field: FieldName;
  /** the field's column number (fieldId) */
  id: number;
  interval: IntervalCode;
  /** `${field}@${interval}`: the same column for every filter that reads it */
  key: string;
}

export type RightSide =
  | { type: 'number'; value: number }
  | { type: 'operand'; operand: ResolvedOperand }
  | { type: 'list'; values: Float64Array }
  | { type: 'pattern'; bit: number };

export interface Kernel {
  /** canonical text: two conditions with the same key always give the same result */
  key: string;
  operator: Operator;
  left: ResolvedOperand;
  right: RightSide;
  /** crosses read the previous candle too */
  previous: boolean;
}

const BIT_OF = new Map<PatternId, number>(PATTERNS.map((p) => [p.id, p.bit]));

export function resolveOperand(o: Operand, interval: IntervalCode): ResolvedOperand {
  const it = o.interval ?? interval;
  return { field: o.field, id: fieldId(o.field), interval: it, key: `${o.field}@${it}` };
}

/** The kernel of a validated condition in a filter on `interval`. */
export function toKernel(c: ValidCondition, interval: IntervalCode): Kernel {
  const left = resolveOperand(c, interval);
  const v = c.value;
  let right: RightSide;
  let text: string;
  if (typeof v === 'number') {
    right = { type: 'number', value: v };
    text = `#${v}`;
  } else if (typeof v === 'string') {
    const bit = BIT_OF.get(v) ?? -1;
    right = { type: 'pattern', bit };
    text = `p${bit}`;
  } else if (Array.isArray(v)) {
    right = { type: 'list', values: Float64Array.from(v as readonly number[]) };
    text = `[${v.join(',')}]`;
  } else {
    const operand = resolveOperand(v as Operand, interval);
    right = { type: 'operand', operand };
    text = `@${operand.key}`;
  }
  const previous = c.operator === 'crossesAbove' || c.operator === 'crossesBelow';
  return { key: `${left.key}|${c.operator}|${text}`, operator: c.operator, left, right, previous };
}

/** Operand values over the vector's slots: at the evaluated candle, and at the candle before it. */
export interface OperandSource {
  current(o: ResolvedOperand): Float64Array;
  previous(o: ResolvedOperand): Float64Array;
}

/** Runs one kernel over `n` slots: out[i] = 1 where the condition holds. */
export function runKernel(k: Kernel, src: OperandSource, n: number, out: Uint8Array): void {
  const a = src.current(k.left);
  const r = k.right;
  if (r.type === 'pattern') containsBit(a, r.bit, n, out);
  else if (r.type === 'list') inList(a, r.values, k.operator === 'notIn', n, out);
  else if (r.type === 'number') {
    if (k.previous) crosses(k.operator, a, src.previous(k.left), r.value, null, null, n, out);
    else againstNumber(k.operator, a, r.value, n, out);
  } else {
    const b = src.current(r.operand);
    if (k.previous) crosses(k.operator, a, src.previous(k.left), 0, b, src.previous(r.operand), n, out);
    else againstVector(k.operator, a, b, n, out);
  }
}

function againstNumber(op: Operator, a: Float64Array, k: number, n: number, out: Uint8Array): void {
  switch (op) {
    case 'equals':
      for (let i = 0; i < n; i++) out[i] = a[i] === k ? 1 : 0;
      return;
    case 'isNotEquals':
      for (let i = 0; i < n; i++) {
        const x = a[i];
        out[i] = x !== k && !Number.isNaN(x) ? 1 : 0;
      }
      return;
    case 'isGreaterThan':
      for (let i = 0; i < n; i++) out[i] = a[i] > k ? 1 : 0;
      return;
    case 'isGreaterThanOrEqual':
      for (let i = 0; i < n; i++) out[i] = a[i] >= k ? 1 : 0;
      return;
    case 'isLessThan':
      for (let i = 0; i < n; i++) out[i] = a[i] < k ? 1 : 0;
      return;
    case 'isLessThanOrEqual':
      for (let i = 0; i < n; i++) out[i] = a[i] <= k ? 1 : 0;
      return;
    default:
      throw new Error(`operator ${op} does not compare with a number`);
  }
}

function againstVector(op: Operator, a: Float64Array, b: Float64Array, n: number, out: Uint8Array): void {
  switch (op) {
    case 'equals':
      for (let i = 0; i < n; i++) out[i] = a[i] === b[i] ? 1 : 0;
      return;
    case 'isNotEquals':
      for (let i = 0; i < n; i++) {
        const x = a[i];
        const y = b[i];
        out[i] = x !== y && !Number.isNaN(x) && !Number.isNaN(y) ? 1 : 0;
      }
      return;
    case 'isGreaterThan':
      for (let i = 0; i < n; i++) out[i] = a[i] > b[i] ? 1 : 0;
      return;
    case 'isGreaterThanOrEqual':
      for (let i = 0; i < n; i++) out[i] = a[i] >= b[i] ? 1 : 0;
      return;
    case 'isLessThan':
      for (let i = 0; i < n; i++) out[i] = a[i] < b[i] ? 1 : 0;
      return;
    case 'isLessThanOrEqual':
      for (let i = 0; i < n; i++) out[i] = a[i] <= b[i] ? 1 : 0;
      return;
    default:
      throw new Error(`operator ${op} does not compare two fields`);
  }
}

/**
 * crossesAbove: on the other side or touching before (a' <= b'), strictly above now (a > b); crossesBelow
 * mirrors it. `b`/`pb` null: the level `k` on both candles. One loop per case, none deciding per value.
 */
function crosses(
  op: Operator,
  a: Float64Array,
  pa: Float64Array,
  k: number,
  b: Float64Array | null,
  pb: Float64Array | null,
  n: number,
  out: Uint8Array,
): void {
  const above = op === 'crossesAbove';
  if (b && pb) {
    if (above) for (let i = 0; i < n; i++) out[i] = a[i] > b[i] && pa[i] <= pb[i] ? 1 : 0;
    else for (let i = 0; i < n; i++) out[i] = a[i] < b[i] && pa[i] >= pb[i] ? 1 : 0;
  } else if (above) for (let i = 0; i < n; i++) out[i] = a[i] > k && pa[i] <= k ? 1 : 0;
  else for (let i = 0; i < n; i++) out[i] = a[i] < k && pa[i] >= k ? 1 : 0;
}

function inList(a: Float64Array, values: Float64Array, negate: boolean, n: number, out: Uint8Array): void {
  const m = values.length;
  for (let i = 0; i < n; i++) {
    const x = a[i];
    if (Number.isNaN(x)) {
      out[i] = 0;
      continue;
    }
    let found = false;
    for (let j = 0; j < m && !found; j++) found = values[j] === x;
    out[i] = found !== negate ? 1 : 0;
  }
}

function containsBit(a: Float64Array, bit: number, n: number, out: Uint8Array): void {
  // NaN >>> bit is 0: a candle still warming up contains no pattern
  for (let i = 0; i < n; i++) out[i] = (a[i] >>> bit) & 1;
}
