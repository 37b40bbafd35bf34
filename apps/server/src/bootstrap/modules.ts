import { authModule } from '../modules/auth';
import { backofficeModule } from '../modules/backoffice';
import { configurationModule } from '../modules/configuration';
import { filesModule } from '../modules/files';
import { healthModule } from '../modules/health';
import { marketModule } from '../modules/market';
import { notificationsModule } from '../modules/notifications';
import { paymentsModule } from '../modules/payments';
import { realtimeModule } from '../modules/realtime';
import { schedulesModule } from '../modules/schedules';
import { screenerModule } from '../modules/screener';
import { siteModule } from '../modules/site';
import { statisticsModule } from '../modules/statistics';
import { usersModule } from '../modules/users';
import type { ModuleManifest, RoutePlugin } from '../platform/module';

/**
 * The application's modules, one line each. Their seeds run in this order (reference data before
 * what refers to it) and their routes register in it; auth comes first because its access check
 * guards every route after it.
 */
export const MODULES: readonly ModuleManifest[] = [
  authModule,
  healthModule,
  usersModule,
  siteModule,
  realtimeModule,
  marketModule,
  configurationModule,
  screenerModule,
  notificationsModule,
  statisticsModule,
  paymentsModule,
  schedulesModule,
  filesModule,
  backofficeModule,
];

/** Every module's route plugins, in module order. */
export const MODULE_ROUTES: readonly RoutePlugin[] = MODULES.flatMap((module) => module.routes ?? []);
