import {
  codeSchema,
  collectionSchema,
  collectionWriteSchema,
  dataOf,
  documentListQuerySchema,
  documentSchema,
  documentWriteSchema,
  fieldCodeSchema,
  okSchema,
  PERMISSION_LEVEL,
  RESOURCE,
} from '@bitdata/contracts';
import { z } from 'zod';
import type { AppDeps } from '../../../platform/app-deps';
import type { AppInstance } from '../../../platform/http/app-instance';
import { authOf, permission, signedIn } from '../../auth';
import * as collections from './collections.service';
import * as documents from './documents.service';

const { view, create, edit } = PERMISSION_LEVEL;
const remove = PERMISSION_LEVEL.delete;
const codeParams = z.object({ code: codeSchema });
const fieldParams = z.object({ code: codeSchema, field: fieldCodeSchema });
const ok = { data: { ok: true as const } };

/** The document designer (RESOURCE.document) and collections (RESOURCE.collection). */
export async function documentsRoutes(app: AppInstance, deps: AppDeps): Promise<void> {
  app.get(
    '/documents',
    {
      // members read the definitions of the documents they may view (the generic screens need them);
      // the service answers each caller only those, with their field scope
      config: { access: signedIn },
      schema: { querystring: documentListQuerySchema, response: { 200: dataOf(z.array(documentSchema)) } },
    },
    async (req) => ({ data: await documents.listDocuments(deps, authOf(req), req.query) }),
  );
  app.post(
    '/documents',
    {
      config: { access: permission(RESOURCE.document, create) },
      schema: { body: documentWriteSchema, response: { 201: dataOf(documentSchema) } },
    },
    async (req, reply) =>
      reply.status(201).send({ data: await documents.createDocument(deps, authOf(req), req.body) }),
  );
  app.get(
    '/documents/:code',
    {
      config: { access: signedIn },
      schema: { params: codeParams, response: { 200: dataOf(documentSchema) } },
    },
    async (req) => ({ data: await documents.getDocument(deps, authOf(req), req.params.code) }),
  );
  app.put(
    '/documents/:code',
    {
      config: { access: permission(RESOURCE.document, edit) },
      schema: { params: codeParams, body: documentWriteSchema, response: { 200: dataOf(documentSchema) } },
    },
    async (req) => ({ data: await documents.updateDocument(deps, authOf(req), req.params.code, req.body) }),
  );
  app.delete(
    '/documents/:code',
    {
      config: { access: permission(RESOURCE.document, remove) },
      schema: { params: codeParams, response: { 200: okSchema } },
    },
    async (req) => {
      await documents.deleteDocument(deps, authOf(req), req.params.code);
      return ok;
    },
  );
  app.delete(
    '/documents/:code/fields/:field',
    {
      config: { access: permission(RESOURCE.document, edit) },
      schema: { params: fieldParams, response: { 200: dataOf(documentSchema) } },
    },
    async (req) => ({
      data: await documents.purgeField(deps, authOf(req), req.params.code, req.params.field),
    }),
  );

  app.get(
    '/collections',
    {
      config: { access: permission(RESOURCE.collection, view) },
      schema: { response: { 200: dataOf(z.array(collectionSchema)) } },
    },
    async () => ({ data: await collections.listCollections(deps) }),
  );
  app.post(
    '/collections',
    {
      config: { access: permission(RESOURCE.collection, create) },
      schema: { body: collectionWriteSchema, response: { 201: dataOf(collectionSchema) } },
    },
    async (req, reply) =>
      reply.status(201).send({ data: await collections.createCollection(deps, req.body) }),
  );
  app.get(
    '/collections/:code',
    {
      config: { access: permission(RESOURCE.collection, view) },
      schema: { params: codeParams, response: { 200: dataOf(collectionSchema) } },
    },
    async (req) => ({ data: await collections.getCollection(deps, req.params.code) }),
  );
  app.put(
    '/collections/:code',
    {
      config: { access: permission(RESOURCE.collection, edit) },
      schema: {
        params: codeParams,
        body: collectionWriteSchema,
        response: { 200: dataOf(collectionSchema) },
      },
    },
    async (req) => ({ data: await collections.updateCollection(deps, req.params.code, req.body) }),
  );
  app.delete(
    '/collections/:code',
    {
      config: { access: permission(RESOURCE.collection, remove) },
      schema: { params: codeParams, response: { 200: okSchema } },
    },
    async (req) => {
      await collections.deleteCollection(deps, req.params.code);
      return ok;
    },
  );
}
