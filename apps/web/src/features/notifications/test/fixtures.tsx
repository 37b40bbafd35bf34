import { type Grants, notificationLinks, PERMISSION_LEVEL, RESOURCE } from '@bitdata/contracts/constants';
import type { NotificationItem } from '@bitdata/contracts/notifications';
import type { TransportResponse } from '../../../api/client';
import { type Handler, installApi, testUser } from '../../../test/render';
import { saveSession } from '../../auth/auth-storage';
import { FIELDS } from '../../screener/test/fixtures';

const { view, create, edit, delete: remove } = PERMISSION_LEVEL;
export const MEMBER: Grants = {
  [RESOURCE.notification]: [view, create, edit, remove],
  [RESOURCE.filter]: [view, create, edit, remove],
};

export const FILTER_ID = '00000000-0000-4000-8000-000000000001';

/** A notification as GET /notifications answers it; `over` changes what a test is about. */
export function notification(over: Partial<NotificationItem> = {}): NotificationItem {
  const base = {
    id: '10000000-0000-4000-8000-000000000001',
    filterId: FILTER_ID,
    filterName: 'RSI dip',
    kind: 'entered' as const,
    exchangeId: 1,
    dataType: 3,
    symbol: 'BTCUSDT',
    interval: '1h' as const,
    // 09:00 UTC: 16:00 in the test member's zone (UTC+07:00)
    candleTime: Date.UTC(2025, 2, 14, 9),
    price: 43210.5,
    values: [
      { index: 0, field: 'rsi', operator: 'isLessThan' as const, matched: true, left: 28.25, value: 35 },
    ],
    readAt: null,
    createdAt: Date.UTC(2025, 2, 14, 10),
    deliveries: [
      { channel: 'inApp' as const, status: 'sent' as const, attempts: 1, error: null, updatedAt: 1 },
      {
        channel: 'webhook' as const,
        status: 'failed' as const,
        attempts: 5,
        error: 'HTTP 500',
        updatedAt: 2,
      },
    ],
    ...over,
  };
  return { ...base, links: notificationLinks('core', base), ...over };
}

/** A signed-in member and a fake server: `routes` answers the notification calls, the rest is the session's. */
export function serveNotifications(routes: Handler, grants: Grants = MEMBER, language: 'en' | 'vi' = 'en') {
  const user = testUser({ grants, language });
  saveSession({ accessToken: 'member-token', user }, true);
  return installApi((method, path, init): TransportResponse => {
    if (path === '/auth/me') return { status: 200, body: { data: user } };
    if (path === '/configuration') return { status: 200, body: { data: [] } };
    if (path === '/filters/fields') return { status: 200, body: { data: FIELDS } };
    if (path === '/filters')
      return {
        status: 200,
        body: {
          data: {
            filters: [{ filterId: FILTER_ID, name: 'RSI dip' }],
            usage: { used: 0, limit: 5, intervals: [], notifying: 1, notificationLimit: 5 },
          },
        },
      };
    return routes(method, path, init);
  });
}
