import { findInterval, type IntervalCode } from '../intervals.js';
import { type PatternId, resolvePatternAlias } from '../patterns/catalog.js';
import { type FieldName, findField, OPERATORS, type Operator, type ScreenerField } from './fields.js';

/** Another field as the right-hand side, optionally on another interval than the filter's. */
export interface FieldOperandInput {
  field: string;
  interval?: string;
}

/** A number, a numeric string (read as its number), a code or pattern name, or true/false for a flag. */
export type ScalarInput = number | string | boolean;

export type ConditionValue = ScalarInput | FieldOperandInput | readonly ScalarInput[];

/** One condition as a filter stores it: `{ field, operator, value }`, `interval` for multi-timeframe. */
export interface Condition {
  field: string;
  interval?: string;
  operator: string;
  value: ConditionValue;
}

/** Alternatives: the group holds when any member holds (one level, inside the AND of the list). */
export interface ConditionGroup {
  anyOf: readonly Condition[];
}

export type ConditionItem = Condition | ConditionGroup;

/** A filter's `conditionList`: every item must hold. */
export type ConditionList = readonly ConditionItem[];

export interface Operand {
  field: FieldName;
  /** absent: the filter's own interval */
  interval?: IntervalCode;
}

/**
 * A condition after validation: a known field and interval, numbers as numbers, codes as their values,
 * a pattern as its detector id.
 */
export interface ValidCondition extends Operand {
  operator: Operator;
  value: number | readonly number[] | Operand | PatternId;
}

export type ValidItem = ValidCondition | { anyOf: readonly ValidCondition[] };

export const MAX_CONDITIONS = 20;
export const MAX_GROUP_MEMBERS = 10;
export const MAX_LIST_VALUES = 100;

export type ConditionErrorCode =
  | 'invalidList'
  | 'emptyList'
  | 'tooManyConditions'
  | 'invalidCondition'
  | 'emptyGroup'
  | 'unknownField'
  | 'unknownInterval'
  | 'unknownOperator'
  | 'operatorNotAllowed'
  | 'invalidValue'
  | 'unknownPattern'
  | 'incompatibleField';

export interface ConditionError {
  /** position in conditionList; null for an error of the list itself */
  index: number | null;
  /** position inside an `anyOf` group */
  member?: number;
  code: ConditionErrorCode;
  message: string;
}

export type ValidationResult =
  | { ok: true; conditions: readonly ValidItem[] }
  | { ok: false; errors: readonly ConditionError[] };

type Problem = { code: ConditionErrorCode; message: string };
const problem = (code: ConditionErrorCode, message: string): Problem => ({ code, message });

const isObject = (x: unknown): x is Record<string, unknown> =>
  typeof x === 'object' && x !== null && !Array.isArray(x);

/** A finite number, or a string that parses as one; undefined otherwise. */
export function parseNumber(x: unknown): number | undefined {
  if (typeof x === 'number') return Number.isFinite(x) ? x : undefined;
  if (typeof x !== 'string' || x.trim() === '') return undefined;
  const n = Number(x);
  return Number.isFinite(n) ? n : undefined;
}

function parseInterval(x: unknown): IntervalCode | Problem | undefined {
  if (x === undefined) return undefined;
  const it = typeof x === 'string' ? findInterval(x) : undefined;
  return it ? it.code : problem('unknownInterval', `unknown interval ${JSON.stringify(x)}`);
}

/** One scalar for the field: a number for numbers and counts, a code by value or name, 0/1 for a flag. */
function parseScalar(f: ScreenerField, x: unknown): number | Problem {
  if (f.kind === 'flag' && typeof x === 'boolean') return x ? 1 : 0;
  if (f.kind === 'code' && f.codes && typeof x === 'string') {
    const named = f.codes[x.trim().toLowerCase()];
    if (named !== undefined) return named;
  }
  const n = parseNumber(x);
  if (n === undefined) return problem('invalidValue', `${f.name} needs a number, got ${JSON.stringify(x)}`);
  if (f.kind === 'flag' && n !== 0 && n !== 1) return problem('invalidValue', `${f.name} is 0 or 1`);
  if (f.kind === 'code' && f.codes && !Object.values(f.codes).includes(n)) {
    const names = Object.entries(f.codes).map(([k, v]) => `${k} ${v}`);
    return problem('invalidValue', `${f.name} is one of ${names.join(', ')}`);
  }
  return n;
}

