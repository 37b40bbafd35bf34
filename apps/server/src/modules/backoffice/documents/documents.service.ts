import crypto from 'node:crypto';
import {
  type BackofficeDocument,
  can,
  type DocumentField,
  type DocumentWrite,
  type FieldIssue,
  MESSAGES,
  PERMISSION_LEVEL,
  RESOURCE,
} from '@bitdata/contracts';
import type { Transaction } from 'kysely';
import type { AppDeps } from '../../../platform/app-deps';
import type { Database } from '../../../platform/db/schema';
import { AppError } from '../../../platform/errors';
import { type AuthContext, rolesChanged } from '../../auth';
import { grantAllToRole, removeDocumentAccess } from '../access/access.repository';
import { checkDocumentForm } from '../forms/forms.screen';
import { kindOf } from '../records/record-query';
import { coerce } from '../records/record-validation';
import * as records from '../records/records.repository';
import { definitionIssues, nextRemovedFields, typeChanges } from './document-definition';
import { fieldsOf, indexedFields, seesDocument, toDocument } from './documents.model';
import * as repo from './documents.repository';

/** The document designer's use cases: documents (record types) and their fields. */

type Deps = Pick<AppDeps, 'db' | 'dialect' | 'clock' | 'realtime' | 'builtinDocuments'>;

const notFound = () => AppError.of('NOT_FOUND', 'documentNotFound');
const invalid = (details: FieldIssue[]) => AppError.of('VALIDATION', 'badRequest', details);

export async function listDocuments(
  deps: Deps,
  auth: AuthContext,
  query: { collection?: string; search?: string },
): Promise<BackofficeDocument[]> {
  const rows = await repo.listDocuments(deps.db, query);
  return rows
    .filter((r) => seesDocument(auth, r.code))
    .map((r) => scoped(auth, toDocument(deps.builtinDocuments, r)));
}

export async function getDocument(deps: Deps, auth: AuthContext, code: string): Promise<BackofficeDocument> {
  const row = await repo.findDocument(deps.db, code);
  if (!row || !seesDocument(auth, code)) throw notFound();
  return scoped(auth, toDocument(deps.builtinDocuments, row));
}

/**
 * A document as its reader may see it: designers (view all on documents) see every field; anyone else
 * only the fields their field scope leaves them, as their record answers do.
 */
function scoped(auth: AuthContext, doc: BackofficeDocument): BackofficeDocument {
  if (can(auth.grants, RESOURCE.document, PERMISSION_LEVEL.viewAll)) return doc;
  const hidden = auth.hiddenFields[doc.code] ?? [];
  return {
    ...doc,
    fields: doc.fields.filter((f) => !hidden.includes(f.code)),
    removedFields: [],
  };
}

/** References to other documents and the collection must exist. */
async function referenceIssues(db: Deps['db'], input: DocumentWrite): Promise<FieldIssue[]> {
  const issues: FieldIssue[] = [];
  if (!(await repo.findCollection(db, input.collection)))
    issues.push({ path: 'collection', key: 'notFound', message: MESSAGES.notFound });
  for (const [i, f] of input.fields.entries()) {
    if (f.reference?.mode !== 'own' || f.reference.document === input.code) continue;
    if (!(await repo.findDocument(db, f.reference.document)))
      issues.push({
        path: `fields.${i}.reference.document`,
        key: 'documentNotFound',
        message: MESSAGES.documentNotFound,
      });
  }
  return issues;
}

async function checkDefinition(deps: Deps, input: DocumentWrite): Promise<void> {
  const issues = [...definitionIssues(input.fields), ...(await referenceIssues(deps.db, input))];
  if (issues.length) throw invalid(issues);
}

export async function createDocument(
  deps: Deps,
  auth: AuthContext,
  input: DocumentWrite,
): Promise<BackofficeDocument> {
  await checkDefinition(deps, input);
  await checkDocumentForm(deps.db, input.code, input.fields, input.formId ?? null);
  const now = deps.clock.now();
  const created = await deps.db.transaction().execute(async (trx) => {
    const ok = await repo.insertDocument(trx, {
      id: crypto.randomUUID(),
      code: input.code,
      name_en: input.name.en,
      name_vi: input.name.vi,
      collection_code: input.collection,
      built_in: 0,
      fields: JSON.stringify(input.fields),
      removed_fields: '[]',
      form_id: input.formId ?? null,
      created_at: now,
      updated_at: now,
    });
    if (!ok) return false;
    await records.syncFieldIndexes(trx, deps.dialect, input.code, [], indexedFields(input.fields));
    const { view, viewAll, create, edit, delete: remove } = PERMISSION_LEVEL;
    await grantAllToRole(trx, auth.role, input.code, [view, viewAll, create, edit, remove]);
    return true;
  });
  if (!created)
    throw AppError.of('CONFLICT', 'codeTaken', [
      { path: 'code', key: 'codeTaken', message: MESSAGES.codeTaken },
    ]);
  await rolesChanged(deps, auth.role);
  const row = await repo.findDocument(deps.db, input.code);
  if (!row) throw notFound();
  return toDocument(deps.builtinDocuments, row);
}

/**
 * A type change keeps what fits: values are rewritten in the new type's form ("12" -> 12); when any
 * does not fit, the change is refused naming the records.
 */
