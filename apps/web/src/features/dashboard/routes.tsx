import type { RouteObject } from 'react-router';
import { lazyNamed } from '../../app/lazy';
import { type FeatureRoutes, type RouteHandle, titled } from '../../app/routing';

const DashboardHomePage = lazyNamed(() => import('./pages/DashboardHomePage'), 'DashboardHomePage');
const DashboardNotFoundPage = lazyNamed(
  () => import('./pages/DashboardNotFoundPage'),
  'DashboardNotFoundPage',
);

/** Inherited template routes under the service prefix: no screens, the not-found page. */
const TEMPLATE_ROUTES = [
  'app',
  'ecommerce',
  'e-commerce',
  'analytics',
  'banking',
  'booking',
  'mail',
  'chat',
  'calendar',
  'kanban',
  'blog',
];

/** The dashboard's home, and its not-found page for every address under {service} naming nothing. */
export const dashboardRoutes: FeatureRoutes = {
  dashboard: [
    { index: true, element: <DashboardHomePage />, ...titled('titles.dashboard') },
    // The inherited template routes stay not found: static, they rank above the back office's generic `:document`.
    ...TEMPLATE_ROUTES.map(
      (path): RouteObject => ({
        path: `${path}/*`,
        element: <DashboardNotFoundPage />,
        handle: { title: 'titles.notFound', placeholder: true } satisfies RouteHandle,
      }),
    ),
    { path: '*', element: <DashboardNotFoundPage />, ...titled('titles.notFound') },
  ],
};
