import type { DocumentOperations } from '@bitdata/contracts';
import type { AppDeps } from '../../../platform/app-deps';
import type { AuthContext } from '../../auth';
import type { RecordListSpec } from '../records/record-query';

/** A record of a built-in document as the generic screens show it. */
export interface BuiltinRecord {
  id: string;
  data: Record<string, unknown>;
  ownerId: string | null;
  createdAt: number;
  updatedAt: number;
}

export interface BuiltinPage {
  page: number;
  pageSize: number;
  /** Row scope: only records owned by these users; null = every record. */
  owners: string[] | null;
  /** The checked list query (conditions, search, sort): an adapter applies it or refuses it. */
  spec: RecordListSpec;
}

/**
 * A product table (or constant list) shown as a document: what the generic screens may do with it
 * (its fixed fields are in fields.ts). Reads go through the owning module's service exports.
 */
export interface BuiltinAdapter {
  operations: DocumentOperations;
  list(
    deps: AppDeps,
    auth: AuthContext,
    page: BuiltinPage,
  ): Promise<{ rows: BuiltinRecord[]; total: number }>;
  read(deps: AppDeps, auth: AuthContext, id: string, owners: string[] | null): Promise<BuiltinRecord | null>;
}

export const READ_ONLY: DocumentOperations = {
  list: true,
  read: true,
  create: false,
  update: false,
  delete: false,
};
export const LIST_ONLY: DocumentOperations = {
  list: true,
  read: false,
  create: false,
  update: false,
  delete: false,
};
export const NOTHING: DocumentOperations = {
  list: false,
  read: false,
  create: false,
  update: false,
  delete: false,
};
