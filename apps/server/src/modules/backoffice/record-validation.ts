import {
  BACKOFFICE_LIMITS,
  type DocumentField,
  type FieldIssue,
  type FieldType,
  MESSAGES,
  type MessageKey,
} from '@bitdata/contracts';
import { computeField } from './record-functions';

/**
 * The one check of a record's values against its document's fields, on every write (the web's
 * generated form mirrors it). Pure: references to other records and uniqueness need the database and
 * are checked by the service in the write's transaction.
 */

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/;
const DATETIME =
  /^\d{4}-\d{2}-\d{2}T([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d{1,9})?)?(Z|[+-]([01]\d|2[0-3]):[0-5]\d)$/;

const issue = (field: string, key: MessageKey): FieldIssue => ({
  path: `data.${field}`,
  key,
  message: MESSAGES[key],
});

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** PostgreSQL's jsonb (and any text column) refuses the NUL character: no value may carry it. */
const NUL = '\u0000';
const hasNul = (value: unknown) => JSON.stringify(value).includes('\\u0000');

/** A string that parses as a number counts as one (spec section 5). */
function numeric(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'string' && value.trim() !== '') {
    const n = Number(value.trim());
    return Number.isFinite(n) ? n : undefined;
  }
  return undefined;
}

function validDate(value: string): boolean {
  const m = DATE.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

/**
 * A value in the stored form of `type`, or undefined when it does not fit. Shared with the type-change
 * check: existing values that do not coerce to the new type refuse the change.
 */
export function coerce(type: FieldType, value: unknown): { ok: true; value: unknown } | { ok: false } {
  switch (type) {
    case 'string':
      return typeof value === 'string' && !value.includes(NUL) ? { ok: true, value } : { ok: false };
    case 'number': {
      const n = numeric(value);
      return n !== undefined && Number.isSafeInteger(n) ? { ok: true, value: n } : { ok: false };
    }
    case 'double':
    case 'float': {
      const n = numeric(value);
      return n !== undefined ? { ok: true, value: n } : { ok: false };
    }
    case 'boolean':
      return typeof value === 'boolean' ? { ok: true, value } : { ok: false };
    case 'date':
      return typeof value === 'string' && validDate(value) ? { ok: true, value } : { ok: false };
    case 'time':
      return typeof value === 'string' && TIME.test(value) ? { ok: true, value } : { ok: false };
    case 'datetime':
      return typeof value === 'string' && DATETIME.test(value) && validDate(value.slice(0, 10))
        ? { ok: true, value }
        : { ok: false };
    case 'object':
      return isPlainObject(value) &&
        Object.keys(value).length <= BACKOFFICE_LIMITS.collectionItems &&
        !hasNul(value)
        ? { ok: true, value }
        : { ok: false };
    case 'array':
      return Array.isArray(value) && value.length <= BACKOFFICE_LIMITS.collectionItems && !hasNul(value)
        ? { ok: true, value }
        : { ok: false };
  }
}

const isEmpty = (v: unknown) => v === undefined || v === null || v === '';

/** The checks beyond the type, on a value already in its stored form. */
function checkRules(field: DocumentField, value: unknown): MessageKey | null {
  const v = field.validation ?? {};
  if (v.options && v.options.length > 0 && !v.options.some((o) => o === value)) return 'notAnOption';
  if (typeof value === 'number') {
    if (v.min !== undefined && value < v.min) return 'valueTooSmall';
    if (v.max !== undefined && value > v.max) return 'valueTooLarge';
  }
  if (typeof value === 'string') {
    if (value.length > BACKOFFICE_LIMITS.stringLength) return 'fieldTooLong';
    if (v.minLength !== undefined && value.length < v.minLength) return 'valueTooShort';
    if (v.maxLength !== undefined && value.length > v.maxLength) return 'fieldTooLong';
    if (v.pattern !== undefined && !patternOf(v.pattern)?.test(value)) return 'patternMismatch';
  }
  if (Array.isArray(value)) {
    if (v.minLength !== undefined && value.length < v.minLength) return 'valueTooShort';
    if (v.maxLength !== undefined && value.length > v.maxLength) return 'valueTooLarge';
  }
  return null;
}

const patterns = new Map<string, RegExp | null>();
/** The whole value must match; a pattern that does not compile is refused when the document is saved. */
export function patternOf(pattern: string): RegExp | null {
  let re = patterns.get(pattern);
  if (re === undefined) {
    try {
      re = new RegExp(`^(?:${pattern})$`, 'u');
    } catch {
      re = null;
    }
    if (patterns.size > 1000) patterns.clear();
    patterns.set(pattern, re);
  }
  return re;
}

/** Whether a field's value is computed or kept by the server: clients never write it. */
export const serverOwned = (field: DocumentField) =>
  field.reference?.mode === 'function' || field.reference?.mode === 'readonly';

export interface ValidationInput {
  fields: readonly DocumentField[];
  /** What the client sent. */
  input: Record<string, unknown>;
  /** The stored values on update (kept for fields the client may not write or see); null on create. */
  existing: Record<string, unknown> | null;
  /** Fields the caller may not see: writing them is refused like an unknown field, their values kept. */
  hidden: readonly string[];
  /** ISO time of the write, for the `now` function. */
  nowIso: string;
}

export interface ValidationResult {
  /** The values to store (visible fields checked, the rest carried over from `existing`). */
  data: Record<string, unknown>;
  issues: FieldIssue[];
}

/** Checks and normalizes a record's values; `issues` empty means `data` may be stored. */
export function validateRecord({
  fields,
  input,
  existing,
  hidden,
  nowIso,
}: ValidationInput): ValidationResult {
  const issues: FieldIssue[] = [];
  const byCode = new Map(fields.map((f) => [f.code, f]));
  for (const key of Object.keys(input)) {
    const field = byCode.get(key);
    if (!field || hidden.includes(key)) issues.push(issue(key, 'unknownField'));
  }
  // values the client cannot touch: removed fields, hidden ones, server-owned ones
  const data: Record<string, unknown> = { ...(existing ?? {}) };
  for (const field of fields) {
    if (hidden.includes(field.code)) continue;
    if (serverOwned(field)) {
      if (existing === null && field.default !== undefined) data[field.code] = field.default;
      continue;
    }
    const sent = Object.hasOwn(input, field.code) ? input[field.code] : undefined;
    const raw = isEmpty(sent) && existing === null ? field.default : sent;
    if (isEmpty(raw)) {
      if (field.required) issues.push(issue(field.code, 'fieldRequired'));
      delete data[field.code];
      continue;
    }
    const typed = coerce(field.type, raw);
    if (!typed.ok) {
      issues.push(issue(field.code, 'wrongType'));
      continue;
    }
    const rule = checkRules(field, typed.value);
    if (rule) issues.push(issue(field.code, rule));
    else data[field.code] = typed.value;
  }
  for (const field of fields) {
    if (field.reference?.mode !== 'function') continue;
    const computed = computeField(
      field.reference.name,
      field.reference.args.map((a) => data[a]),
      nowIso,
    );
    if (computed === undefined) delete data[field.code];
    else data[field.code] = computed;
  }
  if (issues.length === 0 && JSON.stringify(data).length > BACKOFFICE_LIMITS.recordJsonLength) {
    issues.push({ path: 'data', key: 'valueTooLarge', message: MESSAGES.valueTooLarge });
  }
  return { data, issues };
}
