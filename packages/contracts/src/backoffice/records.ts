import { VALUE_OPERATORS } from '@bitdata/core/screener/operators';
import { z } from 'zod';
import { pageQuerySchema, text } from '../common';

/** A record of a document: its field values as JSON, with who owns it. */
export const recordSchema = z.object({
  id: z.string(),
  document: z.string(),
  /** Field code -> value; only the fields the caller may see. */
  data: z.record(z.string(), z.unknown()),
  /** The member who created it: row scope "view" (level 1) shows one's own and one's groups' records. */
  ownerId: z.string().nullable(),
  createdAt: z.number().int(),
  updatedAt: z.number().int(),
});
export type BackofficeRecord = z.infer<typeof recordSchema>;

/** The operators of a record list's `query`: the screener's nine that compare one value (core's list). */
export const RECORD_OPERATORS = VALUE_OPERATORS;
export type RecordOperator = (typeof RECORD_OPERATORS)[number];

/**
 * GET /api/core/data/{documentCode}: `sort` is `field` or `-field` (descending), `fields` a comma
 * list of field codes to return, `query` a JSON object of field -> value (equals) or
 * field -> { operator: value } with an operator of RECORD_OPERATORS.
 * `search` matches the start of any searchable string field.
 */
export const recordListQuerySchema = pageQuerySchema.extend({
  sort: z
    .string()
    .regex(/^-?[a-zA-Z][a-zA-Z0-9_]{0,62}$/, 'invalidSort')
    .optional(),
  fields: z
    .string()
    .regex(/^[a-zA-Z][a-zA-Z0-9_]{0,62}(,[a-zA-Z][a-zA-Z0-9_]{0,62})*$/, 'invalidFields')
    .max(2000)
    .optional(),
  query: z.string().max(4000).optional(),
  search: text({ max: 100 }).optional(),
});
export type RecordListQuery = z.infer<typeof recordListQuerySchema>;

/** POST /api/core/data/{documentCode} and PUT .../{id}: the values, checked against the document's fields. */
export const recordWriteSchema = z.object({ data: z.record(z.string(), z.unknown()) }).strict();
export type RecordWrite = z.infer<typeof recordWriteSchema>;
