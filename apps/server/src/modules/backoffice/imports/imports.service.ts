import crypto from 'node:crypto';
import {
  can,
  type DocumentField,
  type ImportCounts,
  type ImportListQuery,
  type ImportMapping,
  type ImportMode,
  type ImportRecord,
  type ImportState,
  MESSAGES,
  PERMISSION_LEVEL,
  RESOURCE,
} from '@bitdata/contracts';
import type { AppDeps } from '../../../platform/app-deps';
import { AppError } from '../../../platform/errors';
import { type AuthContext, accountContacts } from '../../auth';
import type { ImportsTable } from '../backoffice.tables';
import { fieldsOf, isHidden } from '../documents/documents.model';
import * as documents from '../documents/documents.repository';
import { serverOwned } from '../records/record-validation';
import * as records from '../records/records.repository';
import * as events from '../rules/rules.repository';
import { recordChanged } from '../rules/rules.service';
import { checkRows } from './imports.check';
import { runImportJob } from './imports.jobs';
import * as repo from './imports.repository';
import { type CellValue, guessMapping, readSheet } from './imports.workbook';

/**
 * Excel imports: an upload becomes an import record (its parsed rows and a guessed
 * mapping); the dry run checks every row; the run stores them as a job, all or nothing or the valid
 * rows only, keeping the created ids so an undo removes exactly those.
 */

/** Row errors kept on an import (the dry run's list and the run's). */
export const MAX_KEPT_ERRORS = 1000;
const notFound = () => AppError.of('NOT_FOUND', 'importNotFound');
const notReady = () => AppError.of('CONFLICT', 'importNotReady');
const forbidden = () => AppError.of('FORBIDDEN', 'forbidden');

/** The document to import into: the caller needs create on it, and it must be a configured one. */
async function importTarget(deps: AppDeps, auth: AuthContext, code: string) {
  const row = await documents.findDocument(deps.db, code);
  if (!row) throw AppError.of('NOT_FOUND', 'documentNotFound');
  if (isHidden(auth, code) || !can(auth.grants, code, PERMISSION_LEVEL.create)) throw forbidden();
  if (row.built_in === 1) throw AppError.of('FORBIDDEN', 'builtInReadOnly');
  const hidden = auth.hiddenFields[code] ?? [];
  // fields the caller may not see or the server owns are not offered for mapping
  const fields = fieldsOf(row.fields);
  const writable = fields.filter((f) => !hidden.includes(f.code) && !serverOwned(f));
  return { row, fields, writable };
}

export const json = <T>(text: string | null, fallback: T): T => (text ? (JSON.parse(text) as T) : fallback);

function toImport(row: ImportsTable & { user_name?: string | null }, progress: number): ImportRecord {
  return {
    id: row.id,
    document: row.document_code,
    userId: row.user_id,
    userName: row.user_name ?? null,
    fileName: row.file_name,
    headers: json(row.headers, []),
    mapping: json(row.mapping, {}),
    mode: (row.mode as ImportMode | null) ?? null,
    state: row.state as ImportState,
    progress,
    counts: json(row.counts, { rows: 0, valid: 0, invalid: 0, created: 0 }),
    errors: json(row.errors, []),
    createdAt: Number(row.created_at),
    updatedAt: Number(row.updated_at),
  };
}

/** The mapping must name headers of the file and writable fields, each field at most once. */
function checkMapping(
  headers: readonly string[],
  writable: readonly DocumentField[],
  mapping: ImportMapping,
) {
  const codes = new Set(writable.map((f) => f.code));
  const used = new Set<string>();
  const issues = [];
  for (const [header, code] of Object.entries(mapping)) {
    if (!headers.includes(header) || (code !== null && (!codes.has(code) || used.has(code))))
      issues.push({ path: `mapping.${header}`, key: 'invalidValue', message: MESSAGES.invalidValue });
    if (code) used.add(code);
  }
  if (issues.length) throw AppError.of('VALIDATION', 'badRequest', issues);
}

async function loaded(deps: AppDeps, auth: AuthContext, id: string) {
  const row = await repo.findImport(deps.db, id);
  if (!row) throw notFound();
  // one's own imports, or every import with view all on the import screens
  if (row.user_id !== auth.user.id && !can(auth.grants, RESOURCE.import, PERMISSION_LEVEL.viewAll))
    throw notFound();
  return row;
}

/** The uploader's address (the accounts are auth's). */
const uploaderOf = async (deps: Pick<AppDeps, 'db'>, userId: string) =>
  (await accountContacts(deps.db, [userId])).get(userId)?.username ?? null;

async function progressOf(deps: AppDeps, row: ImportsTable): Promise<number> {
  if (row.state === 'done' || row.state === 'undone') return 1;
  if (row.state !== 'running' || !row.job_id) return 0;
  return (await deps.jobs.inspect(row.job_id))?.progress ?? 0;
}

export async function uploadImport(
  deps: AppDeps,
  auth: AuthContext,
  input: { document: string; fileName: string; bytes: Uint8Array },
): Promise<ImportRecord> {
  const { writable } = await importTarget(deps, auth, input.document);
  const sheet = await readSheet(input.bytes);
  const now = deps.clock.now();
  const counts: ImportCounts = { rows: sheet.rows.length, valid: 0, invalid: 0, created: 0 };
  const row: ImportsTable = {
    id: crypto.randomUUID(),
    document_code: input.document,
    user_id: auth.user.id,
    file_name: input.fileName.slice(0, 1000),
    headers: JSON.stringify(sheet.headers),
    rows: JSON.stringify(sheet.rows),
    mapping: JSON.stringify(guessMapping(sheet.headers, writable)),
    mode: null,
    state: 'uploaded',
    job_id: null,
    counts: JSON.stringify(counts),
    errors: '[]',
    created_ids: '[]',
    stored_rows: 0,
    created_at: now,
    updated_at: now,
  };
  await repo.insertImport(deps.db, row);
  return toImport({ ...row, user_name: auth.user.username }, 0);
}

