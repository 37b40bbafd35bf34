import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { BACKOFFICE, collectionsApi, documentsApi, type RecordListParams, recordsApi } from './api';

/** Every key starts with "backoffice": a write of these screens names it, so all of them read again. */
export const backofficeKeys = {
  collections: [BACKOFFICE, 'collections'] as const,
  collection: (code: string) => [BACKOFFICE, 'collection', code] as const,
  documents: (collection?: string, search?: string) =>
    [BACKOFFICE, 'documents', collection ?? '', search ?? ''] as const,
  document: (code: string) => [BACKOFFICE, 'document', code] as const,
  records: (document: string, params: RecordListParams) => [BACKOFFICE, 'data', document, params] as const,
  record: (document: string, id: string) => [BACKOFFICE, 'record', document, id] as const,
};

export const useCollections = (enabled = true) =>
  useQuery({ queryKey: backofficeKeys.collections, queryFn: collectionsApi.list, enabled });

export const useCollection = (code: string | undefined) =>
  useQuery({
    queryKey: backofficeKeys.collection(code ?? ''),
    queryFn: () => collectionsApi.get(code ?? ''),
    enabled: Boolean(code),
  });

export const useDocuments = (collection?: string, search?: string, enabled = true) =>
  useQuery({
    queryKey: backofficeKeys.documents(collection, search),
    queryFn: () => documentsApi.list({ collection: collection || undefined, search: search || undefined }),
    placeholderData: keepPreviousData,
    enabled,
  });

export const useDocument = (code: string | undefined) =>
  useQuery({
    queryKey: backofficeKeys.document(code ?? ''),
    queryFn: () => documentsApi.get(code ?? ''),
    enabled: Boolean(code),
    retry: false,
  });

export const useRecords = (document: string, params: RecordListParams, enabled = true) =>
  useQuery({
    queryKey: backofficeKeys.records(document, params),
    queryFn: () => recordsApi.list(document, params),
    placeholderData: keepPreviousData,
    enabled,
    retry: false,
  });

export const useRecord = (document: string, id: string | undefined) =>
  useQuery({
    queryKey: backofficeKeys.record(document, id ?? ''),
    queryFn: () => recordsApi.get(document, id ?? ''),
    enabled: Boolean(id),
    retry: false,
  });
