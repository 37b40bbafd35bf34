import { CONFIGURATION_ENDPOINTS } from './configuration.endpoints';
import { CONTENT_ENDPOINTS } from './content.endpoints';
import type { Endpoint } from './endpoint';
import { FILE_ENDPOINTS } from './files.endpoints';
import { FILTER_ENDPOINTS } from './filters.endpoints';
import { HEALTH_ENDPOINTS } from './health.endpoints';
import { MARKET_ENDPOINTS } from './market.endpoints';
import { NOTIFICATION_ENDPOINTS } from './notifications.endpoints';
import { PAYMENT_ENDPOINTS } from './payments.endpoints';
import { SCHEDULE_ENDPOINTS } from './schedules.endpoints';
import { SITE_ENDPOINTS } from './site.endpoints';
import { STATISTIC_ENDPOINTS } from './statistics.endpoints';
import { USER_ENDPOINTS } from './users.endpoints';

/**
 * Every family of declared endpoints, by API area: the tests check each declaration is well formed and
 * that the server registers exactly it. A new family joins here.
 */
export const ENDPOINTS: Readonly<Record<string, Readonly<Record<string, Endpoint>>>> = {
  configuration: CONFIGURATION_ENDPOINTS,
  content: CONTENT_ENDPOINTS,
  files: FILE_ENDPOINTS,
  filters: FILTER_ENDPOINTS,
  health: HEALTH_ENDPOINTS,
  market: MARKET_ENDPOINTS,
  notifications: NOTIFICATION_ENDPOINTS,
  payments: PAYMENT_ENDPOINTS,
  schedules: SCHEDULE_ENDPOINTS,
  site: SITE_ENDPOINTS,
  statistics: STATISTIC_ENDPOINTS,
  users: USER_ENDPOINTS,
};
