import { storeCacheConfiguration } from './cache';
import { api } from './client';
import { configurationApi } from './endpoints';

/**
 * Reads the operator's cache rules (after login) and keeps a non-empty list in local
 * storage; an empty list or a failed call clears it, so the default hour applies. Never throws: a
 * missing configuration only changes cache lifetimes, it must not block signing in. When the rules
 * in force change, answers cached under the old ones are dropped.
 */
export async function refreshCacheConfiguration(): Promise<void> {
  let rules: unknown = [];
  try {
    rules = await configurationApi.cacheRules();
  } catch (error) {
    console.warn('Cache configuration could not be loaded', error);
  }
  if (storeCacheConfiguration(rules)) api().forgetCachedAnswers();
}
