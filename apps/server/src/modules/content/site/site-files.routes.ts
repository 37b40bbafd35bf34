import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../../platform/app-deps';
import type { AppInstance } from '../../../platform/http/app-instance';
import { sendKeptBytes } from '../../../platform/http/kept-answer-encoding';
import { contentAnswersOf } from '../content.cache';
import { ATOM_PATH, RSS_PATH, renderAtom, renderRss } from './feeds';
import { siteImage } from './site-image';
import { languageOf, SITE_IMAGE_PATH } from './site-urls';
import { renderRobots, renderSitemap } from './sitemap';

/**
 * The files crawlers and feed readers ask for at the site's root: /sitemap.xml, /robots.txt, the news
 * feeds and the default image of shared links. Read through the content's answers, so they follow
 * every write and scheduled time as the API's reads do.
 */
const langOf = (request: FastifyRequest) => languageOf((request.query as { lang?: unknown }).lang as string);

export async function siteFilesRoutes(app: AppInstance, deps: AppDeps): Promise<void> {
  const answers = contentAnswersOf(deps);
  // always revalidated: an item published at 10:00 is in the next read after 10:00; kept bytes go
  // in brotli or gzip to the crawlers and readers that take it
  const send = (request: FastifyRequest, reply: FastifyReply, type: string, body: Buffer) =>
    sendKeptBytes(request, reply.header('cache-control', 'no-cache').type(type), body);

  app.get('/sitemap.xml', async (request, reply) =>
    send(
      request,
      reply,
      'application/xml; charset=utf-8',
      await answers.through('sitemap', () => renderSitemap(deps)),
    ),
  );
  app.get('/robots.txt', async (_request, reply) =>
    reply
      .header('cache-control', 'no-cache')
      .type('text/plain; charset=utf-8')
      .send(renderRobots(deps.config)),
  );
  app.get(RSS_PATH, async (request, reply) => {
    const lang = langOf(request);
    const body = await answers.through(`feed:rss:${lang}`, () => renderRss(deps, lang));
    return send(request, reply, 'application/rss+xml; charset=utf-8', body);
  });
  app.get(ATOM_PATH, async (request, reply) => {
    const lang = langOf(request);
    const body = await answers.through(`feed:atom:${lang}`, () => renderAtom(deps, lang));
    return send(request, reply, 'application/atom+xml; charset=utf-8', body);
  });
  app.get(SITE_IMAGE_PATH, async (_request, reply) =>
    reply.header('cache-control', 'public, max-age=86400').type('image/png').send(siteImage()),
  );
}
