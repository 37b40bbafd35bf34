import { type BuiltinAdapter, LIST_ONLY, refuseQuery } from '../backoffice';
import { listNotifications } from './notifications.service';

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
