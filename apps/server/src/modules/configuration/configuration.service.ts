import type { CacheRule, configurationQuerySchema } from '@bitdata/contracts';
import type { z } from 'zod';
import type { AppDeps } from '../../platform/app-deps';
import * as repo from './configuration.repository';

type ConfigurationQuery = z.output<typeof configurationQuerySchema>;

/** The cache configuration document: one page of rules with the requested active flag. */
export async function listCacheConfiguration(deps: Pick<AppDeps, 'db'>, query: ConfigurationQuery) {
  const { rows, total } = await repo.listCacheRules(deps.db, {
    active: query.active,
    offset: (query.page - 1) * query.pageSize,
    limit: query.pageSize,
  });
  const data: CacheRule[] = rows.map((r) => ({
    id: r.id,
    url: r.url,
    timeCache: Number(r.time_cache_ms),
    active: r.active === 1,
    description: r.description,
  }));
  return { data, total, page: query.page, pageSize: query.pageSize };
}
