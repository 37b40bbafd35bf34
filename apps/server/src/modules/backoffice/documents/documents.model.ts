import {
  type BackofficeDocument,
  can,
  type DocumentField,
  type DocumentOperations,
  PERMISSION_LEVEL,
  RESOURCE,
} from '@bitdata/contracts';
import type { AuthContext } from '../../auth';
import type { DocumentsTable } from '../backoffice.tables';
import { NOTHING } from '../builtin/adapter';
import type { BuiltinAdapters } from '../builtin/registry';
import { kindOf } from '../records/record-query';
import type { IndexedField } from '../records/records.repository';

/** A document row as the API answers it, and the rules of who sees which document. */

const ALL_OPERATIONS: DocumentOperations = {
  list: true,
  read: true,
  create: true,
  update: true,
  delete: true,
};

/** What the generic screens may do with a document: everything, or what its module's adapter allows. */
export const operationsOf = (
  adapters: BuiltinAdapters,
  row: Pick<DocumentsTable, 'code' | 'built_in'>,
): DocumentOperations => (row.built_in === 1 ? (adapters[row.code]?.operations ?? NOTHING) : ALL_OPERATIONS);

export const fieldsOf = (json: string): DocumentField[] => JSON.parse(json) as DocumentField[];

export function toDocument(adapters: BuiltinAdapters, row: DocumentsTable): BackofficeDocument {
  return {
    id: row.id,
    code: row.code,
    name: { en: row.name_en, vi: row.name_vi },
    collection: row.collection_code,
    builtIn: row.built_in === 1,
    operations: operationsOf(adapters, row),
    fields: fieldsOf(row.fields),
    removedFields: fieldsOf(row.removed_fields),
    formId: row.form_id,
    createdAt: Number(row.created_at),
    updatedAt: Number(row.updated_at),
  };
}

/** Holding hidden (6) on a document takes it away, whatever else is held. */
export const isHidden = (auth: Pick<AuthContext, 'grants'>, code: string) =>
  can(auth.grants, code, PERMISSION_LEVEL.hidden);

/**
 * Whether the caller sees a document in the designer: not hidden to them, and either view on the
 * document itself or view all on documents (the designers, who must see what they may grant).
 */
export const seesDocument = (auth: AuthContext, code: string) =>
  !isHidden(auth, code) &&
  (can(auth.grants, code, PERMISSION_LEVEL.view) ||
    can(auth.grants, RESOURCE.document, PERMISSION_LEVEL.viewAll));

/** The indexes a list of fields needs (searchable and unique ones). */
export const indexedFields = (fields: readonly DocumentField[]): IndexedField[] =>
  fields
    .filter((f) => f.searchable || f.unique)
    .map((f) => ({ code: f.code, kind: kindOf(f.type), searchable: f.searchable, unique: f.unique }));
