import type { ModuleManifest } from '../../platform/module';
import { registerTelegramJobs } from './channels/telegram.poll';
import { telegramRoutes } from './channels/telegram.routes';
import { devicesRoutes } from './devices.routes';
import { userNotificationAdapter } from './notifications.documents';
import { registerNotificationJobs } from './notifications.jobs';
import { notificationsRoutes } from './notifications.routes';

export const notificationsModule: ModuleManifest = {
  name: 'notifications',
  documents: { notification: userNotificationAdapter },
  jobs: [registerNotificationJobs, registerTelegramJobs],
  routes: [notificationsRoutes, devicesRoutes, telegramRoutes],
};
