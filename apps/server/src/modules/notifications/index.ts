import type { ModuleManifest } from '../../platform/module';
import { telegramRoutes } from './channels/telegram.routes';
import { devicesRoutes } from './devices.routes';
import { migrations } from './migrations';
import { userNotificationAdapter } from './notifications.documents';
import { registerNotificationJobs, registerTelegramJobs } from './notifications.handlers';
import { notificationListener } from './notifications.listener';
import { notificationsRoutes } from './notifications.routes';

export const notificationsModule: ModuleManifest = {
  name: 'notifications',
  migrations,
  documents: { notification: userNotificationAdapter },
  jobs: [registerNotificationJobs, registerTelegramJobs],
  routes: [notificationsRoutes, devicesRoutes, telegramRoutes],
  // one notification per market entering a notifying filter, written with the screened close
  screeningListeners: [notificationListener],
};

// The module's door: what other modules may use of it (lint:deps refuses any other way in).
export { availableChannels } from './notifications.service';
