import { PATHS } from '../../app/paths';

/** /core/notification (the list) and its settings screen. */
export const NOTIFICATION_PATHS = {
  list: `${PATHS.service}/notification`,
  settings: `${PATHS.service}/notification/settings`,
} as const;
