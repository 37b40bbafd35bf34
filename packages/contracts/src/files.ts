import { z } from 'zod';
import { codeSchema } from './backoffice/documents';
import { dataOf } from './common';

/**
 * Attachments: at most one file per upload, of jpeg, png, jpg, Excel, Word,
 * pdf or plain text. The server judges a file by its content (magic bytes) and by its name's
 * extension agreeing with that content; the web checks the same list before sending.
 */
export const FILE_KINDS = [
  { kind: 'image', mimeType: 'image/jpeg', extensions: ['jpg', 'jpeg'] },
  { kind: 'image', mimeType: 'image/png', extensions: ['png'] },
  { kind: 'pdf', mimeType: 'application/pdf', extensions: ['pdf'] },
  {
    kind: 'excel',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    extensions: ['xlsx'],
  },
  { kind: 'excel', mimeType: 'application/vnd.ms-excel', extensions: ['xls'] },
  {
    kind: 'word',
    mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    extensions: ['docx'],
  },
  { kind: 'word', mimeType: 'application/msword', extensions: ['doc'] },
  { kind: 'text', mimeType: 'text/plain', extensions: ['txt'] },
] as const;
export type FileKind = (typeof FILE_KINDS)[number];

/** Every accepted extension, lower case, without the dot. */
export const FILE_EXTENSIONS: readonly string[] = FILE_KINDS.flatMap((k) => k.extensions);

/** The `accept` attribute of a file input: the extensions and their types. */
export const FILE_ACCEPT = [
  ...FILE_EXTENSIONS.map((e) => `.${e}`),
  ...new Set(FILE_KINDS.map((k) => k.mimeType)),
].join(',');

/** A file's extension, lower case without the dot ('' when the name has none). */
export const fileExtension = (name: string): string => {
  const dot = name.lastIndexOf('.');
  return dot <= 0 ? '' : name.slice(dot + 1).toLowerCase();
};

/**
 * Error codes of a refused upload beyond its content: 403 STORAGE_LIMIT (the uploader's files and
 * this one would pass their plan's room; `details: { pricing, limit, used, size? }` in bytes, `size`
 * once the file was read, `pricing` for the web's upgrade link), 429 RATE_LIMITED with key `uploadRateLimited` (too many uploads a minute;
 * `details: { limit, retryAfterSeconds }` and a Retry-After header).
 */
export const FILE_ERROR = { storageLimit: 'STORAGE_LIMIT', rateLimited: 'RATE_LIMITED' } as const;

/** The spec's 'maxItem' of an attachment: one file. */
export const FILE_MAX_ITEMS = 1;
/** FILE_MAX_BYTES' default (10 MiB); the server announces its setting at GET /file/settings. */
export const FILE_DEFAULT_MAX_BYTES = 10 * 1024 * 1024;
/** Longest accepted file name, in characters. */
export const FILE_NAME_MAX = 255;

/**
 * A stored file's key in the store: a random id, never derived from the uploaded name, so no name
 * can reach outside the store.
 */
export const FILE_KEY_PATTERN = /^[a-f0-9]{32}$/;

/** The fields of POST /api/core/file/upload, sent before the one file part. */
export const fileUploadFieldsSchema = z
  .object({
    document: codeSchema,
    /** The record the file belongs to when it is uploaded while editing one. */
    recordId: z.string().trim().min(1).max(64).optional(),
  })
  .strict();
export type FileUploadFields = z.infer<typeof fileUploadFieldsSchema>;

/** What an upload answers and what a record's attachment field keeps. */
export const uploadedFileSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The store key: what a download names. */
  path: z.string(),
  mimeType: z.string(),
  size: z.number().int(),
});
export type UploadedFile = z.infer<typeof uploadedFileSchema>;
export const fileUploadResponseSchema = dataOf(uploadedFileSchema);

/** POST /api/core/file/download: the stored name and type answer, not these. */
export const fileDownloadSchema = z
  .object({
    document: codeSchema,
    name: z.string().max(FILE_NAME_MAX * 4),
    path: z.string().max(300),
    mimeType: z.string().max(200),
  })
  .strict();
export type FileDownload = z.infer<typeof fileDownloadSchema>;

/** GET /api/core/file/settings: what the web checks before sending. */
export const fileSettingsSchema = z.object({ maxBytes: z.number().int(), maxItems: z.number().int() });
export type FileSettings = z.infer<typeof fileSettingsSchema>;
export const fileSettingsResponseSchema = dataOf(fileSettingsSchema);
