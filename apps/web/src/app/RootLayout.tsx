import { Suspense, useCallback } from 'react';
import { Outlet, useNavigate } from 'react-router';
import { LoadingScreen } from '../components/LoadingScreen';
import { AuthProvider, loginPathFor } from '../features/auth';
import { RouteTracker } from './RouteTracker';
import { SettingsDrawerHost } from './settings/SettingsDrawerHost';

/** Inside the router so a lost session (401) can route to login and remember where the user was. */
export function RootLayout() {
  const navigate = useNavigate();
  const onSignedOut = useCallback(() => {
    navigate(loginPathFor(`${window.location.pathname}${window.location.search}`), { replace: true });
  }, [navigate]);

  return (
    <AuthProvider onSignedOut={onSignedOut}>
      <RouteTracker />
      <Suspense fallback={<LoadingScreen />}>
        <Outlet />
      </Suspense>
      <SettingsDrawerHost />
    </AuthProvider>
  );
}
