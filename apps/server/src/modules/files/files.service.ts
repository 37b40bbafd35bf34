import crypto from 'node:crypto';
import type { Readable } from 'node:stream';
import {
  can,
  FILE_KEY_PATTERN,
  FILE_MAX_ITEMS,
  type FileDownload,
  type FileSettings,
  type FileUploadFields,
  PERMISSION_LEVEL,
  type UploadedFile,
} from '@bitdata/contracts';
import type { AppDeps } from '../../deps';
import { AppError } from '../../platform/errors';
import type { AuthContext } from '../auth/auth.service';
import { mayViewRecord } from '../backoffice/records.service';
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

const toUploaded = (row: repo.FileRow): UploadedFile => ({
  id: row.id,
  name: row.name,
  path: row.store_key,
  mimeType: row.mime_type,
  size: Number(row.size),
});

/**
 * Keeps an upload the route has read: its name and type are checked first, then the bytes go to
 * the store under a fresh random key, then the row is written (a failed insert removes the bytes).
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
  const store = fileStoreOf(deps.config);
  await store.put(key, upload.bytes);
  try {
    await repo.insertFile(deps.db, row);
  } catch (error) {
    await store.delete(key);
    throw error;
  }
  return toUploaded(row);
}

/**
 * A download (spec section 7): the path is the store key the upload answered. Only the uploader,
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
