import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, EXPORT_PAGE_SIZE } from './constants/paging';
import type { MessageKey } from './messages';

/** One entry of `details` for a validation error: which field, which message key, its English text. */
export const fieldIssueSchema = z.object({ path: z.string(), key: z.string(), message: z.string() });
export type FieldIssue = z.infer<typeof fieldIssueSchema>;

export const dataOf = <T extends z.ZodTypeAny>(schema: T) => z.object({ data: schema });

/**
 * Control characters (Unicode Cc: C0 with NUL first, DEL, C1) are what no text field needs: PostgreSQL
 * refuses NUL in text columns (it answered 500). Single-line fields refuse tab and line breaks too: a
 * CR/LF in a name or subject would forge lines where it is printed (mail bodies, logs). Multi-line
 * fields keep tab, LF and CR.
 */
const SINGLE_LINE = /^\P{Cc}*$/u;
const MULTI_LINE = /^(?:[\t\n\r]|\P{Cc})*$/u;

export interface TextOptions {
  /** Longest accepted length (after trimming), reported as fieldTooLong. */
  max: number;
  /** Message key of a missing or empty value; without it the empty string is accepted. */
  required?: MessageKey;
  /** Keeps tab and line breaks (a message body); every other field is one line. */
  multiline?: boolean;
  /** Trims surrounding white space before the checks (default true). */
  trim?: boolean;
}

/**
 * The one schema of free text from clients: every request field that stores or prints what a person
 * typed goes through it, so a forbidden character is refused once, here, with a structured 400
 * (key invalidCharacters) instead of reaching SQL or a mail.
 */
export function text({ max, required, multiline = false, trim = true }: TextOptions) {
  let schema = z.string(required ? { message: required } : undefined);
  if (trim) schema = schema.trim();
  if (required) schema = schema.min(1, required);
  return schema.max(max, 'fieldTooLong').regex(multiline ? MULTI_LINE : SINGLE_LINE, 'invalidCharacters');
}

/** page and pageSize of a paged list: up to an export's page (EXPORT_PAGE_SIZE), 25 by default. */
export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(EXPORT_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
});

export const pageOf = <T extends z.ZodTypeAny>(item: T) =>
  z.object({
    data: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  });

export const okSchema = dataOf(z.object({ ok: z.literal(true) }));

/** The answer of an endpoint whose success is a 204: no body at all. */
export const noContentSchema = z.undefined();
