import type {
  CONTENT_LIST_VIEWS,
  ContentKind,
  ContentListQuery,
  ContentSearchQuery,
} from '@bitdata/contracts/content';
import { CONTENT_ENDPOINTS as API } from '@bitdata/contracts/content.endpoints';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call, callData } from '../../api/endpoint-call';
import { ApiError } from '../../api/errors';
import { endpointKey, rootOf } from '../../api/query-keys';

/**
 * Reading the public content API. The server answers content reads from memory and hides what is
 * not live yet, so nothing is kept in the local cache: a scheduled news post appears at its time,
 * and an edit is read at once. The query keys lie under /content, so the editor's saves (writes
 * under it) make them stale.
 */
const live = { cache: false, silent: true } as const;

type ContentListView = (typeof CONTENT_LIST_VIEWS)[number];

export const contentApi = {
  list: (kind: ContentKind, query: ContentListQuery, signal?: AbortSignal) =>
    call(API.list, { params: { kind }, query }, { ...live, signal }),
  get: (kind: ContentKind, code: string, signal?: AbortSignal) =>
    callData(API.get, { params: { kind, code } }, { ...live, signal }),
  search: (query: ContentSearchQuery, signal?: AbortSignal) =>
    call(API.search, { query }, { ...live, signal }),
};

/** Reading every page of a list at once, apart from any single page of it. */
export const EVERY_PAGE = { pages: 'all' } as const;

/** Keys of the content endpoints; every page of a kind at once is its own reading of the list. */
export const contentKeys = {
  all: rootOf(API.list.path),
  list: (kind: ContentKind, query: ContentListQuery) => endpointKey(API.list, { params: { kind }, query }),
  every: (kind: ContentKind, view: ContentListView) =>
    endpointKey(API.list, { params: { kind }, query: { view } }, EVERY_PAGE),
  item: (kind: ContentKind, code: string) => endpointKey(API.get, { params: { kind, code } }),
  search: (query: ContentSearchQuery) => endpointKey(API.search, { query }),
};

/** Most items a list answers at once (the contract's pageSize limit). */
const LARGEST_PAGE = 100;

/** An answer the server refused because the item does not exist or is not live: the not-found view. */
export const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

/** No retry after a 404: a hidden item stays hidden. */
const retryUnlessMissing = (failures: number, error: unknown) => !isNotFound(error) && failures < 1;

export const useContentList = (kind: ContentKind, query: ContentListQuery, enabled = true) =>
  useQuery({
    queryKey: contentKeys.list(kind, query),
    queryFn: ({ signal }) => contentApi.list(kind, query, signal),
    placeholderData: keepPreviousData,
    enabled,
  });

/** Every live item of a kind (the documentation tree, the FAQ, the policy), page after page. */
export async function listEvery(kind: ContentKind, view: ContentListView, signal?: AbortSignal) {
  const first = await contentApi.list(kind, { page: 1, pageSize: LARGEST_PAGE, view }, signal);
  const items = [...first.data];
  for (let page = 2; items.length < first.total && page <= Math.ceil(first.total / LARGEST_PAGE); page++) {
    items.push(...(await contentApi.list(kind, { page, pageSize: LARGEST_PAGE, view }, signal)).data);
  }
  return items;
}

/** `summary` when the screen shows titles only (the documentation's tree), `full` when it shows the bodies. */
export const useEveryContent = (kind: ContentKind, view: ContentListView) =>
  useQuery({
    queryKey: contentKeys.every(kind, view),
    queryFn: ({ signal }) => listEvery(kind, view, signal),
  });

export const useContentItem = (kind: ContentKind, code: string | undefined) =>
  useQuery({
    queryKey: contentKeys.item(kind, code ?? ''),
    queryFn: ({ signal }) => contentApi.get(kind, code ?? '', signal),
    enabled: Boolean(code),
    retry: retryUnlessMissing,
  });

export const useContentSearch = (query: ContentSearchQuery, enabled = true) =>
  useQuery({
    queryKey: contentKeys.search(query),
    queryFn: ({ signal }) => contentApi.search(query, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
