import type { FilterInput, FilterPreviewInput } from '@bitdata/contracts/filters';
import { FILTER_ENDPOINTS as API } from '@bitdata/contracts/filters.endpoints';
import { callData, type DataOf } from '../../api/endpoint-call';

/**
 * The filter API, called through its declarations in the contracts. Filters and their matches change
 * with every closed candle and every edit, so nothing is kept in the local cache; the fields list is
 * fixed master data (a day). Writes are `silent`: a refused create (403 FILTER_LIMIT) is explained on
 * the form, not by the global "not allowed" notice.
 */
const fresh = { cache: false } as const;
/** A write makes every read under /filters stale (the default: its own path's family). */
const write = { silent: true } as const;

export type FilterList = DataOf<typeof API.list>;

export const filterApi = {
  fields: () => callData(API.fields, {}, { timeCache: 86_400_000 }),
  list: () => callData(API.list, {}, fresh),
  get: (filterId: string) => callData(API.get, { params: { filterId } }, fresh),
  matches: (filterId: string) => callData(API.matches, { params: { filterId } }, fresh),
  create: (body: FilterInput) => callData(API.create, { body }, write),
  update: (filterId: string, body: FilterInput) =>
    callData(API.update, { params: { filterId }, body }, write),
  remove: (filterId: string) => callData(API.remove, { params: { filterId } }, write),
  /** Evaluates an unsaved filter; changes nothing, so no cached list becomes stale. */
  preview: (body: FilterPreviewInput, signal?: AbortSignal) =>
    callData(API.preview, { body }, { silent: true, invalidate: false, signal }),
};
