import { codeSchema, exportQuerySchema } from '@bitdata/contracts';
import { z } from 'zod';
import type { AppDeps } from '../../../platform/app-deps';
import type { AppInstance } from '../../../platform/http/app-instance';
import { authOf, signedIn } from '../../auth';
import { exportRecords } from './exports.service';

const params = z.object({ documentCode: codeSchema });
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A document's list as .xlsx: the service checks the document's view level and scopes. */
export async function exportsRoutes(app: AppInstance, deps: AppDeps): Promise<void> {
  app.get(
    '/data/:documentCode/export',
    { config: { access: signedIn }, schema: { params, querystring: exportQuerySchema } },
    async (req, reply) => {
      const { fileName, stream } = await exportRecords(deps, authOf(req), req.params.documentCode, req.query);
      // the name is a document code (lower-case letters, digits, '-', '_') and a date: safe as it is
      return reply
        .header('content-type', XLSX)
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(stream);
    },
  );
}
