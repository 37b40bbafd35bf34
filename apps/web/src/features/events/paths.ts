import { SERVICE_PREFIX } from '../../api/config';

/** The events screens' routes: event, event/create, event/{id}. */
export const EVENT_PATHS = {
  list: `/${SERVICE_PREFIX}/event`,
  tab: (tab: string) => `/${SERVICE_PREFIX}/event?tab=${encodeURIComponent(tab)}`,
  create: `/${SERVICE_PREFIX}/event/create`,
  one: (id: string) => `/${SERVICE_PREFIX}/event/${encodeURIComponent(id)}`,
};
