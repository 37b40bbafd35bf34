import { CONFIGURATION_ENDPOINTS as API } from '@bitdata/contracts';
import type { AppDeps } from '../../platform/app-deps';
import type { AppInstance } from '../../platform/http/app-instance';
import { route } from '../../platform/http/endpoint-route';
import { listCacheConfiguration } from './configuration.service';

/**
 * Operator configuration documents, as CONFIGURATION_ENDPOINTS declares them. Public: the web reads
 * its cache rules right after login, and they hold nothing secret. The querystring schema only admits
 * `document=cache configuration`.
 */
export async function configurationRoutes(app: AppInstance, deps: AppDeps): Promise<void> {
  route(app, API.list, async (request) => listCacheConfiguration(deps, request.query));
}
