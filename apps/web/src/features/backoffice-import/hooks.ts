import type { ImportRecord } from '@bitdata/contracts/backoffice/imports';
import { IMPORT_ENDPOINTS as API } from '@bitdata/contracts/imports.endpoints';
import { useQuery } from '@tanstack/react-query';
import { endpointKey } from '../../api/query-keys';
import { importsApi, importsPage } from './imports.api';

/** Keys of the imports endpoints, under /imports, which an import's check, run or undo makes stale. */
export const importKeys = {
  list: (page: number) => endpointKey(API.list, { query: importsPage(page) }),
  one: (id: string) => endpointKey(API.get, { params: { id } }),
};

/** An import; read every second while its job runs, to move the progress bar. */
export const useImport = (id: string | undefined) =>
  useQuery({
    queryKey: importKeys.one(id ?? ''),
    queryFn: () => importsApi.get(id ?? ''),
    enabled: Boolean(id),
    refetchInterval: (q) => ((q.state.data as ImportRecord | undefined)?.state === 'running' ? 1_000 : false),
  });

export const useImports = (page: number) =>
  useQuery({ queryKey: importKeys.list(page), queryFn: () => importsApi.list(page) });
