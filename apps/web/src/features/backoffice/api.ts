import type { CollectionWrite, DocumentWriteInput } from '@bitdata/contracts/backoffice/documents';
import type { BackofficeRecord, RecordListQuery } from '@bitdata/contracts/backoffice/records';
import {
  COLLECTION_ENDPOINTS as COLLECTIONS,
  DOCUMENT_ENDPOINTS as DOCUMENTS,
} from '@bitdata/contracts/documents.endpoints';
import { FORM_ENDPOINTS as FORMS } from '@bitdata/contracts/forms.endpoints';
import { RECORD_ENDPOINTS as RECORDS } from '@bitdata/contracts/records.endpoints';
import type { QueryClient } from '@tanstack/react-query';
import { api, expectData } from '../../api/client';
import { call, callData } from '../../api/endpoint-call';
import { endpointPrefix, type KeyPrefix, pathSegments, rootOf } from '../../api/query-keys';

/**
 * The back office's data API: collections, documents and the generic records of any document, called
 * through their declarations in the contracts. Definitions and records change under the operator's
 * hands, so nothing is kept in the local GET cache: TanStack Query (hooks.ts) owns them. Definitions
 * and records feed each other's screens (a document's fields shape its records' grid, its form, its
 * charts), so every write makes all of `BACKOFFICE_READS` stale.
 */
const fresh = { cache: false } as const;

/** What a write of the back office's screens (documents, collections, records, forms) makes stale. */
export const BACKOFFICE_READS: readonly KeyPrefix[] = [
  endpointPrefix(COLLECTIONS.list),
  endpointPrefix(DOCUMENTS.list),
  rootOf(RECORDS.list.path),
  endpointPrefix(FORMS.list),
];
const write = { invalidates: BACKOFFICE_READS } as const;

/** Marks every read of `BACKOFFICE_READS` stale, resolving once the screens on show have read again. */
export const refreshBackoffice = (queryClient: QueryClient) =>
  Promise.all(BACKOFFICE_READS.map((prefix) => queryClient.invalidateQueries({ queryKey: prefix })));

/** A page of a list answer: the envelope (`{ data, total, page, pageSize }`) is the answer here. */
export interface Page<T> {
  data: T[];
  total: number;
  page: number;
  pageSize: number;
}

export type RecordListParams = Partial<Omit<RecordListQuery, 'page' | 'pageSize'>> & {
  page: number;
  pageSize: number;
};

export const collectionsApi = {
  list: () => callData(COLLECTIONS.list, {}, fresh),
  get: (code: string) => callData(COLLECTIONS.get, { params: { code } }, fresh),
  create: (body: CollectionWrite) => callData(COLLECTIONS.create, { body }, write),
  update: (code: string, body: CollectionWrite) =>
    callData(COLLECTIONS.update, { params: { code }, body }, write),
  remove: (code: string) => callData(COLLECTIONS.remove, { params: { code } }, write),
};

export const documentsApi = {
  list: (query: { collection?: string; search?: string } = {}) => callData(DOCUMENTS.list, { query }, fresh),
  get: (code: string) => callData(DOCUMENTS.get, { params: { code } }, fresh),
  create: (body: DocumentWriteInput) => callData(DOCUMENTS.create, { body }, write),
  update: (code: string, body: DocumentWriteInput) =>
    callData(DOCUMENTS.update, { params: { code }, body }, write),
  remove: (code: string) => callData(DOCUMENTS.remove, { params: { code } }, write),
  /** Deletes the stored values of a field taken out of the document (it was only hidden until now). */
  purgeField: (code: string, field: string) =>
    callData(DOCUMENTS.purgeField, { params: { code, field } }, write),
};

export const recordsApi = {
  list: (document: string, query: RecordListParams): Promise<Page<BackofficeRecord>> =>
    call(RECORDS.list, { params: { documentCode: document }, query }, fresh),
  get: (document: string, id: string) =>
    callData(RECORDS.get, { params: { documentCode: document, id } }, fresh),
  create: (document: string, data: Record<string, unknown>) =>
    callData(RECORDS.create, { params: { documentCode: document }, body: { data } }, write),
  update: (document: string, id: string, data: Record<string, unknown>) =>
    callData(RECORDS.update, { params: { documentCode: document, id }, body: { data } }, write),
  remove: (document: string, id: string) =>
    callData(RECORDS.remove, { params: { documentCode: document, id } }, write),
};

/** A reference of mode `api` names one of our GET paths with the API's prefix (/api/{service}). */
const apiRelative = (path: string) => path.replace(/^\/api\/[^/]+/, '');

/**
 * Where a reference's choices are read: the referenced document's records, or the path it names. The
 * screens key their lookups under it, so a write there makes them stale.
 */
export const referencePrefix = (
  reference: { mode: 'own'; document: string } | { mode: 'api'; path: string },
): KeyPrefix =>
  reference.mode === 'own'
    ? endpointPrefix(RECORDS.list, { documentCode: reference.document })
    : pathSegments(apiRelative(reference.path));

/** A reference of mode `api`: one of our GET paths (it starts with /api/{service}), answering items. */
export async function referenceItems(path: string, search: string): Promise<Record<string, unknown>[]> {
  const relative = apiRelative(path);
  const query = search ? { search } : undefined;
  const items = expectData(await api().get(relative, { ...fresh, query }));
  return Array.isArray(items) ? (items as Record<string, unknown>[]) : [];
}
