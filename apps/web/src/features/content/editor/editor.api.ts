import type { ContentKind, ContentWriteInput } from '@bitdata/contracts/content';
import { CONTENT_ENDPOINTS as API } from '@bitdata/contracts/content.endpoints';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call, callData } from '../../../api/endpoint-call';
import { endpointKey, rootOf } from '../../../api/query-keys';

/**
 * The content API as an editor calls it: lists asked with a status (drafts and scheduled items too),
 * the writes, the revisions. Nothing is kept in the local GET cache, since an editor must see the last
 * save; every write is under /content, so every content read becomes stale.
 */
const fresh = { cache: false } as const;

export type ListStatus = 'live' | 'draft' | 'published' | 'all';

/**
 * The list's query beside the page: titles, codes and states only (the bodies stay on the server), in
 * one status; "live" asks no status, what the public sees.
 */
const summaries = (status: ListStatus) => ({
  view: 'summary' as const,
  ...(status === 'live' ? {} : { status }),
});

/** One page of an item's revisions. */
const revisionsPage = (page: number) => ({ page, pageSize: 20 });

/** Most items one list call answers (the contract's limit). */
const LARGEST_PAGE = 100;

export const editorApi = {
  /**
   * Every item of a kind in one status: the editor's list searches their titles and pages through
   * them itself (a kind holds tens of items, not thousands). "live" asks no status: what the public sees.
   */
  async every(kind: ContentKind, status: ListStatus, signal?: AbortSignal) {
    const ask = (page: number) =>
      call(
        API.list,
        { params: { kind }, query: { page, pageSize: LARGEST_PAGE, ...summaries(status) } },
        { ...fresh, signal },
      );
    const first = await ask(1);
    const items = [...first.data];
    for (let page = 2; page <= Math.ceil(first.total / LARGEST_PAGE); page++)
      items.push(...(await ask(page)).data);
    return items;
  },
  get: (kind: ContentKind, code: string, signal?: AbortSignal) =>
    callData(API.get, { params: { kind, code } }, { ...fresh, signal }),
  create: (kind: ContentKind, body: ContentWriteInput) => callData(API.create, { params: { kind }, body }),
  update: (kind: ContentKind, code: string, body: ContentWriteInput) =>
    callData(API.update, { params: { kind, code }, body }),
  remove: (kind: ContentKind, code: string) => callData(API.remove, { params: { kind, code } }),
  revisions: (kind: ContentKind, code: string, page: number, signal?: AbortSignal) =>
    call(API.revisions, { params: { kind, code }, query: revisionsPage(page) }, { ...fresh, signal }),
  restore: (kind: ContentKind, code: string, revisionId: string) =>
    callData(API.restore, { params: { kind, code, revisionId } }),
};

/**
 * The editor's readings of the content endpoints, apart from the public's (every status, the item as
 * the editor holds it), under the same paths: a save under /content reaches both. `all` is every
 * content read, the public's too.
 */
export const editorKeys = {
  all: rootOf(API.list.path),
  list: (kind: ContentKind, status: ListStatus) =>
    endpointKey(API.list, { params: { kind }, query: summaries(status) }, { pages: 'all', editor: true }),
  item: (kind: ContentKind, code: string) =>
    endpointKey(API.get, { params: { kind, code } }, { editor: true }),
  revisions: (kind: ContentKind, code: string, page: number) =>
    endpointKey(API.revisions, { params: { kind, code }, query: revisionsPage(page) }),
};

export const useEditorList = (kind: ContentKind, status: ListStatus) =>
  useQuery({
    queryKey: editorKeys.list(kind, status),
    queryFn: ({ signal }) => editorApi.every(kind, status, signal),
    placeholderData: keepPreviousData,
  });

export const useEditorItem = (kind: ContentKind, code: string | undefined) =>
  useQuery({
    queryKey: editorKeys.item(kind, code ?? ''),
    queryFn: ({ signal }) => editorApi.get(kind, code ?? '', signal),
    enabled: Boolean(code),
    retry: false,
  });

export const useRevisions = (kind: ContentKind, code: string | undefined, page: number) =>
  useQuery({
    queryKey: editorKeys.revisions(kind, code ?? '', page),
    queryFn: ({ signal }) => editorApi.revisions(kind, code ?? '', page, signal),
    enabled: Boolean(code),
    placeholderData: keepPreviousData,
  });
