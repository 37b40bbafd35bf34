import type { Kysely } from 'kysely';
import { authModule } from '../modules/auth';
import { backofficeModule } from '../modules/backoffice';
import { configurationModule } from '../modules/configuration';
import { contentModule } from '../modules/content';
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
import { systemModule } from '../modules/system';
import { usersModule } from '../modules/users';
import { joinMigrations, type Migrations, runMigrations } from '../platform/db/migrate';
import { PLATFORM_MIGRATIONS } from '../platform/db/migrations';
import type { ModuleManifest, PageRoute, RoutePlugin } from '../platform/module';

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
  contentModule,
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
  systemModule,
];

/** Every module's route plugins, in module order. */
export const MODULE_ROUTES: readonly RoutePlugin[] = MODULES.flatMap((module) => module.routes ?? []);

/** Every module's pages of the web app whose head the server writes. */
export const MODULE_PAGES: readonly PageRoute[] = MODULES.flatMap((module) => module.pages ?? []);

/** Every module's routes at the site's root (sitemap, robots.txt, feeds), in module order. */
export const MODULE_SITE_ROUTES: readonly RoutePlugin[] = MODULES.flatMap(
  (module) => module.siteRoutes ?? [],
);

/**
 * Every migration: the platform's and every module's, one sequence ordered by name. A name's number
 * says when the migration was written, not which module owns it (the old hundreds per module ran out):
 * a new migration, in whichever module, takes the number after the highest of all of them.
 * Names never change once released: a database records what it ran by name.
 */
export const MIGRATIONS: Migrations = joinMigrations([
  { owner: 'platform', migrations: PLATFORM_MIGRATIONS },
  ...MODULES.map((module) => ({ owner: module.name, migrations: module.migrations })),
]);

/** Runs every pending migration of MIGRATIONS (a start, the tests, the benchmarks). */
export function migrateToLatest<DB>(db: Kysely<DB>): Promise<string[]> {
  return runMigrations(db, MIGRATIONS);
}
