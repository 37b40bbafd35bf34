import {
  codeSchema,
  dataOf,
  okSchema,
  pageOf,
  recordListQuerySchema,
  recordSchema,
  recordWriteSchema,
} from '@bitdata/contracts';
import { z } from 'zod';
import type { AppDeps } from '../../../platform/app-deps';
import type { AppInstance } from '../../../platform/http/app-instance';
import { authOf, signedIn } from '../../auth';
import * as records from './records.service';

const documentParams = z.object({ documentCode: codeSchema });
const recordParams = z.object({ documentCode: codeSchema, id: z.string().min(1).max(64) });

/**
 * Records of any document: signed in here, the caller's levels on the document itself are
 * checked by the service (row and field scope need the record and the document).
 */
export async function recordsRoutes(app: AppInstance, deps: AppDeps): Promise<void> {
  app.get(
    '/data/:documentCode',
    {
      config: { access: signedIn },
      schema: {
        params: documentParams,
        querystring: recordListQuerySchema,
        response: { 200: pageOf(recordSchema) },
      },
    },
    async (req) => records.listRecords(deps, authOf(req), req.params.documentCode, req.query),
  );
  app.post(
    '/data/:documentCode',
    {
      config: { access: signedIn },
      schema: { params: documentParams, body: recordWriteSchema, response: { 201: dataOf(recordSchema) } },
    },
    async (req, reply) =>
      reply
        .status(201)
        .send({ data: await records.createRecord(deps, authOf(req), req.params.documentCode, req.body) }),
  );
  app.get(
    '/data/:documentCode/:id',
    {
      config: { access: signedIn },
      schema: { params: recordParams, response: { 200: dataOf(recordSchema) } },
    },
    async (req) => ({
      data: await records.getRecord(deps, authOf(req), req.params.documentCode, req.params.id),
    }),
  );
  app.put(
    '/data/:documentCode/:id',
    {
      config: { access: signedIn },
      schema: { params: recordParams, body: recordWriteSchema, response: { 200: dataOf(recordSchema) } },
    },
    async (req) => ({
      data: await records.updateRecord(deps, authOf(req), req.params.documentCode, req.params.id, req.body),
    }),
  );
  app.delete(
    '/data/:documentCode/:id',
    {
      config: { access: signedIn },
      schema: { params: recordParams, response: { 200: okSchema } },
    },
    async (req) => {
      await records.deleteRecord(deps, authOf(req), req.params.documentCode, req.params.id);
      return { data: { ok: true as const } };
    },
  );
}
