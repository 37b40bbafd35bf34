import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, EXPORT_PAGE_SIZE } from './constants/paging';

/** Every error body: `{ error: { code, message, details? } }`. */
export const errorBodySchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    details: z.unknown().optional(),
  }),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** One entry of `details` for a validation error: which field, which message key, its English text. */
export const fieldIssueSchema = z.object({ path: z.string(), key: z.string(), message: z.string() });
export type FieldIssue = z.infer<typeof fieldIssueSchema>;

export const dataOf = <T extends z.ZodTypeAny>(schema: T) => z.object({ data: schema });

export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(EXPORT_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

export const pageOf = <T extends z.ZodTypeAny>(item: T) =>
  z.object({
    data: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  });

export const okSchema = dataOf(z.object({ ok: z.literal(true) }));
