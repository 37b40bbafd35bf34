import { NOTIFICATION_ENDPOINTS as API } from '@bitdata/contracts';
import type { AppDeps } from '../../platform/app-deps';
import type { AppInstance } from '../../platform/http/app-instance';
import { route } from '../../platform/http/endpoint-route';
import { authOf } from '../auth';
import * as notifications from './notifications.service';

/**
 * A member's notifications: the in-app list, marking read, the channel settings; and the
 * operators' delivery health. Devices are in devices.routes.ts.
 */
export async function notificationsRoutes(app: AppInstance, deps: AppDeps): Promise<void> {
  route(app, API.list, async (req) => notifications.listNotifications(deps, authOf(req), req.query));
  route(app, API.read, async (req) => ({ data: await notifications.markRead(deps, authOf(req), req.body) }));
  route(app, API.settings, async (req) => ({ data: await notifications.getSettings(deps, authOf(req)) }));
  route(app, API.saveSettings, async (req) => ({
    data: await notifications.updateSettings(deps, authOf(req), req.body),
  }));
  route(app, API.health, async () => ({ data: await notifications.deliveryHealth(deps) }));
}
