import {
  COLLECTION_ENDPOINTS as COLLECTIONS,
  DOCUMENT_ENDPOINTS as DOCUMENTS,
} from '@bitdata/contracts/documents.endpoints';
import { RECORD_ENDPOINTS as RECORDS } from '@bitdata/contracts/records.endpoints';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { endpointKey } from '../../api/query-keys';
import { collectionsApi, documentsApi, type RecordListParams, recordsApi } from './api';

/** Keys of the endpoints these screens call; a write of theirs makes them stale (`BACKOFFICE_READS`). */
export const backofficeKeys = {
  collections: endpointKey(COLLECTIONS.list, {}),
  collection: (code: string) => endpointKey(COLLECTIONS.get, { params: { code } }),
  documents: (collection?: string, search?: string) =>
    endpointKey(DOCUMENTS.list, {
      query: { collection: collection || undefined, search: search || undefined },
    }),
  document: (code: string) => endpointKey(DOCUMENTS.get, { params: { code } }),
  records: (document: string, params: RecordListParams) =>
    endpointKey(RECORDS.list, { params: { documentCode: document }, query: params }),
  record: (document: string, id: string) =>
    endpointKey(RECORDS.get, { params: { documentCode: document, id } }),
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
