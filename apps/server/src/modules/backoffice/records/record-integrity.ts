import { type DocumentField, type FieldIssue, MESSAGES } from '@bitdata/contracts';
import type { AppDeps } from '../../../platform/app-deps';
import { AppError } from '../../../platform/errors';
import * as documents from '../documents/documents.repository';
import { kindOf, type Scalar } from './record-query';
import * as repo from './records.repository';

/**
 * What a record's values must satisfy beyond their own field: `own` references name an existing
 * record of the referenced document, and unique fields hold a value no other record of the document
 * holds. Both run inside the write's transaction; the unique expression index (see
 * records.repository) refuses whatever two concurrent writes let past the check.
 */

type Db = AppDeps['db'];

const present = (v: unknown) => v !== undefined && v !== null && v !== '';

export async function checkReferences(
  trx: Db,
  fields: readonly DocumentField[],
  data: Record<string, unknown>,
): Promise<void> {
  const issues: FieldIssue[] = [];
  for (const f of fields) {
    const ref = f.reference;
    if (ref?.mode !== 'own' || !present(data[f.code])) continue;
    const value = data[f.code];
    const target = await documents.findDocument(trx, ref.document);
    // a built-in document's rows live in their own tables; their screens keep them consistent
    if (target?.built_in === 1) continue;
    const ok =
      typeof value === 'string' &&
      target !== undefined &&
      (await repo.recordExists(trx, ref.document, value));
    if (!ok)
      issues.push({ path: `data.${f.code}`, key: 'referenceNotFound', message: MESSAGES.referenceNotFound });
  }
  if (issues.length) throw AppError.of('VALIDATION', 'badRequest', issues);
}

async function duplicates(
  deps: Pick<AppDeps, 'dialect'>,
  db: Db,
  document: string,
  fields: readonly DocumentField[],
  data: Record<string, unknown>,
  id: string,
): Promise<FieldIssue[]> {
  const issues: FieldIssue[] = [];
  for (const f of fields) {
    const value = data[f.code];
    if (!f.unique || !present(value) || typeof value === 'object') continue;
    const other = await repo.findDuplicate(
      db,
      deps.dialect,
      document,
      { code: f.code, kind: kindOf(f.type) },
      value as Scalar,
      id,
    );
    if (other)
      issues.push({ path: `data.${f.code}`, key: 'recordDuplicate', message: MESSAGES.recordDuplicate });
  }
  return issues;
}

export async function checkUniques(
  deps: Pick<AppDeps, 'dialect'>,
  trx: Db,
  document: string,
  fields: readonly DocumentField[],
  data: Record<string, unknown>,
  id: string,
): Promise<void> {
  const issues = await duplicates(deps, trx, document, fields, data, id);
  if (issues.length) throw AppError.of('CONFLICT', 'recordDuplicate', issues);
}

/** After the unique index refused a write: the same answer as the check, naming the field now taken. */
export async function duplicateAfterRace(
  deps: Pick<AppDeps, 'db' | 'dialect'>,
  document: string,
  fields: readonly DocumentField[],
  data: Record<string, unknown>,
  id: string,
): Promise<AppError> {
  const issues = await duplicates(deps, deps.db, document, fields, data, id);
  const fallback = fields
    .filter((f) => f.unique)
    .map((f) => ({ path: `data.${f.code}`, key: 'recordDuplicate', message: MESSAGES.recordDuplicate }));
  return AppError.of('CONFLICT', 'recordDuplicate', issues.length ? issues : fallback);
}
