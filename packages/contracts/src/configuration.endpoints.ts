import { cacheConfigurationResponseSchema, configurationQuerySchema } from './configuration';
import { endpoint } from './endpoint';

/**
 * The operators' configuration documents. Public: the web reads its cache rules right after login,
 * and they hold nothing secret.
 */
export const CONFIGURATION_ENDPOINTS = {
  /** A page of a configuration document's rules (`{ data, total, page, pageSize }`). */
  list: endpoint({
    method: 'GET',
    path: '/configuration',
    query: configurationQuerySchema,
    response: cacheConfigurationResponseSchema,
  }),
} as const;
