import { type BuiltinAdapter, LIST_ONLY, listInMemory } from '../backoffice';
import { listFilters } from './filters.service';

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
