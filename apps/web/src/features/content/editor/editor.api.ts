import type { ContentKind, ContentWriteInput } from '@bitdata/contracts/content';
import { CONTENT_ENDPOINTS as API } from '@bitdata/contracts/content.endpoints';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call, callData } from '../../../api/endpoint-call';

/**
 * The content API as an editor calls it: lists asked with a status (drafts and scheduled items too),
 * the writes, the revisions. Nothing is kept in the local GET cache, since an editor must see the last
 * save; writes name the content document, so every cached content read becomes stale.
 */
const fresh = { cache: false } as const;
const write = { document: 'content' } as const;

export type ListStatus = 'live' | 'draft' | 'published' | 'all';

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
        {
          params: { kind },
          // the list shows titles, codes and states: the bodies stay on the server
          query: {
            page,
            pageSize: LARGEST_PAGE,
            view: 'summary',
            ...(status === 'live' ? {} : { status }),
          },
        },
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
  create: (kind: ContentKind, body: ContentWriteInput) =>
    callData(API.create, { params: { kind }, body }, write),
  update: (kind: ContentKind, code: string, body: ContentWriteInput) =>
    callData(API.update, { params: { kind, code }, body }, write),
  remove: (kind: ContentKind, code: string) => callData(API.remove, { params: { kind, code } }, write),
  revisions: (kind: ContentKind, code: string, page: number, signal?: AbortSignal) =>
    call(API.revisions, { params: { kind, code }, query: { page, pageSize: 20 } }, { ...fresh, signal }),
  restore: (kind: ContentKind, code: string, revisionId: string) =>
    callData(API.restore, { params: { kind, code, revisionId } }, write),
};

/** Under the content feature's key: a write that makes "content" stale reaches the editor's reads too. */
export const editorKeys = {
  all: ['content', 'editor'] as const,
  list: (kind: ContentKind, status: ListStatus) => ['content', 'editor', 'list', kind, status] as const,
  item: (kind: ContentKind, code: string) => ['content', 'editor', 'item', kind, code] as const,
  revisions: (kind: ContentKind, code: string, page: number) =>
    ['content', 'editor', 'revisions', kind, code, page] as const,
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
