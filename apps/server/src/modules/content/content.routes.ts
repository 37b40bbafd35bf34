import { CONTENT_ENDPOINTS as API, can, PERMISSION_LEVEL, RESOURCE } from '@bitdata/contracts';
import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../../platform/app-deps';
import type { AppInstance } from '../../platform/http/app-instance';
import { route } from '../../platform/http/endpoint-route';
import { authOf, callerOf } from '../auth';
import * as content from './content.service';
import * as revisions from './revisions.service';

/** The content API, as CONTENT_ENDPOINTS declares it. */
export async function contentRoutes(app: AppInstance, deps: AppDeps): Promise<void> {
  // the public reads need no session; one that may edit content also reads what is not live yet
  const editor = async (request: FastifyRequest) => {
    const caller = await callerOf(deps, request);
    return caller !== null && can(caller.grants, RESOURCE.content, PERMISSION_LEVEL.edit);
  };

  route(app, API.list, async (req) =>
    content.listContent(deps, req.params.kind, req.query, await editor(req)),
  );
  route(app, API.get, async (req) => ({
    data: await content.getContent(deps, req.params.kind, req.params.code, await editor(req)),
  }));
  route(app, API.create, async (req) => ({
    data: await content.createContent(deps, authOf(req), req.params.kind, req.body),
  }));
  route(app, API.update, async (req) => ({
    data: await content.updateContent(deps, authOf(req), req.params.kind, req.params.code, req.body),
  }));
  route(app, API.remove, async (req) => ({
    data: await content.deleteContent(deps, req.params.kind, req.params.code),
  }));
  route(app, API.revisions, async (req) =>
    revisions.listRevisions(deps, req.params.kind, req.params.code, req.query),
  );
  route(app, API.restore, async (req) => ({
    data: await revisions.restoreRevision(
      deps,
      authOf(req),
      req.params.kind,
      req.params.code,
      req.params.revisionId,
    ),
  }));
}
