import { contentFilePath, RESOURCE } from '@bitdata/contracts';
import { z } from 'zod';
import type { AppDeps } from '../../../platform/app-deps';
import { AppError } from '../../../platform/errors';
import type { AppInstance } from '../../../platform/http/app-instance';
import { openDocumentFile } from '../../files';

/**
 * The content's files served to anybody: covers and the images of bodies are uploaded to be published.
 * Only a file uploaded for the content document, and only an image a browser shows as one: anything
 * else (another document's file, a PDF, an SVG that could carry script) is not found here.
 * Files never change under their id: cached for a year, revalidated by their hash.
 */
export const PUBLIC_IMAGE_TYPES: readonly string[] = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'];

/** A file's id; anything else names no file. */
const fileIdSchema = z.uuid();

export async function contentFilesRoutes(app: AppInstance, deps: AppDeps): Promise<void> {
  app.get(
    contentFilePath(':fileId'),
    // an <img> sends no verification key: the bytes are public and the route reads nothing else
    { config: { transport: 'exempt' } },
    async (request, reply) => {
      const { fileId } = request.params as { fileId: string };
      const found = fileIdSchema.safeParse(fileId).success
        ? await openDocumentFile(deps, RESOURCE.content, fileId.toLowerCase())
        : null;
      if (!found || !PUBLIC_IMAGE_TYPES.includes(found.file.mimeType)) {
        found?.content.destroy();
        throw AppError.of('NOT_FOUND', 'fileNotFound');
      }
      const etag = `"${found.sha256}"`;
      reply
        .header('etag', etag)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        // shared links' previews and feed readers load covers from other sites
        .header('cross-origin-resource-policy', 'cross-origin');
      if (request.headers['if-none-match'] === etag) {
        found.content.destroy();
        return reply.status(304).send();
      }
      return reply
        .header('content-type', found.file.mimeType)
        .header('content-length', String(found.file.size))
        .header('content-disposition', 'inline')
        .send(found.content);
    },
  );
}
