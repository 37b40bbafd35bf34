import { z } from 'zod';
import { BACKOFFICE_LIMITS, type FieldType } from '../constants/backoffice';
import { isStorableValue } from '../storable-text';
import type { DocumentField } from './documents';
import { fieldPatternRefusal } from './field-pattern';

/**
 * The values a record of a document may hold, as one zod schema derived from the document's fields:
 * the web's generated form validates with it before sending, and the server's record validation can
 * parse with the same schema, so both accept and refuse exactly the same data. Messages are MESSAGES
 * keys; an issue's path is the field code (the server answers it as `data.<field>`).
 *
 * What it cannot know: unique values and whether an `own` reference names an existing record (the
 * database answers those), and the values of `function` fields (the server computes them).
 */

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/;
/** ISO 8601 with seconds optional, up to nanoseconds, and a zone (Z or ±HH:mm). */
const DATETIME =
  /^\d{4}-\d{2}-\d{2}T([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d{1,9})?)?(Z|[+-]([01]\d|2[0-3]):[0-5]\d)$/;

/** A client never writes these: `function` fields are computed, `readonly` ones kept by the server. */
export function isWritableField(field: Pick<DocumentField, 'reference'>): boolean {
  const mode = field.reference?.mode;
  return mode !== 'function' && mode !== 'readonly';
}

/** A string that parses as a number counts as that number. */
export function numericValue(value: unknown): number | undefined {
  if (typeof value === 'number') return value;
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  const parsed = Number(value.trim());
  return Number.isNaN(parsed) ? undefined : parsed;
}

/** A calendar date that exists (2026-02-30 does not). */
function isDate(value: string): boolean {
  const match = DATE.exec(value);
  if (!match) return false;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The value in its stored form (numbers as numbers), or undefined when the type does not fit. */
function typed(type: FieldType, value: unknown): unknown {
  switch (type) {
    case 'string':
      return typeof value === 'string' ? value : undefined;
    case 'number': {
      const n = numericValue(value);
      return n !== undefined && Number.isSafeInteger(n) ? n : undefined;
    }
    case 'double':
    case 'float': {
      const n = numericValue(value);
      return n !== undefined && Number.isFinite(n) ? n : undefined;
    }
    case 'boolean':
      return typeof value === 'boolean' ? value : undefined;
    case 'object':
      return isPlainObject(value) && Object.keys(value).length <= BACKOFFICE_LIMITS.collectionItems
        ? value
        : undefined;
    case 'array':
      return Array.isArray(value) && value.length <= BACKOFFICE_LIMITS.collectionItems ? value : undefined;
    case 'date':
      return typeof value === 'string' && isDate(value) ? value : undefined;
    case 'time':
      return typeof value === 'string' && TIME.test(value) ? value : undefined;
    case 'datetime':
      return typeof value === 'string' && DATETIME.test(value) && isDate(value.slice(0, 10))
        ? value
        : undefined;
  }
}

/** The first rule of the field's validation the (typed) value breaks, as a MESSAGES key. */
function brokenRule(field: DocumentField, value: unknown): string | null {
  const rules = field.validation ?? {};
  // Options hold values in their stored type (numbers for numeric fields): compared as they are.
  if (rules.options && rules.options.length > 0 && !rules.options.some((option) => option === value))
    return 'notAnOption';
  if (typeof value === 'number') {
    if (rules.min !== undefined && value < rules.min) return 'valueTooSmall';
    if (rules.max !== undefined && value > rules.max) return 'valueTooLarge';
  }
  if (typeof value === 'string') {
    if (value.length > BACKOFFICE_LIMITS.stringLength) return 'fieldTooLong';
    if (rules.minLength !== undefined && value.length < rules.minLength) return 'valueTooShort';
    if (rules.maxLength !== undefined && value.length > rules.maxLength) return 'fieldTooLong';
    if (rules.pattern !== undefined) {
      const refusal = fieldPatternRefusal(rules.pattern, value);
      if (refusal) return refusal;
    }
  }
  if (Array.isArray(value)) {
    if (rules.minLength !== undefined && value.length < rules.minLength) return 'valueTooShort';
    if (rules.maxLength !== undefined && value.length > rules.maxLength) return 'valueTooLarge';
  }
  return null;
}

/** Nothing given: absent, null, or an empty text (what an emptied input sends). */
const isEmpty = (value: unknown) => value === undefined || value === null || value === '';

/**
 * Why a field's value is refused (a MESSAGES key), or its stored form: null when empty and allowed.
 * A NUL or a lone surrogate in any string of the value, nested or as a key, is invalidCharacters: the
 * database cannot store it.
 */
export function checkFieldValue(
  field: DocumentField,
  value: unknown,
): { ok: true; value: unknown } | { ok: false; key: string } {
  if (isEmpty(value)) return field.required ? { ok: false, key: 'fieldRequired' } : { ok: true, value: null };
  const stored = typed(field.type, value);
  if (stored === undefined) return { ok: false, key: 'wrongType' };
  if (!isStorableValue(stored)) return { ok: false, key: 'invalidCharacters' };
  const broken = brokenRule(field, stored);
  return broken ? { ok: false, key: broken } : { ok: true, value: stored };
}

/**
 * A record's data: a key that is no field of the document is refused (unknownField); values of
 * computed and read-only fields are ignored (the server keeps its own); every writable field is
 * checked by checkFieldValue, and the whole record is within BACKOFFICE_LIMITS.recordJsonLength
 * (valueTooLarge). The output holds every writable field, empty ones as null, numbers as numbers.
 */
export function recordDataSchema(fields: readonly DocumentField[]) {
  const known = new Set(fields.map((field) => field.code));
  const writable = new Map(fields.filter(isWritableField).map((field) => [field.code, field]));
  return z.record(z.string(), z.unknown()).transform((data, ctx) => {
    const out: RecordData = {};
    for (const key of Object.keys(data))
      if (!known.has(key)) ctx.addIssue({ code: 'custom', message: 'unknownField', path: [key] });
    for (const [code, field] of writable) {
      const checked = checkFieldValue(field, data[code]);
      if (checked.ok) out[code] = checked.value;
      else ctx.addIssue({ code: 'custom', message: checked.key, path: [code] });
    }
    if (JSON.stringify(out).length > BACKOFFICE_LIMITS.recordJsonLength)
      ctx.addIssue({ code: 'custom', message: 'valueTooLarge', path: [] });
    return out;
  });
}
export type RecordData = Record<string, unknown>;
