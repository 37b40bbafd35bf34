import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import { PATHS } from './paths';
import type { FeatureRoutes, RouteArea } from './routing';

/** What the app draws around the features' pages: the root (providers, error page) and each area's layout. */
export type Frame = Partial<Record<RouteArea | 'root' | 'error', ReactNode>>;

/**
 * The route table: every feature's routes under its area's layout, in the order the features are
 * listed. Without a frame it is the same table without layouts, for asking where an address leads
 * (app/reachable.ts) without importing the layouts that ask it.
 */
export function routeTree(features: readonly FeatureRoutes[], frame: Frame = {}): RouteObject[] {
  const area = (name: RouteArea) => features.flatMap((routes) => routes[name] ?? []);
  return [
    {
      element: frame.root,
      errorElement: frame.error,
      children: [
        { element: frame.public, children: area('public') },
        { element: frame.session, children: area('session') },
        { element: frame.simple, children: area('simple') },
        { element: frame.auth, children: area('auth') },
        ...area('bare'),
        { path: PATHS.dashboard.root, element: frame.dashboard, children: area('dashboard') },
      ],
    },
  ];
}
