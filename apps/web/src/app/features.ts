import { accountRoutes } from '../features/account/routes';
import { authRoutes } from '../features/auth/routes';
import { backofficeRoutes } from '../features/backoffice/routes';
import { accessRoutes } from '../features/backoffice-access/routes';
import { importRoutes } from '../features/backoffice-import/routes';
import { contentRoutes } from '../features/content/routes';
import { dashboardRoutes } from '../features/dashboard/routes';
import { eventsRoutes } from '../features/events/routes';
import { formsRoutes } from '../features/forms/routes';
import { marketRoutes } from '../features/market/routes';
import { notificationsRoutes } from '../features/notifications/routes';
import { paymentsRoutes } from '../features/payments/routes';
import { publicRoutes } from '../features/public/routes';
import { schedulesRoutes } from '../features/schedules/routes';
import { screenerRoutes } from '../features/screener/routes';
import { loadRunStatisticsButton, statisticsRoutes } from '../features/statistics/routes';
import { systemRoutes } from '../features/system/routes';
import type { FeatureRoutes } from './routing';

/**
 * Every feature's routes, one line a feature. The app imports a feature's routes.tsx (lazy pages
 * only) rather than its index.ts, so the first download carries no feature's screens. What one
 * feature shows on another's page is passed in here: the screener's filter page shows the
 * statistics' backtest button, while the statistics import the screener.
 */
export const FEATURE_ROUTES: readonly FeatureRoutes[] = [
  publicRoutes,
  contentRoutes,
  authRoutes,
  dashboardRoutes,
  accountRoutes,
  marketRoutes,
  screenerRoutes({ loadFilterActions: loadRunStatisticsButton }),
  statisticsRoutes,
  notificationsRoutes,
  paymentsRoutes,
  accessRoutes,
  backofficeRoutes,
  formsRoutes,
  importRoutes,
  eventsRoutes,
  schedulesRoutes,
  systemRoutes,
];
