import type { RouteObject } from 'react-router';
import { lazyNamed } from '../../app/lazy';
import { PATHS } from '../../app/paths';
import { type FeatureRoutes, type RouteHandle, titled } from '../../app/routing';

const LandingPage = lazyNamed(() => import('./pages/LandingPage'), 'LandingPage');
const AboutPage = lazyNamed(() => import('./pages/AboutPage'), 'AboutPage');
const ContactPage = lazyNamed(() => import('./pages/ContactPage'), 'ContactPage');
const FaqsPage = lazyNamed(() => import('./pages/FaqsPage'), 'FaqsPage');
const PolicyPage = lazyNamed(() => import('./pages/PolicyPage'), 'PolicyPage');
const ComponentsPage = lazyNamed(() => import('./pages/ComponentsPage'), 'ComponentsPage');
const UpcomingPage = lazyNamed(() => import('./pages/UpcomingPage'), 'UpcomingPage');
const ComingSoonPage = lazyNamed(() => import('./pages/ComingSoonPage'), 'ComingSoonPage');
const MaintenancePage = lazyNamed(() => import('./pages/MaintenancePage'), 'MaintenancePage');
const NotFoundPage = lazyNamed(() => import('./pages/ErrorPages'), 'NotFoundPage');
const ServerErrorPage = lazyNamed(() => import('./pages/ErrorPages'), 'ServerErrorPage');

/** A page whose feature is still to come: it stays reachable by its address, but nothing links to it. */
const upcoming = (path: string, kind: string): RouteObject => ({
  path,
  element: <UpcomingPage kind={kind} />,
  handle: { title: `upcoming.${kind}.title`, placeholder: true } satisfies RouteHandle,
});

/** The public site's pages, and the bare ones: coming soon, maintenance, the error and not-found pages. */
export const publicRoutes: FeatureRoutes = {
  public: [
    { index: true, element: <LandingPage />, ...titled('titles.landing') },
    { path: PATHS.about, element: <AboutPage />, ...titled('titles.about') },
    { path: PATHS.aboutUs, element: <AboutPage />, ...titled('titles.about') },
    { path: PATHS.contact, element: <ContactPage />, ...titled('titles.contact') },
    { path: PATHS.contactUs, element: <ContactPage />, ...titled('titles.contact') },
    { path: PATHS.faqs, element: <FaqsPage />, ...titled('titles.faqs') },
    { path: PATHS.policy, element: <PolicyPage />, ...titled('titles.policy') },
    { path: PATHS.components, element: <ComponentsPage />, ...titled('titles.components') },
    upcoming(PATHS.documentation, 'documentation'),
    upcoming('/new/:code', 'news'),
  ],
  simple: [
    { path: PATHS.comingSoon, element: <ComingSoonPage />, ...titled('titles.comingSoon') },
    { path: PATHS.maintenance, element: <MaintenancePage />, ...titled('titles.maintenance') },
    { path: PATHS.page404, element: <NotFoundPage />, ...titled('titles.notFound') },
    { path: PATHS.page500, element: <ServerErrorPage />, ...titled('titles.serverError') },
    { path: '*', element: <NotFoundPage />, ...titled('titles.notFound') },
  ],
};
