import { okSchema } from './common';
import { PERMISSION_LEVEL, type PermissionLevel, RESOURCE } from './constants/permissions';
import {
  contentKindParamsSchema,
  contentListQuerySchema,
  contentListResponseSchema,
  contentParamsSchema,
  contentResponseSchema,
  contentRevisionListQuerySchema,
  contentRevisionListResponseSchema,
  contentRevisionParamsSchema,
  contentSearchQuerySchema,
  contentSearchResponseSchema,
  contentWriteSchema,
} from './content';
import { endpoint } from './endpoint';

const content = (level: PermissionLevel) => ({ resource: RESOURCE.content, level });

/**
 * The public content API. Reading is public and answers only what is live (published, its publishing
 * time passed); a caller who may edit content also reads drafts and scheduled items, and anybody else
 * gets 404 for them, never 403, so a hidden item's address says nothing. Writes answer the cleaned HTML.
 */
export const CONTENT_ENDPOINTS = {
  /** Live news, documentation and FAQ holding every word asked, accents ignored. */
  search: endpoint({
    method: 'GET',
    path: '/content/search',
    query: contentSearchQuerySchema,
    response: contentSearchResponseSchema,
  }),
  /** One page of a kind's items: newest first, documentation as its tree (parent, then order). */
  list: endpoint({
    method: 'GET',
    path: '/content/:kind',
    params: contentKindParamsSchema,
    query: contentListQuerySchema,
    response: contentListResponseSchema,
  }),
  get: endpoint({
    method: 'GET',
    path: '/content/:kind/:code',
    params: contentParamsSchema,
    response: contentResponseSchema,
  }),
  create: endpoint({
    method: 'POST',
    path: '/content/:kind',
    params: contentKindParamsSchema,
    body: contentWriteSchema,
    status: 201,
    response: contentResponseSchema,
    access: content(PERMISSION_LEVEL.create),
  }),
  update: endpoint({
    method: 'PUT',
    path: '/content/:kind/:code',
    params: contentParamsSchema,
    body: contentWriteSchema,
    response: contentResponseSchema,
    access: content(PERMISSION_LEVEL.edit),
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/content/:kind/:code',
    params: contentParamsSchema,
    response: okSchema,
    access: content(PERMISSION_LEVEL.delete),
  }),
  /** Every save of the item, newest first, each with its whole snapshot. */
  revisions: endpoint({
    method: 'GET',
    path: '/content/:kind/:code/revisions',
    params: contentParamsSchema,
    query: contentRevisionListQuerySchema,
    response: contentRevisionListResponseSchema,
    access: content(PERMISSION_LEVEL.edit),
  }),
  /** Saves the revision's snapshot as the item (a save: it makes a revision too). */
  restore: endpoint({
    method: 'POST',
    path: '/content/:kind/:code/revisions/:revisionId/restore',
    params: contentRevisionParamsSchema,
    response: contentResponseSchema,
    access: content(PERMISSION_LEVEL.edit),
  }),
} as const;
