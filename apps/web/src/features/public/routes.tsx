import { lazyNamed } from '../../app/lazy';
import { PATHS } from '../../app/paths';
import { type FeatureRoutes, titled } from '../../app/routing';

const LandingPage = lazyNamed(() => import('./pages/LandingPage'), 'LandingPage');
const ContactPage = lazyNamed(() => import('./pages/ContactPage'), 'ContactPage');
const ComponentsPage = lazyNamed(() => import('./pages/ComponentsPage'), 'ComponentsPage');
const ComingSoonPage = lazyNamed(() => import('./pages/ComingSoonPage'), 'ComingSoonPage');
const MaintenancePage = lazyNamed(() => import('./pages/MaintenancePage'), 'MaintenancePage');
const NotFoundPage = lazyNamed(() => import('./pages/ErrorPages'), 'NotFoundPage');
const ServerErrorPage = lazyNamed(() => import('./pages/ErrorPages'), 'ServerErrorPage');

/** The public site's own pages (the content pages are the content feature's), and the bare ones: coming soon, maintenance, the error and not-found pages. */
export const publicRoutes: FeatureRoutes = {
  public: [
    { index: true, element: <LandingPage />, ...titled('titles.landing') },
    { path: PATHS.contact, element: <ContactPage />, ...titled('titles.contact') },
    { path: PATHS.contactUs, element: <ContactPage />, ...titled('titles.contact') },
    { path: PATHS.components, element: <ComponentsPage />, ...titled('titles.components') },
  ],
  simple: [
    { path: PATHS.comingSoon, element: <ComingSoonPage />, ...titled('titles.comingSoon') },
    { path: PATHS.maintenance, element: <MaintenancePage />, ...titled('titles.maintenance') },
    { path: PATHS.page404, element: <NotFoundPage />, ...titled('titles.notFound') },
    { path: PATHS.page500, element: <ServerErrorPage />, ...titled('titles.serverError') },
    { path: '*', element: <NotFoundPage />, ...titled('titles.notFound') },
  ],
};