function parseOperand(f: ScreenerField, x: Record<string, unknown>): Operand | Problem {
  const other = typeof x.field === 'string' ? findField(x.field) : undefined;
  if (!other) return problem('unknownField', `unknown field ${JSON.stringify(x.field)} in the value`);
  const interval = parseInterval(x.interval);
  if (isObject(interval)) return interval;
  // a price against an oscillator compares numbers of different units: always a builder mistake
  if (other.valueKind !== f.valueKind || other.codes !== f.codes) {
    return problem('incompatibleField', `${f.name} (${f.valueKind}) cannot be compared with ${other.name}`);
  }
  return interval ? { field: other.name, interval } : { field: other.name };
}

function parseValue(f: ScreenerField, operator: Operator, value: unknown): ValidCondition['value'] | Problem {
  if (operator === 'contains') {
    if (typeof value !== 'string') return problem('invalidValue', 'contains needs a pattern name');
    return (
      resolvePatternAlias(value) ?? problem('unknownPattern', `unknown pattern ${JSON.stringify(value)}`)
    );
  }
  if (operator === 'in' || operator === 'notIn') {
    if (!Array.isArray(value)) return problem('invalidValue', `${operator} needs a list of values`);
    if (value.length === 0) return problem('invalidValue', `${operator} needs at least one value`);
    if (value.length > MAX_LIST_VALUES) {
      return problem('invalidValue', `${operator} takes at most ${MAX_LIST_VALUES} values`);
    }
    const out: number[] = [];
    for (const x of value) {
      const n = parseScalar(f, x);
      if (typeof n !== 'number') return n;
      if (!out.includes(n)) out.push(n);
    }
    return out.sort((a, b) => a - b);
  }
  if (isObject(value)) return parseOperand(f, value);
  return parseScalar(f, value);
}

function validateCondition(x: unknown): ValidCondition | Problem {
  if (!isObject(x) || !('field' in x) || !('operator' in x) || !('value' in x)) {
    return problem('invalidCondition', 'a condition is { field, operator, value }');
  }
  const f = typeof x.field === 'string' ? findField(x.field) : undefined;
  if (!f) return problem('unknownField', `unknown field ${JSON.stringify(x.field)}`);
  const interval = parseInterval(x.interval);
  if (isObject(interval)) return interval;
  const operator = OPERATORS.find((o) => o === x.operator);
  if (!operator) return problem('unknownOperator', `unknown operator ${JSON.stringify(x.operator)}`);
  if (!f.operators.includes(operator)) {
    return problem('operatorNotAllowed', `${operator} does not apply to ${f.name} (${f.kind})`);
  }
  const value = parseValue(f, operator, x.value);
  if (isObject(value) && 'code' in value) return value;
  return interval ? { field: f.name, interval, operator, value } : { field: f.name, operator, value };
}

const isProblem = (x: ValidCondition | Problem): x is Problem => 'code' in x;

/**
 * Checks a filter's conditionList and returns it normalised, or every error with the index of its
 * condition (and `member` inside an anyOf group), for the server to answer 400.
 */
export function validateConditions(list: unknown): ValidationResult {
  if (!Array.isArray(list)) {
    return { ok: false, errors: [{ index: null, code: 'invalidList', message: 'conditionList is a list' }] };
  }
  if (list.length === 0) {
    return { ok: false, errors: [{ index: null, code: 'emptyList', message: 'a filter needs a condition' }] };
  }
  if (list.length > MAX_CONDITIONS) {
    const message = `a filter has at most ${MAX_CONDITIONS} conditions`;
    return { ok: false, errors: [{ index: null, code: 'tooManyConditions', message }] };
  }
  const errors: ConditionError[] = [];
  const conditions: ValidItem[] = [];
  list.forEach((item: unknown, index) => {
    if (!isObject(item) || !('anyOf' in item)) {
      const c = validateCondition(item);
      if (isProblem(c)) errors.push({ index, ...c });
      else conditions.push(c);
      return;
    }
    const members = item.anyOf;
    if (!Array.isArray(members) || members.length === 0 || members.length > MAX_GROUP_MEMBERS) {
      const message = `anyOf holds 1 to ${MAX_GROUP_MEMBERS} conditions`;
      errors.push({ index, code: 'emptyGroup', message });
      return;
    }
    const valid: ValidCondition[] = [];
    members.forEach((m: unknown, member) => {
      const c = validateCondition(m);
      if (isProblem(c)) errors.push({ index, member, ...c });
      else valid.push(c);
    });
    conditions.push({ anyOf: valid });
  });
  return errors.length ? { ok: false, errors } : { ok: true, conditions };
}
