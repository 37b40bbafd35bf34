import { z } from 'zod';
import { pageOf } from './common';
import { CACHE_CONFIGURATION_DOCUMENT } from './constants/app';

/**
 * GET /api/{prefix}/configuration?active=true&document=cache%20configuration: the
 * operator's cache rules. The web stores them after login and picks, for a GET without its own
 * timeCache, the rule with the longest `url` prefix of the request path. Public: nothing secret.
 */

/** Query flags arrive as text; 'false' must mean false (z.coerce.boolean would read it as true). */
const booleanText = z
  .enum(['true', 'false', '1', '0'], { message: 'invalidValue' })
  .transform((v) => v === 'true' || v === '1');

export const configurationQuerySchema = z.object({
  /** Which configuration document; only the cache configuration exists so far. */
  document: z.literal(CACHE_CONFIGURATION_DOCUMENT, { message: 'invalidValue' }),
  /** true lists the rules in force, false the switched-off ones. */
  active: booleanText.default(true),
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  /** Rules are few; one default page holds them all so the web needs a single call. */
  pageSize: z.coerce.number().int().min(1).max(1000).default(100),
});
export type ConfigurationQuery = z.input<typeof configurationQuerySchema>;

export const cacheRuleSchema = z.object({
  id: z.string(),
  /** An API path prefix relative to the API base, such as `/market-reference`. */
  url: z.string(),
  /** Lifetime of a cached GET answer in ms; 0 means never cache. */
  timeCache: z.number().int().min(0),
  active: z.boolean(),
  description: z.string(),
});
export type CacheRule = z.infer<typeof cacheRuleSchema>;

export const cacheConfigurationResponseSchema = pageOf(cacheRuleSchema);
