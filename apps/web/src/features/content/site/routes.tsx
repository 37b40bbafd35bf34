import type { RouteObject } from 'react-router';
import { lazyNamed } from '../../../app/lazy';
import { PATHS } from '../../../app/paths';
import { titled } from '../../../app/routing';

const NewsListPage = lazyNamed(() => import('./pages/NewsListPage'), 'NewsListPage');
const NewsPage = lazyNamed(() => import('./pages/NewsPage'), 'NewsPage');
const DocumentationPage = lazyNamed(() => import('./pages/DocumentationPage'), 'DocumentationPage');
const PolicyPage = lazyNamed(() => import('./pages/PolicyPage'), 'PolicyPage');
const FaqsPage = lazyNamed(() => import('./pages/FaqsPage'), 'FaqsPage');
const AboutPage = lazyNamed(() => import('./pages/AboutPage'), 'AboutPage');

/** The public pages reading the content API: news, documentation, policy, FAQ, about. */
export const siteRoutes: RouteObject[] = [
  { path: PATHS.newsList, element: <NewsListPage />, ...titled('titles.news') },
  { path: '/new/:code', element: <NewsPage />, ...titled('titles.newsItem') },
  { path: PATHS.documentation, element: <DocumentationPage />, ...titled('titles.documentation') },
  { path: '/documentation/:code', element: <DocumentationPage />, ...titled('titles.documentation') },
  { path: PATHS.policy, element: <PolicyPage />, ...titled('titles.policy') },
  { path: PATHS.faqs, element: <FaqsPage />, ...titled('titles.faqs') },
  { path: PATHS.about, element: <AboutPage />, ...titled('titles.about') },
  { path: PATHS.aboutUs, element: <AboutPage />, ...titled('titles.about') },
];
