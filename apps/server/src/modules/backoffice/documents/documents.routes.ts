import { COLLECTION_ENDPOINTS as COLLECTIONS, DOCUMENT_ENDPOINTS as DOCUMENTS } from '@bitdata/contracts';
import type { AppDeps } from '../../../platform/app-deps';
import type { AppInstance } from '../../../platform/http/app-instance';
import { route } from '../../../platform/http/endpoint-route';
import { authOf } from '../../auth';
import * as collections from './collections.service';
import * as documents from './documents.service';

const ok = { data: { ok: true as const } };

/**
 * The document designer (RESOURCE.document) and collections (RESOURCE.collection), as
 * DOCUMENT_ENDPOINTS and COLLECTION_ENDPOINTS declare them. Any signed-in member reads the documents
 * they may view: the service answers each caller only those, with their field scope.
 */
export async function documentsRoutes(app: AppInstance, deps: AppDeps): Promise<void> {
  route(app, DOCUMENTS.list, async (req) => ({
    data: await documents.listDocuments(deps, authOf(req), req.query),
  }));
  route(app, DOCUMENTS.create, async (req) => ({
    data: await documents.createDocument(deps, authOf(req), req.body),
  }));
  route(app, DOCUMENTS.get, async (req) => ({
    data: await documents.getDocument(deps, authOf(req), req.params.code),
  }));
  route(app, DOCUMENTS.update, async (req) => ({
    data: await documents.updateDocument(deps, authOf(req), req.params.code, req.body),
  }));
  route(app, DOCUMENTS.remove, async (req) => {
    await documents.deleteDocument(deps, authOf(req), req.params.code);
    return ok;
  });
  route(app, DOCUMENTS.purgeField, async (req) => ({
    data: await documents.purgeField(deps, authOf(req), req.params.code, req.params.field),
  }));

  route(app, COLLECTIONS.list, async () => ({ data: await collections.listCollections(deps) }));
  route(app, COLLECTIONS.create, async (req) => ({
    data: await collections.createCollection(deps, req.body),
  }));
  route(app, COLLECTIONS.get, async (req) => ({
    data: await collections.getCollection(deps, req.params.code),
  }));
  route(app, COLLECTIONS.update, async (req) => ({
    data: await collections.updateCollection(deps, req.params.code, req.body),
  }));
  route(app, COLLECTIONS.remove, async (req) => {
    await collections.deleteCollection(deps, req.params.code);
    return ok;
  });
}
