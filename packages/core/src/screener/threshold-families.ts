import type { Kernel } from './kernel.js';

/**
 * Conditions that compare one operand with different numbers under the same operator ("RSI below 30",
 * "below 31.5", "below 40"...): traders pick their own thresholds, so thousands of filters give as many
 * distinct conditions on a few columns. One pass over the markets serves the whole family: each market
 * goes to the first threshold it meets (a binary search over the thresholds, sorted once when compiling),
 * then a sweep over the thresholds adds those markets to a running set and copies it into each
 * threshold's row, since a looser threshold holds for every market a stricter one does.
 * The cost is markets x log(thresholds) + thresholds x words instead of markets x thresholds.
 */
export interface ThresholdFamily {
  operator: 'isGreaterThan' | 'isGreaterThanOrEqual' | 'isLessThan' | 'isLessThanOrEqual';
  /** the operand, as a kernel of the family reads it */
  first: Kernel;
  /** thresholds ascending, and the kernel slot of each */
  thresholds: Float64Array;
  slots: Int32Array;
}

const FAMILY_OPERATORS = new Set([
  'isGreaterThan',
  'isGreaterThanOrEqual',
  'isLessThan',
  'isLessThanOrEqual',
]);

/** Below this many thresholds, running each kernel costs no more than the sweep. */
export const MIN_FAMILY = 3;

/** The families among the kernels (slot = position in `kernels`); kernels outside any family are left. */
export function thresholdFamilies(kernels: readonly Kernel[]): ThresholdFamily[] {
  const groups = new Map<string, number[]>();
  kernels.forEach((k, slot) => {
    if (k.right.type !== 'number' || !FAMILY_OPERATORS.has(k.operator)) return;
    const key = `${k.left.key}|${k.operator}`;
    const list = groups.get(key) ?? [];
    list.push(slot);
    groups.set(key, list);
  });
  const out: ThresholdFamily[] = [];
  for (const slots of groups.values()) {
    if (slots.length < MIN_FAMILY) continue;
    const value = (slot: number) => (kernels[slot].right as { value: number }).value;
    slots.sort((a, b) => value(a) - value(b));
    out.push({
      operator: kernels[slots[0]].operator as ThresholdFamily['operator'],
      first: kernels[slots[0]],
      thresholds: Float64Array.from(slots, value),
      slots: Int32Array.from(slots),
    });
  }
  return out;
}

/**
 * Fills the row of every kernel of the family (`words` 32-bit words per row, row of slot s at
 * rows[s * words]) from the operand's values over `n` markets. NaN meets no threshold.
 */
export function runFamily(
  f: ThresholdFamily,
  v: Float64Array,
  n: number,
  rows: Int32Array,
  words: number,
): void {
  const c = f.thresholds;
  const k = c.length;
  const below = f.operator === 'isLessThan' || f.operator === 'isLessThanOrEqual';
  const strict = f.operator === 'isLessThan' || f.operator === 'isGreaterThan';
  // markets bucketed by the threshold where they start to hold, as linked lists
  const head = new Int32Array(k).fill(-1);
  const next = new Int32Array(n);
  for (let i = 0; i < n; i++) {
    const x = v[i];
    if (Number.isNaN(x)) continue;
    // lo = number of thresholds t with t < x (strict below: t <= x), found by binary search
    let lo = 0;
    let hi = k;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      const t = c[mid];
      if (t < x || (t === x && (below ? strict : !strict))) lo = mid + 1;
      else hi = mid;
    }
    // below: x holds from threshold lo upwards; above: from threshold lo - 1 downwards
    const start = below ? lo : lo - 1;
    if (start < 0 || start >= k) continue;
    next[i] = head[start];
    head[start] = i;
  }
  const acc = new Int32Array(words);
  for (let step = 0; step < k; step++) {
    const j = below ? step : k - 1 - step;
    for (let i = head[j]; i >= 0; i = next[i]) acc[i >>> 5] |= 1 << (i & 31);
    rows.set(acc, f.slots[j] * words);
  }
}
