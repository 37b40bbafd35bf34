import { matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { SCAN_ROUTES } from '../../e2e/scan-routes';
import { routes } from './router';

/** Every route object with a path or index, as the chain of route objects from the root. */
function leaves(list: RouteObject[], parents: RouteObject[] = []): RouteObject[][] {
  return list.flatMap((route) => {
    const chain = [...parents, route];
    const own = route.path !== undefined || route.index ? [chain] : [];
    return [...own, ...(route.children ? leaves(route.children, chain) : [])];
  });
}

describe('the e2e page scan', () => {
  it('visits an address for every route of the router', () => {
    const reached = new Set(
      SCAN_ROUTES.flatMap(
        (address) => matchRoutes(routes, address.split('?')[0] ?? '')?.map((m) => m.route) ?? [],
      ),
    );
    const missed = leaves(routes)
      .map((chain) => chain.at(-1) as RouteObject)
      .filter((route) => !reached.has(route))
      .map((route) => route.path ?? '(index)');
    expect(missed).toEqual([]);
  });
});
