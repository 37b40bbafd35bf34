import { matchRoutes } from 'react-router';
import { FEATURE_ROUTES } from './features';
import { routeTree } from './route-tree';
import type { RouteHandle } from './routing';

/** The features' route table without the layouts: the layouts' menus ask it, so it cannot hold them. */
const routes = routeTree(FEATURE_ROUTES);

/**
 * Whether a link to this address opens a real screen: not the not-found page and not a page that
 * only says its feature is coming. Menus and buttons show an entry only when it does.
 */
export function leadsSomewhere(path: string): boolean {
  const route = matchRoutes(routes, path)?.at(-1)?.route;
  if (!route || route.path === '*') return false;
  return !(route.handle as RouteHandle | undefined)?.placeholder;
}
