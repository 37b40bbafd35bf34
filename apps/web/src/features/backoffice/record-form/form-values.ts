import type { DocumentField } from '@bitdata/contracts/backoffice/documents';
import { isWritableField, recordDataSchema } from '@bitdata/contracts/backoffice/record-schema';
import { z } from 'zod';

/**
 * What the generated form edits: the record's writable values, with numbers as the text typed,
 * objects and arrays as JSON text, and empty inputs as ''. The form's schema turns them back into
 * record data and checks it with the same schema the server applies (recordDataSchema).
 */
export type FormValues = Record<string, unknown>;

const isJson = (field: DocumentField) => field.type === 'object' || field.type === 'array';

function formValue(field: DocumentField, value: unknown): unknown {
  if (field.type === 'boolean') return value === true;
  if (value === undefined || value === null) return '';
  if (isJson(field)) return JSON.stringify(value, null, 2);
  if (typeof value === 'number') return String(value);
  return value;
}

/** The form's starting values: the record's, else each field's default (a new record). */
export function toFormValues(fields: readonly DocumentField[], data?: Record<string, unknown>): FormValues {
  const values: FormValues = {};
  for (const field of fields.filter(isWritableField))
    values[field.code] = formValue(field, data ? data[field.code] : field.default);
  return values;
}

/** A JSON text's parse error, or null when it parses (or is empty). */
export function jsonError(text: unknown): string | null {
  if (typeof text !== 'string' || text.trim() === '') return null;
  try {
    JSON.parse(text);
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

/** The form's resolver schema: JSON texts parsed (a parse error is invalidJson), then the record's rules. */
export function recordFormSchema(fields: readonly DocumentField[]) {
  const json = fields.filter((field) => isWritableField(field) && isJson(field));
  return z
    .record(z.string(), z.unknown())
    .transform((values, ctx) => {
      const data = { ...values };
      for (const field of json) {
        const text = values[field.code];
        if (typeof text !== 'string' || text.trim() === '') data[field.code] = null;
        else if (jsonError(text))
          ctx.addIssue({ code: 'custom', message: 'invalidJson', path: [field.code] });
        else data[field.code] = JSON.parse(text);
      }
      return data;
    })
    .pipe(recordDataSchema(fields));
}
