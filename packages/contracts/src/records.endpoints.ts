import { z } from 'zod';
import { codeSchema } from './backoffice/documents';
import { recordListQuerySchema, recordSchema, recordWriteSchema } from './backoffice/records';
import { dataOf, okSchema, pageOf } from './common';
import { endpoint } from './endpoint';

const documentParamsSchema = z.object({ documentCode: codeSchema });
const recordParamsSchema = z.object({ documentCode: codeSchema, id: z.string().min(1).max(64) });
const recordResponseSchema = dataOf(recordSchema);

/**
 * Records of any document: any signed-in member may call them, and the server checks the caller's
 * levels on the document itself (row and field scope need the record and the document).
 */
export const RECORD_ENDPOINTS = {
  /** A page of records (`{ data, total, page, pageSize }`). */
  list: endpoint({
    method: 'GET',
    path: '/data/:documentCode',
    params: documentParamsSchema,
    query: recordListQuerySchema,
    response: pageOf(recordSchema),
    access: { signedIn: true },
  }),
  create: endpoint({
    method: 'POST',
    path: '/data/:documentCode',
    params: documentParamsSchema,
    body: recordWriteSchema,
    status: 201,
    response: recordResponseSchema,
    access: { signedIn: true },
  }),
  get: endpoint({
    method: 'GET',
    path: '/data/:documentCode/:id',
    params: recordParamsSchema,
    response: recordResponseSchema,
    access: { signedIn: true },
  }),
  update: endpoint({
    method: 'PUT',
    path: '/data/:documentCode/:id',
    params: recordParamsSchema,
    body: recordWriteSchema,
    response: recordResponseSchema,
    access: { signedIn: true },
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/data/:documentCode/:id',
    params: recordParamsSchema,
    response: okSchema,
    access: { signedIn: true },
  }),
};