async function applyTypeChanges(
  trx: Transaction<Database>,
  deps: Deps,
  code: string,
  changes: Array<{ index: number; field: DocumentField }>,
  now: number,
): Promise<void> {
  const refused: FieldIssue[] = [];
  const rewrites = new Map<string, Record<string, unknown>>();
  for (const { index, field } of changes) {
    const bad: string[] = [];
    for (const r of await records.recordsWithField(trx, deps.dialect, code, field.code)) {
      const data = rewrites.get(r.id) ?? (JSON.parse(r.data) as Record<string, unknown>);
      const fit = coerce(field.type, data[field.code]);
      if (!fit.ok) bad.push(r.id);
      else if (fit.value !== data[field.code]) rewrites.set(r.id, { ...data, [field.code]: fit.value });
    }
    if (bad.length)
      refused.push({
        path: `fields.${index}.type`,
        key: 'fieldTypeChangeRefused',
        message: MESSAGES.fieldTypeChangeRefused,
        recordIds: bad.slice(0, 100),
      } as FieldIssue);
  }
  if (refused.length) throw AppError.of('CONFLICT', 'fieldTypeChangeRefused', refused);
  for (const [id, data] of rewrites) await records.updateRecordData(trx, code, id, JSON.stringify(data), now);
}

/** A field made unique (or retyped) whose values repeat cannot get its unique index. */
async function checkNewUniques(
  trx: Transaction<Database>,
  deps: Deps,
  code: string,
  previous: readonly DocumentField[],
  next: readonly DocumentField[],
): Promise<void> {
  const issues: FieldIssue[] = [];
  for (const [i, f] of next.entries()) {
    const before = previous.find((p) => p.code === f.code);
    if (!f.unique || (before?.unique && before.type === f.type)) continue;
    const ids = await records.duplicateValues(trx, deps.dialect, code, {
      code: f.code,
      kind: kindOf(f.type),
    });
    if (ids.length)
      issues.push({
        path: `fields.${i}.unique`,
        key: 'recordDuplicate',
        message: MESSAGES.recordDuplicate,
        recordIds: ids,
      } as FieldIssue);
  }
  if (issues.length) throw AppError.of('CONFLICT', 'recordDuplicate', issues);
}

export async function updateDocument(
  deps: Deps,
  auth: AuthContext,
  code: string,
  input: DocumentWrite,
): Promise<BackofficeDocument> {
  const row = await repo.findDocument(deps.db, code);
  if (!row || !seesDocument(auth, code)) throw notFound();
  if (input.code !== code)
    throw invalid([{ path: 'code', key: 'invalidCode', message: MESSAGES.invalidCode }]);
  if (row.built_in === 1) throw AppError.of('FORBIDDEN', 'builtInReadOnly');
  await checkDefinition(deps, input);
  // the form its screens keep must fit the new fields too
  const formId = input.formId === undefined ? row.form_id : input.formId;
  await checkDocumentForm(deps.db, code, input.fields, formId);
  const previous = fieldsOf(row.fields);
  const removed = nextRemovedFields(previous, fieldsOf(row.removed_fields), input.fields);
  const now = deps.clock.now();
  await deps.db.transaction().execute(async (trx) => {
    await applyTypeChanges(
      trx,
      deps,
      code,
      typeChanges(previous, fieldsOf(row.removed_fields), input.fields),
      now,
    );
    await checkNewUniques(trx, deps, code, previous, input.fields);
    await repo.updateDocument(
      trx,
      code,
      {
        name_en: input.name.en,
        name_vi: input.name.vi,
        collection_code: input.collection,
        fields: JSON.stringify(input.fields),
        removed_fields: JSON.stringify(removed),
        form_id: formId,
      },
      now,
    );
    await records.syncFieldIndexes(
      trx,
      deps.dialect,
      code,
      indexedFields(previous),
      indexedFields(input.fields),
    );
  });
  return getDocument(deps, auth, code);
}

/** A document with records, or one another document refers to, stays. */
export async function deleteDocument(deps: Deps, auth: AuthContext, code: string): Promise<void> {
  const row = await repo.findDocument(deps.db, code);
  if (!row || !seesDocument(auth, code)) throw notFound();
  if (row.built_in === 1) throw AppError.of('FORBIDDEN', 'builtInReadOnly');
  const referring = (await repo.listDocuments(deps.db, {})).filter(
    (d) =>
      d.code !== code &&
      fieldsOf(d.fields).some((f) => f.reference?.mode === 'own' && f.reference.document === code),
  );
  if (referring.length || (await records.countRecords(deps.db, code)) > 0)
    throw AppError.of('CONFLICT', 'inUse');
  await deps.db.transaction().execute(async (trx) => {
    await records.syncFieldIndexes(trx, deps.dialect, code, indexedFields(fieldsOf(row.fields)), []);
    await removeDocumentAccess(trx, code);
    await repo.deleteDocument(trx, code);
  });
  // every role's and group's grants and the menus may have changed: all cached access is forgotten
  await rolesChanged(deps);
}

/** Purge: a removed field's values leave every record, and the field leaves removedFields. */
export async function purgeField(
  deps: Deps,
  auth: AuthContext,
  code: string,
  field: string,
): Promise<BackofficeDocument> {
  const row = await repo.findDocument(deps.db, code);
  if (!row || !seesDocument(auth, code)) throw notFound();
  const removed = fieldsOf(row.removed_fields);
  if (!removed.some((f) => f.code === field)) throw AppError.of('NOT_FOUND', 'unknownField');
  await deps.db.transaction().execute(async (trx) => {
    await records.removeFieldValues(trx, deps.dialect, code, field);
    await repo.setRemovedFields(
      trx,
      code,
      JSON.stringify(removed.filter((f) => f.code !== field)),
      deps.clock.now(),
    );
  });
  return getDocument(deps, auth, code);
}
