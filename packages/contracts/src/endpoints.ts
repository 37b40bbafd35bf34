import { GROUP_ENDPOINTS, MENU_ENDPOINTS, ROLE_ENDPOINTS } from './access.endpoints';
import { AUTH_ENDPOINTS } from './auth.endpoints';
import { CONFIGURATION_ENDPOINTS } from './configuration.endpoints';
import { CONTENT_ENDPOINTS } from './content.endpoints';
import { COLLECTION_ENDPOINTS, DOCUMENT_ENDPOINTS } from './documents.endpoints';
import type { Endpoint } from './endpoint';
import { EVENT_ENDPOINTS } from './events.endpoints';
import { FILE_ENDPOINTS } from './files.endpoints';
import { FILTER_ENDPOINTS } from './filters.endpoints';
import { FORM_ENDPOINTS } from './forms.endpoints';
import { HEALTH_ENDPOINTS } from './health.endpoints';
import { IMPORT_ENDPOINTS } from './imports.endpoints';
import { MARKET_ENDPOINTS } from './market.endpoints';
import { NOTIFICATION_ENDPOINTS } from './notifications.endpoints';
import { PAYMENT_ENDPOINTS } from './payments.endpoints';
import { RECORD_ENDPOINTS } from './records.endpoints';
import { SCHEDULE_ENDPOINTS } from './schedules.endpoints';
import { SITE_ENDPOINTS } from './site.endpoints';
import { STATISTIC_ENDPOINTS } from './statistics.endpoints';
import { SYSTEM_ENDPOINTS } from './system.endpoints';
import { USER_ENDPOINTS } from './users.endpoints';

/**
 * Every family of declared endpoints, by API area: the tests check each declaration is well formed and
 * that the server registers exactly it. A new family joins here.
 */
export const ENDPOINTS: Readonly<Record<string, Readonly<Record<string, Endpoint>>>> = {
  auth: AUTH_ENDPOINTS,
  collections: COLLECTION_ENDPOINTS,
  configuration: CONFIGURATION_ENDPOINTS,
  content: CONTENT_ENDPOINTS,
  documents: DOCUMENT_ENDPOINTS,
  events: EVENT_ENDPOINTS,
  files: FILE_ENDPOINTS,
  filters: FILTER_ENDPOINTS,
  forms: FORM_ENDPOINTS,
  groups: GROUP_ENDPOINTS,
  health: HEALTH_ENDPOINTS,
  imports: IMPORT_ENDPOINTS,
  market: MARKET_ENDPOINTS,
  menus: MENU_ENDPOINTS,
  notifications: NOTIFICATION_ENDPOINTS,
  payments: PAYMENT_ENDPOINTS,
  records: RECORD_ENDPOINTS,
  roles: ROLE_ENDPOINTS,
  schedules: SCHEDULE_ENDPOINTS,
  site: SITE_ENDPOINTS,
  statistics: STATISTIC_ENDPOINTS,
  system: SYSTEM_ENDPOINTS,
  users: USER_ENDPOINTS,
};
