import { FILE_ENDPOINTS as API, fileDownloadSchema } from '@bitdata/contracts';
import multipart from '@fastify/multipart';
import type { AppDeps } from '../../platform/app-deps';
import type { AppInstance } from '../../platform/http/app-instance';
import { route } from '../../platform/http/endpoint-route';
import { authOf, signedIn } from '../auth';
import { contentDisposition } from './content-disposition';
import { readUpload } from './files.multipart';
import * as files from './files.service';

/**
 * Attachments (settings and upload as FILE_ENDPOINTS declares them). Upload and download keep their
 * bodies out of the encrypted transport (multipart and bytes), but their query still carries its
 * verification key and timestamp. Who may upload depends on the document named in the body, so the
 * routes only ask for a session up front and the service checks the document's permission.
 */
export async function filesRoutes(app: AppInstance, deps: AppDeps): Promise<void> {
  // multipart parsing is registered in this module's scope only: no other route accepts it
  await app.register(async (plain) => {
    const scope = plain as AppInstance;
    await scope.register(multipart, { throwFileSizeLimit: true });

    route(scope, API.settings, async () => ({ data: files.fileSettings(deps) }));

    route(scope, API.upload, async (req) => {
      const auth = authOf(req);
      const upload = await readUpload(req, deps.config.files.maxBytes, (fields) =>
        files.admitUpload(deps, auth, fields),
      );
      return { data: await files.storeUpload(deps, auth, upload) };
    });

    // 201 with the bytes, as the spec's call table answers a download: no JSON answer to declare
    scope.post(
      '/file/download',
      { config: { access: signedIn }, schema: { body: fileDownloadSchema } },
      async (req, reply) => {
        const { file, sha256, content } = await files.openDownload(deps, authOf(req), req.body);
        return reply
          .status(201)
          .header('content-type', file.mimeType)
          .header('content-length', String(file.size))
          .header('content-disposition', contentDisposition(file.name))
          .header('cache-control', 'private, no-store')
          .header('etag', `"${sha256}"`)
          .send(content);
      },
    );
  });
}
