import {
  NOTIFICATION_HEALTH_PERMISSION,
  notificationHealthResponseSchema,
  notificationListQuerySchema,
  notificationListResponseSchema,
  notificationReadResponseSchema,
  notificationReadSchema,
  notificationSettingsInputSchema,
  notificationSettingsResponseSchema,
  PERMISSION_LEVEL,
  RESOURCE,
} from '@bitdata/contracts';
import type { AppDeps } from '../../platform/app-deps';
import type { AppInstance } from '../../platform/http/app-instance';
import { authOf, permission } from '../auth/auth.guard';
import * as notifications from './notifications.service';

const { view, edit } = PERMISSION_LEVEL;

/**
 * A member's notifications: the in-app list, marking read, the channel settings; and the
 * operators' delivery health. Devices are in devices.routes.ts.
 */
export async function notificationsRoutes(app: AppInstance, deps: AppDeps): Promise<void> {
  app.get(
    '/notifications',
    {
      config: { access: permission(RESOURCE.notification, view) },
      schema: { querystring: notificationListQuerySchema, response: { 200: notificationListResponseSchema } },
    },
    async (req) => notifications.listNotifications(deps, authOf(req), req.query),
  );

  app.post(
    '/notifications/read',
    {
      config: { access: permission(RESOURCE.notification, edit) },
      schema: { body: notificationReadSchema, response: { 200: notificationReadResponseSchema } },
    },
    async (req) => ({ data: await notifications.markRead(deps, authOf(req), req.body) }),
  );

  app.get(
    '/notifications/settings',
    {
      config: { access: permission(RESOURCE.notification, view) },
      schema: { response: { 200: notificationSettingsResponseSchema } },
    },
    async (req) => ({ data: await notifications.getSettings(deps, authOf(req)) }),
  );

  app.put(
    '/notifications/settings',
    {
      config: { access: permission(RESOURCE.notification, edit) },
      schema: {
        body: notificationSettingsInputSchema,
        response: { 200: notificationSettingsResponseSchema },
      },
    },
    async (req) => ({ data: await notifications.updateSettings(deps, authOf(req), req.body) }),
  );

  app.get(
    '/notifications/health',
    {
      config: {
        access: permission(NOTIFICATION_HEALTH_PERMISSION.resource, NOTIFICATION_HEALTH_PERMISSION.level),
      },
      schema: { response: { 200: notificationHealthResponseSchema } },
    },
    async () => ({ data: await notifications.deliveryHealth(deps) }),
  );
}
