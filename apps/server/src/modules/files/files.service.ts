import crypto from 'node:crypto';
import type { Readable } from 'node:stream';
import {
  can,
  FILE_ERROR,
  FILE_KEY_PATTERN,
  FILE_MAX_ITEMS,
  type FileDownload,
  type FileSettings,
  type FileUploadFields,
  PERMISSION_LEVEL,
  PRICING_PATH,
  type UploadedFile,
} from '@bitdata/contracts';
import type { AppDeps } from '../../platform/app-deps';
import { AppError, isAppError } from '../../platform/errors';
import type { AuthContext } from '../auth';
import { mayViewRecord } from '../backoffice';
import { entitlementsOf } from '../screener';
import { lockMember } from '../users';
import { checkFileName, judgeFileType } from './file-judge';
import { fileStoreOf } from './file-store';
import * as repo from './files.repository';

export const fileSettings = (deps: Pick<AppDeps, 'config'>): FileSettings => ({
  maxBytes: deps.config.files.maxBytes,
  maxItems: FILE_MAX_ITEMS,
});

/**
 * Uploading is creating on the document; a file for an existing record needs edit on the document
 * and the record within the caller's sight (a record out of sight is not found, as the records API
 * answers it).
 */
export async function checkUploadAccess(
  deps: AppDeps,
  auth: AuthContext,
  fields: FileUploadFields,
): Promise<void> {
  const level = fields.recordId ? PERMISSION_LEVEL.edit : PERMISSION_LEVEL.create;
  if (!can(auth.grants, fields.document, level)) throw AppError.of('FORBIDDEN', 'forbidden');
  if (fields.recordId && !(await mayViewRecord(deps, auth, fields.document, fields.recordId)))
    throw AppError.of('NOT_FOUND', 'recordNotFound');
}

/** The window UPLOAD_RATE_LIMIT counts in. */
export const UPLOAD_RATE_WINDOW_MS = 60_000;

/** `size`: the refused file's, once read (a member with no room left is refused before it is). */
const storageFull = (limit: number, used: number, size?: number) =>
  AppError.of(FILE_ERROR.storageLimit, 'storageLimitReached', {
    pricing: PRICING_PATH,
    limit,
    used,
    ...(size === undefined ? {} : { size }),
  });

/**
 * What an upload must pass before a byte of its file is read: the uploader's rate (every attempt
 * counts, so a refused upload cannot be retried without pause), the document's permission, and room
 * left in their plan (a member already at their limit is refused before the file is read).
 */
export async function admitUpload(deps: AppDeps, auth: AuthContext, fields: FileUploadFields): Promise<void> {
  const limit = deps.config.files.uploadRateLimit;
  try {
    await deps.rateLimiter.hit(`file-upload:${auth.user.id}`, limit, UPLOAD_RATE_WINDOW_MS);
  } catch (error) {
    if (!isAppError(error) || error.code !== FILE_ERROR.rateLimited) throw error;
    const { retryAfterSeconds } = error.details as { retryAfterSeconds: number };
    throw AppError.of(FILE_ERROR.rateLimited, 'uploadRateLimited', { limit, retryAfterSeconds });
  }
  await checkUploadAccess(deps, auth, fields);
  const { storageBytes } = await entitlementsOf(deps, auth.user);
  if (storageBytes === null) return;
  const used = await repo.storageUsed(deps.db, auth.user.id);
  if (used >= storageBytes) throw storageFull(storageBytes, used);
}

const toUploaded = (row: repo.FileRow): UploadedFile => ({
  id: row.id,
  name: row.name,
  path: row.store_key,
  mimeType: row.mime_type,
  size: Number(row.size),
});

/**
 * Keeps an upload the route has read: its name and type are checked first, then the bytes go to
 * the store under a fresh random key, then the row is written if the uploader's plan has room for
 * it (a refused or failed insert removes the bytes). Every file of the uploader counts, attached or
 * not: unattached ones wait a day for housekeeping and would otherwise be free room.
 * The record id, when given, is kept as sent: the record's form confirms it with attachFile.
 */
