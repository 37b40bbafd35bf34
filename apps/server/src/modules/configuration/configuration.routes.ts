import { cacheConfigurationResponseSchema, configurationQuerySchema } from '@bitdata/contracts';
import type { AppDeps } from '../../platform/app-deps';
import type { AppInstance } from '../../platform/http/app-instance';
import { listCacheConfiguration } from './configuration.service';

/**
 * Operator configuration documents. Public: the web reads its cache rules right after login, and
 * they hold nothing secret. The querystring schema only admits `document=cache configuration`.
 */
export async function configurationRoutes(app: AppInstance, deps: AppDeps): Promise<void> {
  app.get(
    '/configuration',
    {
      schema: {
        querystring: configurationQuerySchema,
        response: { 200: cacheConfigurationResponseSchema },
      },
    },
    async (request) => listCacheConfiguration(deps, request.query),
  );
}
