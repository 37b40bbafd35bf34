import { lazyNamed } from '../../app/lazy';
import { PATHS } from '../../app/paths';
import { type FeatureRoutes, titled } from '../../app/routing';

const CryptoPage = lazyNamed(() => import('./pages/CryptoPage'), 'CryptoPage');
const MarketDetailPage = lazyNamed(() => import('./pages/MarketDetailPage'), 'MarketDetailPage');
const MarketFeedPage = lazyNamed(() => import('./pages/MarketFeedPage'), 'MarketFeedPage');

/** The markets list, a market's chart, and the feed's state. */
export const marketRoutes: FeatureRoutes = {
  public: [{ path: PATHS.crypto, element: <CryptoPage />, ...titled('titles.crypto') }],
  dashboard: [
    {
      path: 'detail/:document/:marketName',
      element: <MarketDetailPage />,
      ...titled('titles.marketDetail'),
    },
    { path: 'market-feed', element: <MarketFeedPage />, ...titled('titles.marketFeed') },
    // Markets inside the dashboard, so a member's "All markets" keeps the sidebar.
    { path: 'crypto', element: <CryptoPage />, ...titled('titles.crypto') },
  ],
};
