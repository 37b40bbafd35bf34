import type { Migrations } from '../../../platform/db/migrate';
import * as m0510Notifications from './0510-notifications';
import * as m0511NotificationChannels from './0511-notification-channels';

/**
 * The notifications module's migrations. Their numbers belong to the one sequence every module shares
 * (bootstrap/modules.ts): a new migration takes the next free number of all of them.
 */
export const migrations: Migrations = {
  '0510-notifications': m0510Notifications,
  '0511-notification-channels': m0511NotificationChannels,
};
