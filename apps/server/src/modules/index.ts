import type { AppDeps } from '../deps';
import type { AppInstance } from '../platform/http/app-instance';
import { accessControl } from './auth/auth.guard';
import { authRoutes } from './auth/auth.routes';
import { documentsRoutes } from './backoffice/documents.routes';
import { eventsRoutes } from './backoffice/events.routes';
import { exportsRoutes } from './backoffice/exports.routes';
import { formsRoutes } from './backoffice/forms.routes';
import { groupsRoutes } from './backoffice/groups.routes';
import { importsRoutes } from './backoffice/imports.routes';
import { menusRoutes } from './backoffice/menus.routes';
import { recordsRoutes } from './backoffice/records.routes';
import { rolesRoutes } from './backoffice/roles.routes';
import { configurationRoutes } from './configuration/configuration.routes';
import { filesRoutes } from './files/files.routes';
import { healthRoutes } from './health/health.routes';
import { marketRoutes } from './market/market.routes';
import { telegramRoutes } from './notifications/channels/telegram.routes';
import { devicesRoutes } from './notifications/devices.routes';
import { notificationsRoutes } from './notifications/notifications.routes';
import { paymentsRoutes } from './payments/payments.routes';
import { realtimeRoutes } from './realtime/realtime.routes';
import { schedulesRoutes } from './schedules/schedules.routes';
import { screenerRoutes } from './screener/screener.routes';
import { siteRoutes } from './site/site.routes';
import { statisticsRoutes } from './statistics/statistics.routes';
import { usersRoutes } from './users/users.routes';

/**
 * Every feature module's routes, registered under the API prefix. A new module adds one line.
 * accessControl is the scope's access check (a route's `config.access`, before validation).
 */
export const MODULE_ROUTES: Array<(app: AppInstance, deps: AppDeps) => Promise<void>> = [
  accessControl,
  healthRoutes,
  authRoutes,
  usersRoutes,
  rolesRoutes,
  groupsRoutes,
  menusRoutes,
  siteRoutes,
  realtimeRoutes,
  marketRoutes,
  configurationRoutes,
  screenerRoutes,
  notificationsRoutes,
  statisticsRoutes,
  paymentsRoutes,
  devicesRoutes,
  telegramRoutes,
  schedulesRoutes,
  documentsRoutes,
  recordsRoutes,
  exportsRoutes,
  importsRoutes,
  filesRoutes,
  formsRoutes,
  eventsRoutes,
];
