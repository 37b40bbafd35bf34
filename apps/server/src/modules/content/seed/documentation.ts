import { BUILDING_FILTERS } from './documentation/building-filters';
import { DEVELOPER_API } from './documentation/developer-api';
import { FILTER_FIELDS } from './documentation/filter-fields';
import { GETTING_STARTED } from './documentation/getting-started';
import { MARKETS } from './documentation/markets';
import { NOTIFICATIONS } from './documentation/notifications';
import { PLANS_AND_PAYMENTS } from './documentation/plans-and-payments';
import { STATISTICS } from './documentation/statistics';
import { WEBHOOKS } from './documentation/webhooks';
import type { SeedItem } from './seed-item';

/**
 * The user documentation the product ships with, one file per page under documentation/. A section
 * comes after its parent; `order` leaves room between pages for the operators' own.
 */
export const DOCUMENTATION_SEED: SeedItem[] = [
  GETTING_STARTED,
  MARKETS,
  BUILDING_FILTERS,
  FILTER_FIELDS,
  STATISTICS,
  NOTIFICATIONS,
  WEBHOOKS,
  PLANS_AND_PAYMENTS,
  DEVELOPER_API,
];
