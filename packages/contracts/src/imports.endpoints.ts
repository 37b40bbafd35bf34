import { z } from 'zod';
import {
  importCheckSchema,
  importListQuerySchema,
  importRunSchema,
  importSchema,
} from './backoffice/imports';
import { dataOf, pageOf } from './common';
import { PERMISSION_LEVEL, RESOURCE } from './constants/permissions';
import { endpoint } from './endpoint';

const importIdParamsSchema = z.object({ id: z.string().uuid() });
const importResponseSchema = dataOf(importSchema);

/** The import screens' resource guards every route; the service checks the document's own create level. */
const viewing = { resource: RESOURCE.import, level: PERMISSION_LEVEL.view };
const creating = { resource: RESOURCE.import, level: PERMISSION_LEVEL.create };

/**
 * Excel imports. The workbook's upload (multipart) and the template download (.xlsx bytes) are
 * registered by hand: a declaration's body and answer are JSON.
 */
export const IMPORT_ENDPOINTS = {
  /** A page of imports (`{ data, total, page, pageSize }`). */
  list: endpoint({
    method: 'GET',
    path: '/imports',
    query: importListQuerySchema,
    response: pageOf(importSchema),
    access: viewing,
  }),
  get: endpoint({
    method: 'GET',
    path: '/imports/:id',
    params: importIdParamsSchema,
    response: importResponseSchema,
    access: viewing,
  }),
  /** The dry run: every row checked with the mapping, nothing stored but the result. */
  check: endpoint({
    method: 'POST',
    path: '/imports/:id/check',
    params: importIdParamsSchema,
    body: importCheckSchema,
    response: importResponseSchema,
    access: creating,
  }),
  /** Queues the import's run; the answer is the import as queued. */
  run: endpoint({
    method: 'POST',
    path: '/imports/:id/run',
    params: importIdParamsSchema,
    body: importRunSchema,
    status: 202,
    response: importResponseSchema,
    access: creating,
  }),
  /** Removes the records the import created. */
  undo: endpoint({
    method: 'POST',
    path: '/imports/:id/undo',
    params: importIdParamsSchema,
    response: importResponseSchema,
    access: creating,
  }),
};
