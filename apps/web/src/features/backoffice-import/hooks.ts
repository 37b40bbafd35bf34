import type { ImportRecord } from '@bitdata/contracts/backoffice/imports';
import { useQuery } from '@tanstack/react-query';
import { importsApi } from './imports.api';

export const importKeys = {
  list: (page: number) => ['imports', 'list', page] as const,
  one: (id: string) => ['imports', 'one', id] as const,
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
