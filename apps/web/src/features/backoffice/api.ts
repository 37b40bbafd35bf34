import type { CollectionWrite, DocumentWriteInput } from '@bitdata/contracts/backoffice/documents';
import type { BackofficeRecord, RecordListQuery } from '@bitdata/contracts/backoffice/records';
import {
  COLLECTION_ENDPOINTS as COLLECTIONS,
  DOCUMENT_ENDPOINTS as DOCUMENTS,
} from '@bitdata/contracts/documents.endpoints';
import { RECORD_ENDPOINTS as RECORDS } from '@bitdata/contracts/records.endpoints';
import { api, expectData } from '../../api/client';
import { call, callData } from '../../api/endpoint-call';

/**
 * The back office's data API: collections, documents and the generic records of any document, called
 * through their declarations in the contracts. Definitions and records change under the operator's
 * hands, so nothing is kept in the local GET cache: TanStack Query (hooks.ts) owns them. Every write
 * names the "backoffice" document, so every query of these screens (their keys start with it) reads
 * again.
 */
const fresh = { cache: false } as const;
export const BACKOFFICE = 'backoffice';
const write = { document: BACKOFFICE } as const;

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

/** A reference of mode `api`: one of our GET paths (it starts with /api/{service}), answering items. */
export async function referenceItems(path: string, search: string): Promise<Record<string, unknown>[]> {
  const relative = path.replace(/^\/api\/[^/]+/, '');
  const query = search ? { search } : undefined;
  const items = expectData(await api().get<unknown>(relative, { ...fresh, query }));
  return Array.isArray(items) ? (items as Record<string, unknown>[]) : [];
}
