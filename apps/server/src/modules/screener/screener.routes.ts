import { FILTER_ENDPOINTS as API } from '@bitdata/contracts';
import type { AppDeps } from '../../platform/app-deps';
import type { AppInstance } from '../../platform/http/app-instance';
import { route } from '../../platform/http/endpoint-route';
import { authOf } from '../auth';
import * as filters from './filters.service';

/** The screener API, as FILTER_ENDPOINTS declares it. */
export async function screenerRoutes(app: AppInstance, deps: AppDeps): Promise<void> {
  route(app, API.fields, async () => ({ data: filters.listFields() }));
  route(app, API.list, async (req) => ({ data: await filters.listFilters(deps, authOf(req)) }));
  route(app, API.create, async (req) => ({ data: await filters.createFilter(deps, authOf(req), req.body) }));
  route(app, API.preview, async (req) => ({
    data: await filters.previewFilter(deps, authOf(req), req.body),
  }));
  route(app, API.get, async (req) => ({
    data: await filters.getFilter(deps, authOf(req), req.params.filterId),
  }));
  route(app, API.update, async (req) => ({
    data: await filters.updateFilter(deps, authOf(req), req.params.filterId, req.body),
  }));
  route(app, API.remove, async (req) => ({
    data: await filters.deleteFilter(deps, authOf(req), req.params.filterId),
  }));
  route(app, API.matches, async (req) => ({
    data: await filters.filterMatches(deps, authOf(req), req.params.filterId),
  }));
  route(app, API.statisticFilters, async () => ({ data: await filters.listStatisticFilters(deps) }));
  route(app, API.statisticMatches, async (req) => ({
    data: await filters.statisticMatches(deps, req.params.code, req.query),
  }));
}