export async function storeUpload(
  deps: AppDeps,
  auth: AuthContext,
  upload: { fields: FileUploadFields; name: string | undefined; bytes: Uint8Array },
): Promise<UploadedFile> {
  await checkUploadAccess(deps, auth, upload.fields);
  const name = checkFileName(upload.name);
  if (upload.bytes.byteLength === 0) throw AppError.of('BAD_REQUEST', 'fileRequired');
  const mimeType = await judgeFileType(name, upload.bytes);
  const key = crypto.randomBytes(16).toString('hex');
  const row = {
    id: crypto.randomUUID(),
    store_key: key,
    name,
    mime_type: mimeType,
    size: upload.bytes.byteLength,
    sha256: crypto.createHash('sha256').update(upload.bytes).digest('hex'),
    uploader_id: auth.user.id,
    document_code: upload.fields.document,
    record_id: upload.fields.recordId ?? null,
    created_at: deps.clock.now(),
  };
  const { storageBytes } = await entitlementsOf(deps, auth.user);
  const store = fileStoreOf(deps.config);
  await store.put(key, upload.bytes);
  try {
    // the member's files and this one must fit their plan's room: summed and kept behind their lock
    await deps.db.transaction().execute(async (trx) => {
      await lockMember(trx, row.uploader_id);
      if (storageBytes !== null) {
        const used = await repo.storageUsed(trx, row.uploader_id);
        if (used + row.size > storageBytes) throw storageFull(storageBytes, used, row.size);
      }
      await repo.insertFile(trx, row);
    });
  } catch (error) {
    await store.delete(key);
    throw error;
  }
  return toUploaded(row);
}

/**
 * A download: the path is the store key the upload answered. Only the uploader,
 * or a user who may view the record the file is attached to, receives it. The stored name and type
 * answer, never the ones sent: a client cannot make the server label bytes as something else.
 */
export async function openDownload(
  deps: AppDeps,
  auth: AuthContext,
  input: FileDownload,
): Promise<{ file: UploadedFile; sha256: string; content: Readable }> {
  const notFound = () => AppError.of('NOT_FOUND', 'fileNotFound');
  if (!FILE_KEY_PATTERN.test(input.path)) throw notFound();
  const row = await repo.findFileByKey(deps.db, input.path);
  if (!row || row.document_code !== input.document) throw notFound();
  const allowed =
    row.uploader_id === auth.user.id ||
    (row.record_id !== null && (await mayViewRecord(deps, auth, row.document_code, row.record_id)));
  if (!allowed) throw AppError.of('FORBIDDEN', 'forbidden');
  const content = await fileStoreOf(deps.config).get(row.store_key);
  if (!content) throw notFound();
  return { file: toUploaded(row), sha256: row.sha256, content };
}

/**
 * A file uploaded for `documentCode`, by id, for a module that publishes that document's files to
 * anybody (the content's covers and images); null when there is no such file of that document.
 * The stored type answers, never one sent with the request.
 */
export async function openDocumentFile(
  deps: Pick<AppDeps, 'db' | 'config'>,
  documentCode: string,
  fileId: string,
): Promise<{ file: UploadedFile; sha256: string; content: Readable } | null> {
  const row = await repo.findFile(deps.db, fileId);
  if (!row || row.document_code !== documentCode) return null;
  const content = await fileStoreOf(deps.config).get(row.store_key);
  return content ? { file: toUploaded(row), sha256: row.sha256, content } : null;
}

/**
 * Ties an uploaded file to the record that keeps it (the forms call this when a record is saved),
 * which also saves it from the unattached files' expiry. The file must belong to the document.
 */
export async function attachFile(
  deps: Pick<AppDeps, 'db'>,
  fileId: string,
  documentCode: string,
  recordId: string,
): Promise<void> {
  if (!(await repo.setFileRecord(deps.db, fileId, documentCode, recordId)))
    throw AppError.of('NOT_FOUND', 'fileNotFound');
}
