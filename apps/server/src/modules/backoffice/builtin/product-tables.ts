import { CACHE_CONFIGURATION_DOCUMENT } from '@bitdata/contracts';
import { listCacheConfiguration } from '../../configuration/configuration.service';
import { listNotifications } from '../../notifications/notifications.service';
import { listFilters } from '../../screener/filters.service';
import { listUserPage } from '../../users/users.service';
import { type BuiltinAdapter, LIST_ONLY } from './adapter';
import { listInMemory, refuseQuery } from './in-memory';

/**
 * Product tables shown as documents through their modules' service exports. Users have their own
 * screens (list only here); the cache configuration and a member's filters are listed, their
 * changes stay on their own screens where the checks of those modules run.
 */

export const userAdapter: BuiltinAdapter = {
  operations: LIST_ONLY,
  async list(deps, _auth, page) {
    // every account is someone else's record: without view all the list is empty (one's own
    // account has its own screen)
    refuseQuery(page.spec);
    if (page.owners !== null) return { rows: [], total: 0 };
    const res = await listUserPage(deps, { page: page.page, pageSize: page.pageSize });
    return {
      total: res.total,
      rows: res.data.map((u) => ({
        id: u.id,
        data: { username: u.username, name: u.name, role: u.role, verified: u.verified },
        ownerId: u.id,
        createdAt: u.createdAt,
        updatedAt: u.createdAt,
      })),
    };
  },
  read: async () => null,
};

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

/** A member's own filters (their screen is /core/filter). */
export const userFilterAdapter: BuiltinAdapter = {
  operations: LIST_ONLY,
  async list(deps, auth, page) {
    const { filters } = await listFilters(deps, auth);
    const rows = filters.map((f) => ({
      id: f.filterId,
      data: { name: f.name, interval: f.interval, matchCount: f.matchCount },
      ownerId: auth.user.id,
      createdAt: 0,
      updatedAt: 0,
    }));
    return listInMemory(rows, page.spec);
  },
  read: async () => null,
};

/** A member's own notifications (their screen is the notification list); pages of at most 100. */
export const userNotificationAdapter: BuiltinAdapter = {
  operations: LIST_ONLY,
  async list(deps, auth, page) {
    refuseQuery(page.spec);
    const res = await listNotifications(deps, auth, {
      page: page.page,
      pageSize: Math.min(100, page.pageSize),
    });
    return {
      total: res.total,
      rows: res.data.map((n) => ({
        id: n.id,
        data: {
          filterName: n.filterName,
          symbol: n.symbol,
          interval: n.interval,
          kind: n.kind,
          price: n.price,
        },
        ownerId: auth.user.id,
        createdAt: n.createdAt,
        updatedAt: n.createdAt,
      })),
    };
  },
  read: async () => null,
};
