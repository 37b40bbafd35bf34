import {
  codeSchema,
  dataOf,
  importCheckSchema,
  importListQuerySchema,
  importRunSchema,
  importSchema,
  PERMISSION_LEVEL,
  pageOf,
  RESOURCE,
} from '@bitdata/contracts';
import multipart from '@fastify/multipart';
import { z } from 'zod';
import type { AppDeps } from '../../../platform/app-deps';
import type { AppInstance } from '../../../platform/http/app-instance';
import { authOf, permission } from '../../auth';
import { importTemplate } from '../exports/exports.service';
import { readWorkbookUpload } from './imports.multipart';
import * as imports from './imports.service';

const idParams = z.object({ id: z.string().uuid() });
const templateParams = z.object({ documentCode: codeSchema });
const templateQuery = z.object({ language: z.enum(['en', 'vi']).optional() });
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * Excel imports: the import screens' resource guards every route; the document's own
 * create level is checked by the service, as for a single write.
 */
export async function importsRoutes(app: AppInstance, deps: AppDeps): Promise<void> {
  const viewing = permission(RESOURCE.import, PERMISSION_LEVEL.view);
  const creating = permission(RESOURCE.import, PERMISSION_LEVEL.create);
  await app.register(async (plain) => {
    const scope = plain as AppInstance;
    // multipart only in this scope: no other route accepts it
    await scope.register(multipart, { throwFileSizeLimit: true });

    scope.get(
      '/imports',
      {
        config: { access: viewing },
        schema: { querystring: importListQuerySchema, response: { 200: pageOf(importSchema) } },
      },
      async (req) => imports.listImports(deps, authOf(req), req.query),
    );
    scope.get(
      '/imports/template/:documentCode',
      { config: { access: viewing }, schema: { params: templateParams, querystring: templateQuery } },
      async (req, reply) => {
        const { fileName, bytes } = await importTemplate(
          deps,
          authOf(req),
          req.params.documentCode,
          req.query.language,
        );
        return reply
          .header('content-type', XLSX)
          .header('content-disposition', `attachment; filename="${fileName}"`)
          .header('cache-control', 'private, no-store')
          .send(bytes);
      },
    );
    scope.post(
      '/imports',
      { config: { access: creating }, schema: { response: { 201: dataOf(importSchema) } } },
      async (req, reply) => {
        const upload = await readWorkbookUpload(req);
        return reply.status(201).send({ data: await imports.uploadImport(deps, authOf(req), upload) });
      },
    );
    scope.get(
      '/imports/:id',
      { config: { access: viewing }, schema: { params: idParams, response: { 200: dataOf(importSchema) } } },
      async (req) => ({ data: await imports.getImport(deps, authOf(req), req.params.id) }),
    );
    scope.post(
      '/imports/:id/check',
      {
        config: { access: creating },
        schema: { params: idParams, body: importCheckSchema, response: { 200: dataOf(importSchema) } },
      },
      async (req) => ({
        data: await imports.checkImport(deps, authOf(req), req.params.id, req.body.mapping),
      }),
    );
    scope.post(
      '/imports/:id/run',
      {
        config: { access: creating },
        schema: { params: idParams, body: importRunSchema, response: { 202: dataOf(importSchema) } },
      },
      async (req, reply) =>
        reply.status(202).send({ data: await imports.runImport(deps, authOf(req), req.params.id, req.body) }),
    );
    scope.post(
      '/imports/:id/undo',
      {
        config: { access: creating },
        schema: { params: idParams, response: { 200: dataOf(importSchema) } },
      },
      async (req) => ({ data: await imports.undoImport(deps, authOf(req), req.params.id) }),
    );
  });
}
