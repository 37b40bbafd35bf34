import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app-deps';
import { AppError } from '../errors';
import type { PageRequest, PageRoute } from '../module';
import { type WebRuntimeSettings, withPageHead, withRuntimeSettings } from './web-index';

/** The pages whose head the server writes (the modules' `pages`), with what they read from. */
export interface DescribedPages {
  routes: readonly PageRoute[];
  deps: AppDeps;
}

/** A stored compressed copy is only an encoding of its file, sent for that file, never at its own address. */
const isEncodedCopy = (pathName: string): boolean => /\.(br|gz)$/.test(pathName);

/** The query as plain text values (a repeated parameter counts once: its first value). */
const queryOf = (query: unknown): PageRequest['query'] =>
  Object.fromEntries(
    Object.entries((query ?? {}) as Record<string, unknown>).map(([k, v]) => [
      k,
      typeof v === 'string' ? v : Array.isArray(v) && typeof v[0] === 'string' ? v[0] : undefined,
    ]),
  );

/**
 * Serves the built web app with an SPA fallback: any GET that is not an API call and not a file
 * answers index.html so client-side routes work on reload. API misses stay structured 404s.
 * index.html always carries the run-time settings (web-index.ts), so it is never sent as stored; it goes
 * uncompressed too: at about 3 KB with a page's head it fits the first round trip either way.
 */
export async function serveWebApp(
  app: FastifyInstance,
  distDir: string | undefined,
  settings: WebRuntimeSettings,
  pages?: DescribedPages,
): Promise<void> {
  const indexFile = distDir ? path.join(distDir, 'index.html') : undefined;
  const hasWeb = indexFile !== undefined && fs.existsSync(indexFile);
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: distDir!,
      wildcard: false,
      index: false,
      allowedPath: (pathName) => pathName !== '/index.html' && !isEncodedCopy(pathName),
      // The build stores `<file>.br` and `<file>.gz` beside each text asset (apps/web/build/precompress.ts):
      // the one the client accepts is sent as it lies, with Vary: Accept-Encoding, so no request pays
      // for compression; a file without them (small, binary, or a late copy) goes out as it is.
      preCompressed: true,
      // Hashed assets never change; index.html must always be revalidated.
      setHeaders: (res, file) => {
        res.header(
          'cache-control',
          file.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }
  const readIndex = async () => withRuntimeSettings(await fs.promises.readFile(indexFile!, 'utf8'), settings);
  // a described page: its head written into index.html, or index.html with its status (a hidden item's
  // 404 carries nothing of it) so the app still shows its not-found page
  for (const page of pages?.routes ?? []) {
    app.get(page.path, async (request, reply) => {
      if (!hasWeb) throw AppError.of('NOT_FOUND', 'notFound');
      const answer = await page.render(pages!.deps, {
        params: request.params as Record<string, string>,
        query: queryOf(request.query),
      });
      const html = await readIndex();
      return reply
        .status(answer.status)
        .header('cache-control', 'no-cache')
        .type('text/html')
        .send(answer.status === 200 ? withPageHead(html, answer.head) : html);
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
      !isEncodedCopy(asset) &&
      path.extname(url) &&
      fs.existsSync(asset) &&
      fs.statSync(asset).isFile()
    ) {
      return reply.sendFile(path.relative(distDir!, asset));
    }
    // A missing hashed asset (an old build's chunk) must fail as a 404: answering index.html would
    // hand the browser HTML where it expects a script.
    if (url.startsWith('/assets/')) throw AppError.of('NOT_FOUND', 'notFound');
    const html = await readIndex();
    return reply.header('cache-control', 'no-cache').type('text/html').send(html);
  });
}
