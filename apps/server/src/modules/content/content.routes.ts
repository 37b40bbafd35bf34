import { CONTENT_ENDPOINTS as API, can, PERMISSION_LEVEL, RESOURCE } from '@bitdata/contracts';
import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../../platform/app-deps';
import type { AppInstance } from '../../platform/http/app-instance';
import { route } from '../../platform/http/endpoint-route';
import { authOf, callerOf } from '../auth';
import { contentAnswersOf } from './content.cache';
import * as content from './content.service';
import * as revisions from './revisions.service';
import * as search from './search/search.service';

/** The content API, as CONTENT_ENDPOINTS declares it. */
export async function contentRoutes(app: AppInstance, deps: AppDeps): Promise<void> {
  // the public reads need no session; one that may edit content also reads what is not live yet
  const editor = async (request: FastifyRequest) => {
    const caller = await callerOf(deps, request);
    return caller !== null && can(caller.grants, RESOURCE.content, PERMISSION_LEVEL.edit);
  };

  // the public's reads answered from memory (content.cache.ts); an editor's never are
  const answers = contentAnswersOf(deps);
  const kept = { onRequest: answers.early };
  // a write is told to every instance once committed: each drops the answers it keeps
  const changed = async <T>(write: Promise<T>): Promise<T> => {
    const result = await write;
    await answers.changed();
    return result;
  };
  // this instance's seed may have written items the running ones do not show yet (not awaited: the
  // start does not wait for Redis)
  void answers.changed();

  route(
    app,
    API.list,
    async (req, reply) => {
      const { kind } = req.params;
      if (await editor(req)) return content.listContent(deps, kind, req.query, true);
      const { page, pageSize, lang, tag, view } = req.query;
      const key = `list:${kind}?page=${page}&pageSize=${pageSize}&lang=${lang ?? ''}&tag=${encodeURIComponent(tag ?? '')}&view=${view}`;
      return answers.serve(reply, key, () => content.listContent(deps, kind, req.query, false));
    },
    kept,
  );
  route(
    app,
    API.get,
    async (req, reply) => {
      const { kind, code } = req.params;
      if (await editor(req)) return { data: await content.getContent(deps, kind, code, true) };
      return answers.serve(reply, `get:${kind}/${code}`, async () => ({
        data: await content.getContent(deps, kind, code, false),
      }));
    },
    kept,
  );
  // live items only, whoever asks: an editor looks for drafts in the back office's lists
  route(app, API.search, async (req) => search.searchContent(deps, req.query));
  route(app, API.create, async (req) => ({
    data: await changed(content.createContent(deps, authOf(req), req.params.kind, req.body)),
  }));
  route(app, API.update, async (req) => ({
    data: await changed(content.updateContent(deps, authOf(req), req.params.kind, req.params.code, req.body)),
  }));
  route(app, API.remove, async (req) => ({
    data: await changed(content.deleteContent(deps, req.params.kind, req.params.code)),
  }));
  route(app, API.revisions, async (req) =>
    revisions.listRevisions(deps, req.params.kind, req.params.code, req.query),
  );
  route(app, API.restore, async (req) => ({
    data: await changed(
      revisions.restoreRevision(deps, authOf(req), req.params.kind, req.params.code, req.params.revisionId),
    ),
  }));
}
