import crypto from 'node:crypto';
import {
  type BackofficeRecord,
  can,
  type DocumentField,
  type DocumentOperations,
  PERMISSION_LEVEL,
  type PermissionLevel,
  type RecordListQuery,
  type RecordWrite,
} from '@bitdata/contracts';
import type { AppDeps } from '../../../platform/app-deps';
import { isUniqueViolation } from '../../../platform/db/unique-violation';
import { AppError } from '../../../platform/errors';
import type { AuthContext } from '../../auth';
import type { DocumentsTable } from '../backoffice.tables';
import type { BuiltinRecord } from '../builtin/adapter';
import { fieldsOf, operationsOf } from '../documents/documents.model';
import * as documents from '../documents/documents.repository';
import { fireRules, recordChanged } from '../rules/rules.service';
import { hiddenFieldsOf, mayReadRecords, ownersOf } from './record-access';
import { checkReferences, checkUniques, duplicateAfterRace } from './record-integrity';
import { planRecordList } from './record-query';
import { validateRecord } from './record-validation';
import * as repo from './records.repository';

/**
 * Records of a document through the generic screens: the caller's levels on the document decide
 * (view 1: own and group mates' records, view all 2: every record, create 3, edit 4, delete 5;
 * hidden 6 or no view: refused), fields the caller may not see never leave, every write is checked
 * against the document's fields. Built-in documents go through their adapters.
 */

const { view, create, edit, delete: remove } = PERMISSION_LEVEL;

interface Target {
  row: DocumentsTable;
  fields: DocumentField[];
  /** The fields this caller may not see (field scope). */
  hidden: readonly string[];
}

const forbidden = () => AppError.of('FORBIDDEN', 'forbidden');
const recordNotFound = () => AppError.of('NOT_FOUND', 'recordNotFound');

/** The document, if the caller may act on it at `level` and the document allows `operation`. */
async function target(
  deps: AppDeps,
  auth: AuthContext,
  code: string,
  level: PermissionLevel,
  operation: keyof DocumentOperations,
): Promise<Target> {
  const row = await documents.findDocument(deps.db, code);
  if (!row) throw AppError.of('NOT_FOUND', 'documentNotFound');
  if (!mayReadRecords(auth, code) || !can(auth.grants, code, level)) throw forbidden();
  if (!operationsOf(deps.builtinDocuments, row)[operation]) throw AppError.of('FORBIDDEN', 'builtInReadOnly');
  return { row, fields: fieldsOf(row.fields), hidden: hiddenFieldsOf(auth, code) };
}

function answer(code: string, r: BuiltinRecord, visible: readonly string[]): BackofficeRecord {
  const data: Record<string, unknown> = {};
  for (const f of visible) if (Object.hasOwn(r.data, f)) data[f] = r.data[f];
  return {
    id: r.id,
    document: code,
    data,
    ownerId: r.ownerId,
    createdAt: r.createdAt,
    updatedAt: r.updatedAt,
  };
}

const fromRow = (r: {
  id: string;
  owner_id: string | null;
  data: string;
  created_at: number;
  updated_at: number;
}) => ({
  id: r.id,
  data: JSON.parse(r.data) as Record<string, unknown>,
  ownerId: r.owner_id,
  createdAt: Number(r.created_at),
  updatedAt: Number(r.updated_at),
});

const visibleFields = (t: Target) => t.fields.filter((f) => !t.hidden.includes(f.code));