/** The dry run: every row checked with the mapping, nothing stored but the result. */
export async function checkImport(
  deps: AppDeps,
  auth: AuthContext,
  id: string,
  mapping: ImportMapping,
): Promise<ImportRecord> {
  const row = await loaded(deps, auth, id);
  if (row.state !== 'uploaded' && row.state !== 'checked') throw notReady();
  const { fields, writable } = await importTarget(deps, auth, row.document_code);
  const headers: string[] = json(row.headers, []);
  checkMapping(headers, writable, mapping);
  const rows: CellValue[][] = json(row.rows, []);
  const result = await checkRows(deps, deps.db, row.document_code, fields, headers, rows, mapping);
  const counts: ImportCounts = {
    rows: rows.length,
    valid: result.valid.length,
    invalid: result.invalid,
    created: 0,
  };
  const patch = {
    mapping: JSON.stringify(mapping),
    state: 'checked',
    counts: JSON.stringify(counts),
    errors: JSON.stringify(result.errors.slice(0, MAX_KEPT_ERRORS)),
    updated_at: deps.clock.now(),
  };
  await repo.updateImport(deps.db, id, patch);
  return toImport({ ...row, ...patch, user_name: auth.user.username }, 0);
}

/** Queues the run; the job (executeImport) checks again, since records may have changed since the dry run. */
export async function runImport(
  deps: AppDeps,
  auth: AuthContext,
  id: string,
  input: { mapping: ImportMapping; mode: ImportMode },
): Promise<ImportRecord> {
  const row = await loaded(deps, auth, id);
  if (row.state !== 'uploaded' && row.state !== 'checked') throw notReady();
  const { writable } = await importTarget(deps, auth, row.document_code);
  checkMapping(json(row.headers, []), writable, input.mapping);
  const patch = {
    mapping: JSON.stringify(input.mapping),
    mode: input.mode,
    state: 'running',
    updated_at: deps.clock.now(),
  };
  await deps.db.transaction().execute(async (trx) => {
    const jobId = await deps.jobs.enqueueInTransaction(trx, runImportJob, { importId: id });
    await repo.updateImport(trx, id, { ...patch, job_id: jobId });
  });
  return toImport({ ...row, ...patch, user_name: auth.user.username }, 0);
}

/**
 * Removes the records the import created (only those, and only those still there), each deletion
 * logged and firing the document's delete rules as a single delete does; refused when it created none.
 */
export async function undoImport(deps: AppDeps, auth: AuthContext, id: string): Promise<ImportRecord> {
  const row = await loaded(deps, auth, id);
  const ids: string[] = json(row.created_ids, []);
  if (row.state === 'undone' || ids.length === 0) throw AppError.of('CONFLICT', 'importNothingToUndo');
  if (row.state === 'running') throw notReady();
  await importTarget(deps, auth, row.document_code);
  const counts: ImportCounts = json(row.counts, { rows: 0, valid: 0, invalid: 0, created: 0 });
  const now = deps.clock.now();
  const patch = {
    state: 'undone',
    created_ids: '[]',
    counts: JSON.stringify({ ...counts, created: 0 }),
    updated_at: now,
  };
  await deps.db.transaction().execute(async (trx) => {
    const rules = await events.enabledRulesFor(trx, row.document_code, 'deleted');
    for (const removed of await records.deleteRecords(trx, row.document_code, ids))
      await recordChanged(
        deps,
        trx,
        {
          document: row.document_code,
          recordId: removed.id,
          action: 'deleted',
          actorId: auth.user.id,
          before: JSON.parse(removed.data) as Record<string, unknown>,
          after: null,
          at: now,
        },
        rules,
      );
    await repo.updateImport(trx, id, patch);
  });
  return toImport({ ...row, ...patch, user_name: await uploaderOf(deps, row.user_id) }, 1);
}

export async function getImport(deps: AppDeps, auth: AuthContext, id: string): Promise<ImportRecord> {
  const row = await loaded(deps, auth, id);
  const userName = await uploaderOf(deps, row.user_id);
  return toImport({ ...row, user_name: userName }, await progressOf(deps, row));
}

export async function listImports(deps: AppDeps, auth: AuthContext, query: ImportListQuery) {
  const all = can(auth.grants, RESOURCE.import, PERMISSION_LEVEL.viewAll);
  const { rows, total } = await repo.listImports(
    deps.db,
    query.page,
    query.pageSize,
    query.document,
    all ? undefined : auth.user.id,
  );
  const uploaders = await accountContacts(
    deps.db,
    rows.map((r) => r.user_id),
  );
  const data = await Promise.all(
    rows.map((r) => {
      const row = { ...r, rows: null, user_name: uploaders.get(r.user_id)?.username ?? null };
      return progressOf(deps, row).then((p) => toImport(row, p));
    }),
  );
  return { data, total, page: query.page, pageSize: query.pageSize };
}
