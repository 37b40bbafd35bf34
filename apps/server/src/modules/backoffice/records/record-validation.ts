import {
  BACKOFFICE_LIMITS,
  type DocumentField,
  type FieldIssue,
  type FieldType,
  MESSAGES,
  type MessageKey,
  messageText,
} from '@bitdata/contracts';
import {
  checkFieldValue,
  isWritableField,
  recordDataSchema,
} from '@bitdata/contracts/backoffice/record-schema';
import { computeField } from './record-functions';
import { cleanRichText, holdsRichText } from './rich-text';

/**
 * The server's check of a record's values on every write. The rules of types, required, min/max,
 * lengths, pattern, options and unknown fields are the shared schema's (`recordDataSchema`, the one the
 * web's generated form parses with), so both sides accept and refuse the same data. What only the
 * server does is here: defaults on create, values the caller may not write or see carried over from
 * the stored record, computed fields and the size of the whole stored record. References to other
 * records and uniqueness need the database and are checked by the service in the write's transaction.
 */

const issue = (path: string, key: MessageKey): FieldIssue => ({ path, key, message: MESSAGES[key] });

const isEmpty = (v: unknown) => v === undefined || v === null || v === '';

/** A field of `type` with no rules: what `coerce` checks a bare value against. */
const bareField = (type: FieldType): DocumentField => ({
  code: 'value',
  label: { en: 'value', vi: 'value' },
  type,
  required: false,
  unique: false,
  validation: {},
  listed: false,
  sortable: false,
  searchable: false,
});

/**
 * A value in the stored form of `type` ("12" -> 12 for numbers), or not ok when it does not fit: the
 * shared schema's type check, which refuses NUL and lone surrogates too. Used where a value meets a
 * type outside a record write: the type-change check on stored values, defaults and options of a
 * definition, query operands.
 */
export function coerce(type: FieldType, value: unknown): { ok: true; value: unknown } | { ok: false } {
  // the shared check turns an empty text into "no value"; as a bare value it is a string and nothing else
  if (isEmpty(value)) return type === 'string' && value === '' ? { ok: true, value } : { ok: false };
  const checked = checkFieldValue(bareField(type), value);
  return checked.ok ? { ok: true, value: checked.value } : { ok: false };
}

/** Whether a field's value is computed or kept by the server: clients never write it. */
export const serverOwned = (field: DocumentField) => !isWritableField(field);

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
  // a hidden field is no field for this caller: the schema refuses writing it as unknown
  const visible = fields.filter((f) => !hidden.includes(f.code));
  const sent: Record<string, unknown> = { ...input };
  if (existing === null)
    for (const f of visible)
      if (isWritableField(f) && f.default !== undefined && isEmpty(sent[f.code])) sent[f.code] = f.default;

  const parsed = recordDataSchema(visible).safeParse(sent);
  const issues: FieldIssue[] = parsed.success
    ? []
    : parsed.error.issues.map((i) =>
        i.path.length === 0
          ? { path: 'data', key: i.message, message: messageText(i.message) }
          : { path: `data.${String(i.path[0])}`, key: i.message, message: messageText(i.message) },
      );

  // values the client cannot touch stay as stored: removed fields, hidden ones, server-owned ones
  const data: Record<string, unknown> = { ...(existing ?? {}) };
  if (existing === null)
    for (const f of visible) if (serverOwned(f) && f.default !== undefined) data[f.code] = f.default;
  if (parsed.success)
    for (const [code, value] of Object.entries(parsed.data)) {
      if (value === null) delete data[code];
      else data[code] = value;
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
  // rich text is cleaned as stored, however it got here: sent, a default, computed or carried over
  for (const field of fields) {
    const value = data[field.code];
    if (holdsRichText(field) && typeof value === 'string') data[field.code] = cleanRichText(value);
  }
  // carried-over and computed values count too: the stored record as a whole stays within the limit
  if (issues.length === 0 && JSON.stringify(data).length > BACKOFFICE_LIMITS.recordJsonLength)
    issues.push(issue('data', 'valueTooLarge'));
  return { data, issues };
}
