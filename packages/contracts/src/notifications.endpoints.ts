import { okSchema } from './common';
import { NOTIFICATION_HEALTH_PERMISSION } from './constants/notifications';
import { PERMISSION_LEVEL, type PermissionLevel, RESOURCE } from './constants/permissions';
import { endpoint } from './endpoint';
import {
  deviceIdParamsSchema,
  deviceListResponseSchema,
  deviceRegisterSchema,
  deviceResponseSchema,
  notificationHealthResponseSchema,
  notificationListQuerySchema,
  notificationListResponseSchema,
  notificationReadResponseSchema,
  notificationReadSchema,
  notificationSettingsInputSchema,
  notificationSettingsResponseSchema,
  telegramLinkResponseSchema,
} from './notifications';

const notification = (level: PermissionLevel) => ({
  resource: RESOURCE.notification,
  level,
});

/** The notifications API: a member's list, read marks, channel settings, devices and Telegram link. */
export const NOTIFICATION_ENDPOINTS = {
  /** The page and the counts beside it (`{ data, total, unread }`). */
  list: endpoint({
    method: 'GET',
    path: '/notifications',
    query: notificationListQuerySchema,
    response: notificationListResponseSchema,
    access: notification(PERMISSION_LEVEL.view),
  }),
  read: endpoint({
    method: 'POST',
    path: '/notifications/read',
    body: notificationReadSchema,
    response: notificationReadResponseSchema,
    access: notification(PERMISSION_LEVEL.edit),
  }),
  settings: endpoint({
    method: 'GET',
    path: '/notifications/settings',
    response: notificationSettingsResponseSchema,
    access: notification(PERMISSION_LEVEL.view),
  }),
  saveSettings: endpoint({
    method: 'PUT',
    path: '/notifications/settings',
    body: notificationSettingsInputSchema,
    response: notificationSettingsResponseSchema,
    access: notification(PERMISSION_LEVEL.edit),
  }),
  /** The operators' delivery health per channel. */
  health: endpoint({
    method: 'GET',
    path: '/notifications/health',
    response: notificationHealthResponseSchema,
    access: NOTIFICATION_HEALTH_PERMISSION,
  }),
  /** The member's Web Push browsers, the plan's limit and the VAPID public key. */
  devices: endpoint({
    method: 'GET',
    path: '/notifications/devices',
    response: deviceListResponseSchema,
    access: notification(PERMISSION_LEVEL.view),
  }),
  addDevice: endpoint({
    method: 'POST',
    path: '/notifications/devices',
    body: deviceRegisterSchema,
    status: 201,
    response: deviceResponseSchema,
    access: notification(PERMISSION_LEVEL.create),
  }),
  removeDevice: endpoint({
    method: 'DELETE',
    path: '/notifications/devices/:deviceId',
    params: deviceIdParamsSchema,
    response: okSchema,
    access: notification(PERMISSION_LEVEL.delete),
  }),
  /** A one-time link that binds the member's Telegram chat (400 while the server has no bot). */
  telegramLink: endpoint({
    method: 'POST',
    path: '/notifications/telegram/link',
    response: telegramLinkResponseSchema,
    access: notification(PERMISSION_LEVEL.edit),
  }),
} as const;
