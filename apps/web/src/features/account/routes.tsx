import { lazyNamed } from '../../app/lazy';
import { type FeatureRoutes, titled } from '../../app/routing';

const AccountPage = lazyNamed(() => import('./pages/AccountPage'), 'AccountPage');

/** /core/user/account: the member's profile, password and payment history. */
export const accountRoutes: FeatureRoutes = {
  dashboard: [{ path: 'user/account', element: <AccountPage />, ...titled('titles.account') }],
};
