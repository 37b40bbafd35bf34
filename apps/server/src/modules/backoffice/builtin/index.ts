import type { BuiltinAdapter } from './adapter';
import { intervalAdapter, marketTypeAdapter, timeFrameAdapter } from './market-constants';
import {
  cacheConfigurationAdapter,
  userAdapter,
  userFilterAdapter,
  userNotificationAdapter,
} from './product-tables';

/**
 * Built-in documents with an adapter, by document code. A built-in document without one is listed
 * with every operation off: its screens are the product's own.
 */
export const BUILTIN_ADAPTERS: Readonly<Record<string, BuiltinAdapter>> = {
  interval: intervalAdapter,
  'market-type': marketTypeAdapter,
  'time-frame': timeFrameAdapter,
  user: userAdapter,
  'cache-configuration': cacheConfigurationAdapter,
  filter: userFilterAdapter,
  notification: userNotificationAdapter,
};
