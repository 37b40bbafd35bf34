import { FORM_ENDPOINTS as API } from '@bitdata/contracts';
import type { AppDeps } from '../../../platform/app-deps';
import type { AppInstance } from '../../../platform/http/app-instance';
import { route } from '../../../platform/http/endpoint-route';
import { authOf } from '../../auth';
import * as forms from './forms.service';

const ok = { data: { ok: true as const } };

/**
 * Forms, as FORM_ENDPOINTS declares them (RESOURCE.form): the designer's CRUD, assignment, chart data
 * and attaching uploads. Members read the form of a document they work with; the service checks which.
 */
export async function formsRoutes(app: AppInstance, deps: AppDeps): Promise<void> {
  route(app, API.list, async (req) => ({ data: await forms.listForms(deps, req.query.document) }));
  route(app, API.create, async (req) => ({ data: await forms.createForm(deps, req.body) }));
  // after the static /forms/attach: a member filling a form saves its uploads to the new record
  route(app, API.attach, async (req) => {
    await forms.attachUpload(deps, authOf(req), req.body);
    return ok;
  });
  route(app, API.get, async (req) => ({ data: await forms.getForm(deps, authOf(req), req.params.id) }));
  route(app, API.update, async (req) => ({ data: await forms.updateForm(deps, req.params.id, req.body) }));
  route(app, API.remove, async (req) => {
    await forms.deleteForm(deps, req.params.id);
    return ok;
  });
  route(app, API.assign, async (req) => ({
    data: await forms.assignForm(deps, req.params.id, req.body.assigned),
  }));
  route(app, API.chart, async (req) => ({
    data: await forms.chartData(deps, authOf(req), req.params.id, req.params.componentId),
  }));
}
