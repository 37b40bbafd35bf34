import { RECORD_ENDPOINTS as API } from '@bitdata/contracts';
import type { AppDeps } from '../../../platform/app-deps';
import type { AppInstance } from '../../../platform/http/app-instance';
import { route } from '../../../platform/http/endpoint-route';
import { authOf } from '../../auth';
import * as records from './records.service';

/**
 * Records of any document, as RECORD_ENDPOINTS declares them: signed in here, the caller's levels
 * on the document itself are checked by the service (row and field scope need the record and the
 * document).
 */
export async function recordsRoutes(app: AppInstance, deps: AppDeps): Promise<void> {
  route(app, API.list, async (req) =>
    records.listRecords(deps, authOf(req), req.params.documentCode, req.query),
  );
  route(app, API.create, async (req) => ({
    data: await records.createRecord(deps, authOf(req), req.params.documentCode, req.body),
  }));
  route(app, API.get, async (req) => ({
    data: await records.getRecord(deps, authOf(req), req.params.documentCode, req.params.id),
  }));
  route(app, API.update, async (req) => ({
    data: await records.updateRecord(deps, authOf(req), req.params.documentCode, req.params.id, req.body),
  }));
  route(app, API.remove, async (req) => {
    await records.deleteRecord(deps, authOf(req), req.params.documentCode, req.params.id);
    return { data: { ok: true as const } };
  });
}
