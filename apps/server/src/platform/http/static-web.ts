import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors';
import { type WebRuntimeSettings, withRuntimeSettings } from './web-index';

/**
 * Serves the built web app with an SPA fallback: any GET that is not an API call and not a file
 * answers index.html so client-side routes work on reload. API misses stay structured 404s.
 * index.html always carries the run-time settings (web-index.ts), so it is never sent as stored.
 */
export async function serveWebApp(
  app: FastifyInstance,
  distDir: string | undefined,
  settings: WebRuntimeSettings,
): Promise<void> {
  const indexFile = distDir ? path.join(distDir, 'index.html') : undefined;
  const hasWeb = indexFile !== undefined && fs.existsSync(indexFile);
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: distDir!,
      wildcard: false,
      index: false,
      allowedPath: (pathName) => pathName !== '/index.html',
      // Hashed assets never change; index.html must always be revalidated.
      setHeaders: (res, file) => {
        res.header(
          'cache-control',
          file.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }
  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url.split('?')[0] ?? '';
    if (url.startsWith('/api/') || request.method !== 'GET' || !hasWeb) {
      throw AppError.of('NOT_FOUND', 'notFound');
    }
    const asset = path.normalize(path.join(distDir!, url));
    if (
      asset.startsWith(distDir!) &&
      asset !== indexFile &&
      path.extname(url) &&
      fs.existsSync(asset) &&
      fs.statSync(asset).isFile()
    ) {
      return reply.sendFile(path.relative(distDir!, asset));
    }
    // A missing hashed asset (an old build's chunk) must fail as a 404: answering index.html would
    // hand the browser HTML where it expects a script.
    if (url.startsWith('/assets/')) throw AppError.of('NOT_FOUND', 'notFound');
    const html = withRuntimeSettings(await fs.promises.readFile(indexFile!, 'utf8'), settings);
    return reply.header('cache-control', 'no-cache').type('text/html').send(html);
  });
}
