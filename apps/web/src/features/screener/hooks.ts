import type { FilterPreviewInput } from '@bitdata/contracts/filters';
import { FILTER_ENDPOINTS as API } from '@bitdata/contracts/filters.endpoints';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { endpointKey } from '../../api/query-keys';
import { filterApi } from './api';

/** Keys of the filter endpoints: every one lies under /filters, which a filter's write makes stale. */
export const filterKeys = {
  fields: endpointKey(API.fields, {}),
  list: endpointKey(API.list, {}),
  one: (filterId: string) => endpointKey(API.get, { params: { filterId } }),
  matches: (filterId: string) => endpointKey(API.matches, { params: { filterId } }),
  preview: (body: FilterPreviewInput | null) => endpointKey(API.preview, {}, { body }),
};

export const useFilterFields = (enabled = true) =>
  useQuery({ queryKey: filterKeys.fields, queryFn: filterApi.fields, staleTime: Infinity, enabled });

export const useFilters = (enabled = true) =>
  useQuery({ queryKey: filterKeys.list, queryFn: filterApi.list, enabled });

export const useFilter = (filterId: string | undefined) =>
  useQuery({
    queryKey: filterKeys.one(filterId ?? ''),
    queryFn: () => filterApi.get(filterId ?? ''),
    enabled: Boolean(filterId),
  });

export const useFilterMatches = (filterId: string | undefined) =>
  useQuery({
    queryKey: filterKeys.matches(filterId ?? ''),
    queryFn: () => filterApi.matches(filterId ?? ''),
    enabled: Boolean(filterId),
    refetchInterval: 60_000,
  });

/** Waits until the value stopped changing for `ms`: typing a threshold asks the server once. */
export function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/** Preview of an unsaved filter; null while the builder holds no complete condition. */
export const useFilterPreview = (body: FilterPreviewInput | null) =>
  useQuery({
    queryKey: filterKeys.preview(body),
    queryFn: ({ signal }) => filterApi.preview(body as FilterPreviewInput, signal),
    enabled: body !== null,
    placeholderData: keepPreviousData,
    retry: false,
  });
