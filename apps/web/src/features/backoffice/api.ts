import type {
  BackofficeDocument,
  Collection,
  CollectionWrite,
  DocumentWriteInput,
} from '@bitdata/contracts/backoffice/documents';
import type { BackofficeRecord, RecordListQuery } from '@bitdata/contracts/backoffice/records';
import { api, expectData } from '../../api/client';

/**
 * Typed calls of the back office's data API: collections, documents and the generic
 * records of any document. Definitions and records change under the operator's hands, so nothing is
 * kept in the local GET cache: TanStack Query (hooks.ts) owns them. Every write names the
 * "backoffice" document, so every query of these screens (their keys start with it) reads again.
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

const enc = encodeURIComponent;
const documentPath = (code: string) => `/documents/${enc(code)}`;
const collectionPath = (code: string) => `/collections/${enc(code)}`;
const dataPath = (document: string, id?: string) => `/data/${enc(document)}${id ? `/${enc(id)}` : ''}`;

export type RecordListParams = Partial<Omit<RecordListQuery, 'page' | 'pageSize'>> & {
  page: number;
  pageSize: number;
};

export const collectionsApi = {
  list: async () => expectData(await api().get<Collection[]>('/collections', fresh)),
  get: async (code: string) => expectData(await api().get<Collection>(collectionPath(code), fresh)),
  create: async (body: CollectionWrite) =>
    expectData(await api().post<Collection>('/collections', body, write)),
  update: async (code: string, body: CollectionWrite) =>
    expectData(await api().put<Collection>(collectionPath(code), body, write)),
  remove: async (code: string) => expectData(await api().delete(collectionPath(code), write)),
};

export const documentsApi = {
  list: async (query: { collection?: string; search?: string } = {}) =>
    expectData(await api().get<BackofficeDocument[]>('/documents', { ...fresh, query })),
  get: async (code: string) => expectData(await api().get<BackofficeDocument>(documentPath(code), fresh)),
  create: async (body: DocumentWriteInput) =>
    expectData(await api().post<BackofficeDocument>('/documents', body, write)),
  update: async (code: string, body: DocumentWriteInput) =>
    expectData(await api().put<BackofficeDocument>(documentPath(code), body, write)),
  remove: async (code: string) => expectData(await api().delete(documentPath(code), write)),
  /** Deletes the stored values of a field taken out of the document (it was only hidden until now). */
  purgeField: async (code: string, field: string) =>
    expectData(await api().delete(`${documentPath(code)}/fields/${enc(field)}`, write)),
};

export const recordsApi = {
  list: async (document: string, query: RecordListParams) => {
    const result = await api().get<BackofficeRecord[]>(dataPath(document), { ...fresh, query });
    expectData(result);
    return result.body as Page<BackofficeRecord>;
  },
  get: async (document: string, id: string) =>
    expectData(await api().get<BackofficeRecord>(dataPath(document, id), fresh)),
  create: async (document: string, data: Record<string, unknown>) =>
    expectData(await api().post<BackofficeRecord>(dataPath(document), { data }, write)),
  update: async (document: string, id: string, data: Record<string, unknown>) =>
    expectData(await api().put<BackofficeRecord>(dataPath(document, id), { data }, write)),
  remove: async (document: string, id: string) =>
    expectData(await api().delete(dataPath(document, id), write)),
};

/** A reference of mode `api`: one of our GET paths (it starts with /api/{service}), answering items. */
export async function referenceItems(path: string, search: string): Promise<Record<string, unknown>[]> {
  const relative = path.replace(/^\/api\/[^/]+/, '');
  const query = search ? { search } : undefined;
  const items = expectData(await api().get<unknown>(relative, { ...fresh, query }));
  return Array.isArray(items) ? (items as Record<string, unknown>[]) : [];
}
