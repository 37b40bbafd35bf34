import { type BuiltinAdapter, LIST_ONLY, refuseQuery } from '../backoffice';
import { listUserPage } from './users.service';

/** Accounts listed as the `user` document (their own screens change them). */
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
