import { matchRoutes } from 'react-router';
import type { RouteHandle } from './RouteTracker';
import { routes } from './router';

/**
 * Whether a link to this address opens a real screen: not the not-found page and not a page that
 * only says its feature is coming. Menus and buttons show an entry only when it does.
 */
export function leadsSomewhere(path: string): boolean {
  const route = matchRoutes(routes, path)?.at(-1)?.route;
  if (!route || route.path === '*') return false;
  return !(route.handle as RouteHandle | undefined)?.placeholder;
}
