import { lazyNamed } from '../../app/lazy';
import { PATHS } from '../../app/paths';
import { type FeatureRoutes, titled } from '../../app/routing';

const StatisticPage = lazyNamed(() => import('./pages/StatisticPage'), 'StatisticPage');
const MultiTimeframePage = lazyNamed(() => import('./pages/MultiTimeframePage'), 'MultiTimeframePage');

/**
 * /core/statistic, public and the members' Statistics entry (its layout follows the session), and
 * the multi-timeframe runs.
 */
export const statisticsRoutes: FeatureRoutes = {
  session: [
    {
      path: PATHS.statistic,
      children: [{ index: true, element: <StatisticPage />, ...titled('titles.statistic') }],
    },
  ],
  dashboard: [
    {
      path: 'statistic/mutil-timeframe',
      element: <MultiTimeframePage />,
      ...titled('titles.multiTimeframe'),
    },
  ],
};

/** The backtest button a filter's page shows (the screener's), loaded with that page. */
export const loadRunStatisticsButton = () =>
  import('./components/RunStatisticsButton').then((m) => m.RunStatisticsButton);
