import { z } from 'zod';
import {
  codeSchema,
  collectionSchema,
  collectionWriteSchema,
  documentListQuerySchema,
  documentSchema,
  documentWriteSchema,
  fieldCodeSchema,
} from './backoffice/documents';
import { dataOf, okSchema } from './common';
import { PERMISSION_LEVEL, type PermissionLevel, RESOURCE } from './constants/permissions';
import { endpoint } from './endpoint';

const codeParamsSchema = z.object({ code: codeSchema });
const fieldParamsSchema = z.object({ code: codeSchema, field: fieldCodeSchema });
const documentResponseSchema = dataOf(documentSchema);
const collectionResponseSchema = dataOf(collectionSchema);

const document = (level: PermissionLevel) => ({ resource: RESOURCE.document, level });
const collection = (level: PermissionLevel) => ({ resource: RESOURCE.collection, level });

/** The document designer, guarded by the `document` resource. */
export const DOCUMENT_ENDPOINTS = {
  /**
   * Members read the definitions of the documents they may view (the generic screens need them): the
   * server answers each caller only those, with their field scope.
   */
  list: endpoint({
    method: 'GET',
    path: '/documents',
    query: documentListQuerySchema,
    response: dataOf(z.array(documentSchema)),
    access: { signedIn: true },
  }),
  create: endpoint({
    method: 'POST',
    path: '/documents',
    body: documentWriteSchema,
    status: 201,
    response: documentResponseSchema,
    access: document(PERMISSION_LEVEL.create),
  }),
  get: endpoint({
    method: 'GET',
    path: '/documents/:code',
    params: codeParamsSchema,
    response: documentResponseSchema,
    access: { signedIn: true },
  }),
  update: endpoint({
    method: 'PUT',
    path: '/documents/:code',
    params: codeParamsSchema,
    body: documentWriteSchema,
    response: documentResponseSchema,
    access: document(PERMISSION_LEVEL.edit),
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/documents/:code',
    params: codeParamsSchema,
    response: okSchema,
    access: document(PERMISSION_LEVEL.delete),
  }),
  /** Deletes the stored values of a field taken out of the document (it was only hidden until then). */
  purgeField: endpoint({
    method: 'DELETE',
    path: '/documents/:code/fields/:field',
    params: fieldParamsSchema,
    response: documentResponseSchema,
    access: document(PERMISSION_LEVEL.edit),
  }),
};

/** Collections, the named groups of documents; guarded by the `collection` resource. */
export const COLLECTION_ENDPOINTS = {
  list: endpoint({
    method: 'GET',
    path: '/collections',
    response: dataOf(z.array(collectionSchema)),
    access: collection(PERMISSION_LEVEL.view),
  }),
  create: endpoint({
    method: 'POST',
    path: '/collections',
    body: collectionWriteSchema,
    status: 201,
    response: collectionResponseSchema,
    access: collection(PERMISSION_LEVEL.create),
  }),
  get: endpoint({
    method: 'GET',
    path: '/collections/:code',
    params: codeParamsSchema,
    response: collectionResponseSchema,
    access: collection(PERMISSION_LEVEL.view),
  }),
  update: endpoint({
    method: 'PUT',
    path: '/collections/:code',
    params: codeParamsSchema,
    body: collectionWriteSchema,
    response: collectionResponseSchema,
    access: collection(PERMISSION_LEVEL.edit),
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/collections/:code',
    params: codeParamsSchema,
    response: okSchema,
    access: collection(PERMISSION_LEVEL.delete),
  }),
};
