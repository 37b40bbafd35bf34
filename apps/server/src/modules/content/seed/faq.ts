import { FAQ_ACCOUNT } from './faq/account';
import { FAQ_FILTERS } from './faq/filters';
import { FAQ_GETTING_STARTED } from './faq/getting-started';
import { FAQ_NOTIFICATIONS } from './faq/notifications';
import { FAQ_PLANS } from './faq/plans';
import { FAQ_STATISTICS } from './faq/statistics';
import type { SeedItem } from './seed-item';

/**
 * The questions traders ask, answered from what the product does today (plans, limits, networks and
 * rules as the code and its seeds have them). Operators edit them in the back office afterwards.
 */
export const FAQ_SEED: SeedItem[] = [
  ...FAQ_GETTING_STARTED,
  ...FAQ_FILTERS,
  ...FAQ_STATISTICS,
  ...FAQ_NOTIFICATIONS,
  ...FAQ_PLANS,
  ...FAQ_ACCOUNT,
];
