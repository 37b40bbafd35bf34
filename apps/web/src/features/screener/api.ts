import type {
  Filter,
  FilterField,
  FilterInput,
  FilterMatches,
  FilterPreviewInput,
  FilterSummary,
  FilterUsage,
} from '@bitdata/contracts/filters';
import { api, expectData } from '../../api/client';

/**
 * Typed calls of the filter API. Filters and their matches change with every closed candle
 * and every edit, so nothing is kept in the local cache; the fields list is fixed master data (a day).
 * Writes are `silent`: a refused create (403 FILTER_LIMIT) is explained on the form, not by the
 * global "not allowed" notice.
 */
const fresh = { cache: false } as const;
const DOCUMENT = 'filter';

export interface FilterList {
  filters: FilterSummary[];
  usage: FilterUsage;
}

export const filterApi = {
  fields: async () =>
    expectData(await api().get<FilterField[]>('/filters/fields', { timeCache: 86_400_000 })),
  list: async () => expectData(await api().get<FilterList>('/filters', fresh)),
  get: async (filterId: string) =>
    expectData(await api().get<Filter>(`/filters/${encodeURIComponent(filterId)}`, fresh)),
  matches: async (filterId: string) =>
    expectData(await api().get<FilterMatches>(`/filters/${encodeURIComponent(filterId)}/matches`, fresh)),
  create: async (body: FilterInput) =>
    expectData(await api().post<Filter>('/filters', body, { silent: true, document: DOCUMENT })),
  update: async (filterId: string, body: FilterInput) =>
    expectData(
      await api().put<Filter>(`/filters/${encodeURIComponent(filterId)}`, body, {
        silent: true,
        document: DOCUMENT,
      }),
    ),
  remove: async (filterId: string) =>
    expectData(
      await api().delete<unknown>(`/filters/${encodeURIComponent(filterId)}`, {
        silent: true,
        document: DOCUMENT,
      }),
    ),
  /** Evaluates an unsaved filter; changes nothing, so no cached list becomes stale. */
  preview: async (body: FilterPreviewInput, signal?: AbortSignal) =>
    expectData(
      await api().post<FilterMatches>('/filters/preview', body, { silent: true, invalidate: false, signal }),
    ),
};
