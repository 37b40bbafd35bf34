import { CACHE_CONFIGURATION_DOCUMENT } from '@bitdata/contracts';
import { type BuiltinAdapter, LIST_ONLY, refuseQuery } from '../backoffice';
import { listCacheConfiguration } from './configuration.service';

/** The cache configuration listed as its document (changed on its own screen, where its checks run). */
export const cacheConfigurationAdapter: BuiltinAdapter = {
  operations: LIST_ONLY,
  async list(deps, _auth, page) {
    refuseQuery(page.spec);
    const res = await listCacheConfiguration(deps, {
      document: CACHE_CONFIGURATION_DOCUMENT,
      active: true,
      page: page.page,
      pageSize: page.pageSize,
    });
    return {
      total: res.total,
      rows: res.data.map((r) => ({
        id: String(r.id),
        data: { url: r.url, timeCache: r.timeCache, active: r.active, description: r.description },
        ownerId: null,
        createdAt: 0,
        updatedAt: 0,
      })),
    };
  },
  read: async () => null,
};