export async function listRecords(deps: AppDeps, auth: AuthContext, code: string, query: RecordListQuery) {
  const t = await target(deps, auth, code, view, 'list');
  const owners = await ownersOf(deps, auth, code);
  const visible = visibleFields(t);
  const plan = planRecordList(code, visible, query, owners);
  const adapter = t.row.built_in === 1 ? deps.builtinDocuments[code] : undefined;
  const { rows, total } = adapter
    ? await adapter.list(deps, auth, { page: query.page, pageSize: query.pageSize, owners, spec: plan.spec })
    : await repo
        .listRecords(deps.db, deps.dialect, plan.spec)
        .then((r) => ({ ...r, rows: r.rows.map(fromRow) }));
  return {
    data: rows.map((r) => answer(code, r, plan.projection)),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** The stored record if it exists and lies in the caller's row scope (else null: answered as 404). */
async function scopedRecord(
  deps: AppDeps,
  auth: AuthContext,
  t: Target,
  id: string,
): Promise<BuiltinRecord | null> {
  const owners = await ownersOf(deps, auth, t.row.code);
  const adapter = t.row.built_in === 1 ? deps.builtinDocuments[t.row.code] : undefined;
  const record = adapter
    ? await adapter.read(deps, auth, id, owners)
    : await repo.findRecord(deps.db, t.row.code, id).then((r) => (r ? fromRow(r) : null));
  if (!record) return null;
  // an ownerless record (master data of a built-in document) is seen by everyone who may view the document
  if (owners && record.ownerId !== null && !owners.includes(record.ownerId)) return null;
  return record;
}

export async function getRecord(deps: AppDeps, auth: AuthContext, code: string, id: string) {
  const t = await target(deps, auth, code, view, 'read');
  const record = await scopedRecord(deps, auth, t, id);
  if (!record) throw recordNotFound();
  return answer(
    code,
    record,
    visibleFields(t).map((f) => f.code),
  );
}

function validated(deps: AppDeps, t: Target, input: RecordWrite, existing: Record<string, unknown> | null) {
  const { data, issues } = validateRecord({
    fields: t.fields,
    input: input.data,
    existing,
    hidden: t.hidden,
    nowIso: new Date(deps.clock.now()).toISOString(),
  });
  if (issues.length) throw AppError.of('VALIDATION', 'badRequest', issues);
  return data;
}

/** Writes in one transaction with the reference and unique checks; a unique index catches what races past them. */
async function write(
  deps: AppDeps,
  t: Target,
  data: Record<string, unknown>,
  id: string,
  run: (trx: AppDeps['db']) => Promise<void>,
) {
  try {
    await deps.db.transaction().execute(async (trx) => {
      await checkReferences(trx, t.fields, data);
      await checkUniques(deps, trx, t.row.code, t.fields, data, id);
      await run(trx);
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw await duplicateAfterRace(deps, t.row.code, t.fields, data, id);
    throw err;
  }
}

export async function createRecord(deps: AppDeps, auth: AuthContext, code: string, input: RecordWrite) {
  const t = await target(deps, auth, code, create, 'create');
  const data = validated(deps, t, input, null);
  const id = crypto.randomUUID();
  const now = deps.clock.now();
  await write(deps, t, data, id, async (trx) => {
    // insertRecord writes the activity row; the rules it fires are queued in the same transaction
    await repo.insertRecord(trx, {
      id,
      document_code: code,
      owner_id: auth.user.id,
      data: JSON.stringify(data),
      created_at: now,
      updated_at: now,
    });
    await fireRules(deps, trx, change('created', code, id, auth, null, data, now));
  });
  return answer(
    code,
    { id, data, ownerId: auth.user.id, createdAt: now, updatedAt: now },
    visibleFields(t).map((f) => f.code),
  );
}

export async function updateRecord(
  deps: AppDeps,
  auth: AuthContext,
  code: string,
  id: string,
  input: RecordWrite,
) {
  const t = await target(deps, auth, code, edit, 'update');
  const existing = await scopedRecord(deps, auth, t, id);
  if (!existing) throw recordNotFound();
  const data = validated(deps, t, input, existing.data);
  const now = deps.clock.now();
  await write(deps, t, data, id, async (trx) => {
    await repo.updateRecordData(trx, code, id, JSON.stringify(data), now);
    await recordChanged(deps, trx, change('updated', code, id, auth, existing.data, data, now));
  });
  return answer(
    code,
    { ...existing, data, updatedAt: now },
    visibleFields(t).map((f) => f.code),
  );
}

export async function deleteRecord(
  deps: AppDeps,
  auth: AuthContext,
  code: string,
  id: string,
): Promise<void> {
  const t = await target(deps, auth, code, remove, 'delete');
  const existing = await scopedRecord(deps, auth, t, id);
  if (!existing) throw recordNotFound();
  const now = deps.clock.now();
  await deps.db.transaction().execute(async (trx) => {
    // a concurrent delete already logged this one: no second activity row or rule run
    if (!(await repo.deleteRecord(trx, code, id))) return;
    await recordChanged(deps, trx, change('deleted', code, id, auth, existing.data, null, now));
  });
}

/** What the activity log and the event rules get of a write. */
const change = (
  action: 'created' | 'updated' | 'deleted',
  document: string,
  recordId: string,
  auth: AuthContext,
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
  at: number,
) => ({ action, document, recordId, actorId: auth.user.id, before, after, at });

/** For other modules (files): whether the caller may see this record (document view, row scope). */
export async function mayViewRecord(
  deps: AppDeps,
  auth: AuthContext,
  code: string,
  id: string,
): Promise<boolean> {
  try {
    const t = await target(deps, auth, code, view, 'read');
    return (await scopedRecord(deps, auth, t, id)) !== null;
  } catch (err) {
    if (err instanceof AppError) return false;
    throw err;
  }
}

/** For other modules: whether a record of the document exists (no permission asked). */
export const recordExists = (deps: Pick<AppDeps, 'db'>, code: string, id: string) =>
  repo.recordExists(deps.db, code, id);
