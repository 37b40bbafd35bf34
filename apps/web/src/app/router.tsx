import { createBrowserRouter } from 'react-router';
import { AuthGuard } from '../features/auth';
import { FEATURE_ROUTES } from './features';
import { AuthLayout, DashboardLayout, PublicLayout, SimpleLayout } from './layouts';
import { RootLayout } from './RootLayout';
import { RouteError } from './RouteError';
import { routeTree } from './route-tree';
import { SessionLayout } from './SessionLayout';

/** The features' routes in the app's frame: the dashboard is for signed-in members only. */
export const routes = routeTree(FEATURE_ROUTES, {
  root: <RootLayout />,
  error: <RouteError />,
  public: <PublicLayout />,
  session: <SessionLayout />,
  simple: <SimpleLayout />,
  auth: <AuthLayout />,
  dashboard: (
    <AuthGuard>
      <DashboardLayout />
    </AuthGuard>
  ),
});

export const router = createBrowserRouter(routes);
