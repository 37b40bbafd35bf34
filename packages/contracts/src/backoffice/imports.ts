import { z } from 'zod';
import { codeSchema } from './documents';
import { recordListQuerySchema } from './records';

/** Excel import: limits of an uploaded workbook. */
export const IMPORT_LIMITS = { maxBytes: 10 * 1024 * 1024, maxRows: 100_000, maxColumns: 200 } as const;

/** allOrNothing: one transaction, any invalid row stores nothing; validOnly: the valid rows are stored. */
export const IMPORT_MODES = ['allOrNothing', 'validOnly'] as const;
export const importModeSchema = z.enum(IMPORT_MODES);
export type ImportMode = z.infer<typeof importModeSchema>;

export const IMPORT_STATES = ['uploaded', 'checked', 'running', 'done', 'failed', 'undone'] as const;
export type ImportState = (typeof IMPORT_STATES)[number];

/** Column header (as in the workbook) -> field code, or null to skip the column. */
const fieldCodeSchema = z.string().regex(/^[a-zA-Z][a-zA-Z0-9_]{0,62}$/, 'invalidValue');
export const importMappingSchema = z.record(z.string().max(200), fieldCodeSchema.nullable());
export type ImportMapping = z.infer<typeof importMappingSchema>;

/** One refused value: the workbook's row number (header is row 1), its column header, a message key. */
export const importRowErrorSchema = z.object({
  row: z.number().int(),
  column: z.string().nullable(),
  field: z.string().nullable(),
  key: z.string(),
  message: z.string(),
});
export type ImportRowError = z.infer<typeof importRowErrorSchema>;

export const importCountsSchema = z.object({
  rows: z.number().int(),
  valid: z.number().int(),
  invalid: z.number().int(),
  created: z.number().int(),
});
export type ImportCounts = z.infer<typeof importCountsSchema>;

export const importSchema = z.object({
  id: z.string(),
  document: z.string(),
  userId: z.string(),
  userName: z.string().nullable(),
  fileName: z.string(),
  headers: z.array(z.string()),
  mapping: importMappingSchema,
  mode: importModeSchema.nullable(),
  state: z.enum(IMPORT_STATES),
  /** Fraction done of the running job, 0..1. */
  progress: z.number(),
  counts: importCountsSchema,
  /** The first errors (at most 1,000 are kept). */
  errors: z.array(importRowErrorSchema),
  createdAt: z.number().int(),
  updatedAt: z.number().int(),
});
export type ImportRecord = z.infer<typeof importSchema>;

export const importListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
  document: codeSchema.optional(),
});
export type ImportListQuery = z.infer<typeof importListQuerySchema>;

/** POST /api/core/imports/{id}/check: the dry run with the chosen mapping. */
export const importCheckSchema = z.object({ mapping: importMappingSchema }).strict();
export type ImportCheck = z.infer<typeof importCheckSchema>;

/** POST /api/core/imports/{id}/run: stores the rows as a job. */
export const importRunSchema = z.object({ mapping: importMappingSchema, mode: importModeSchema }).strict();
export type ImportRun = z.infer<typeof importRunSchema>;

/** GET /api/core/data/{documentCode}/export: the list's query (no paging: up to EXPORT_PAGE_SIZE rows). */
export const exportQuerySchema = recordListQuerySchema.omit({ page: true, pageSize: true }).extend({
  /** Language of the header labels; the caller's own language when absent. */
  language: z.enum(['en', 'vi']).optional(),
});
export type ExportQuery = z.infer<typeof exportQuerySchema>;
