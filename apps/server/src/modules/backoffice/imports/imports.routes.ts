import {
  IMPORT_ENDPOINTS as API,
  codeSchema,
  dataOf,
  importSchema,
  PERMISSION_LEVEL,
  RESOURCE,
} from '@bitdata/contracts';
import multipart from '@fastify/multipart';
import { z } from 'zod';
import type { AppDeps } from '../../../platform/app-deps';
import type { AppInstance } from '../../../platform/http/app-instance';
import { route } from '../../../platform/http/endpoint-route';
import { authOf, permission } from '../../auth';
import { importTemplate } from '../exports/exports.service';
import { readWorkbookUpload } from './imports.multipart';
import * as imports from './imports.service';

const templateParams = z.object({ documentCode: codeSchema });
const templateQuery = z.object({ language: z.enum(['en', 'vi']).optional() });
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * Excel imports, as IMPORT_ENDPOINTS declares them: the import screens' resource guards every route;
 * the document's own create level is checked by the service, as for a single write. The template
 * download (.xlsx bytes) and the upload (multipart) are registered by hand.
 */
export async function importsRoutes(app: AppInstance, deps: AppDeps): Promise<void> {
  const viewing = permission(RESOURCE.import, PERMISSION_LEVEL.view);
  const creating = permission(RESOURCE.import, PERMISSION_LEVEL.create);
  await app.register(async (plain) => {
    const scope = plain as AppInstance;
    // multipart only in this scope: no other route accepts it
    await scope.register(multipart, { throwFileSizeLimit: true });

    route(scope, API.list, async (req) => imports.listImports(deps, authOf(req), req.query));
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
    route(scope, API.get, async (req) => ({
      data: await imports.getImport(deps, authOf(req), req.params.id),
    }));
    route(scope, API.check, async (req) => ({
      data: await imports.checkImport(deps, authOf(req), req.params.id, req.body.mapping),
    }));
    route(scope, API.run, async (req) => ({
      data: await imports.runImport(deps, authOf(req), req.params.id, req.body),
    }));
    route(scope, API.undo, async (req) => ({
      data: await imports.undoImport(deps, authOf(req), req.params.id),
    }));
  });
}
