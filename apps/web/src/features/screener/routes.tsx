import { lazy } from 'react';
import { lazyNamed } from '../../app/lazy';
import { type FeatureRoutes, titled } from '../../app/routing';
import type { FilterActions } from './pages/FilterDetailPage';

const FilterListPage = lazyNamed(() => import('./pages/FilterListPage'), 'FilterListPage');
const FilterCreatePage = lazyNamed(() => import('./pages/FilterCreatePage'), 'FilterCreatePage');

/** What other features add to the screener's pages, passed in by the app. */
export interface ScreenerSlots {
  /** The actions beside a filter's name (the statistics' backtest button), loaded with its page. */
  loadFilterActions: () => Promise<FilterActions>;
}

/** The member's filters: the list, the builder, and one filter's matches. */
export function screenerRoutes({ loadFilterActions }: ScreenerSlots): FeatureRoutes {
  const FilterDetailPage = lazy(async () => {
    const [{ FilterDetailPage: Page }, actions] = await Promise.all([
      import('./pages/FilterDetailPage'),
      loadFilterActions(),
    ]);
    return { default: () => <Page actions={actions} /> };
  });
  return {
    dashboard: [
      { path: 'filter', element: <FilterListPage />, ...titled('titles.filters') },
      { path: 'filter/create', element: <FilterCreatePage />, ...titled('titles.filterCreate') },
      { path: 'filter/:filterId', element: <FilterDetailPage />, ...titled('titles.filter') },
    ],
  };
}
