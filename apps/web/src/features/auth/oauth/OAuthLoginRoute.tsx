import { useRef } from 'react';
import { Navigate, useLocation } from 'react-router';
import { PATHS } from '../../../app/paths';
import { LoadingScreen } from '../../../components/LoadingScreen';
import { GuestGuard } from '../guards';
import { useAuth } from '../hooks/useAuth';
import { LoginPage } from '../pages/LoginPage';
import { oauthRefusalFrom } from './oauth-refusal';

/**
 * The login screen, which the server also returns a refused provider sign-in to (`?error=…`). Without
 * a refusal it is the guest-only login. With one, a member who was already signed in was linking a
 * provider from the account page: the reason is shown there. A visitor who signs in here stays until
 * the waiting provider is linked, so a new session is not sent away the way the guest-only login does.
 */
export function OAuthLoginRoute() {
  const { isInitialized, isAuthenticated } = useAuth();
  const { search } = useLocation();
  const arrivedSignedIn = useRef<boolean | null>(null);
  const refusal = oauthRefusalFrom(search) !== null;
  if (!refusal)
    return (
      <GuestGuard>
        <LoginPage />
      </GuestGuard>
    );
  if (!isInitialized) return <LoadingScreen />;
  arrivedSignedIn.current ??= isAuthenticated;
  if (arrivedSignedIn.current) return <Navigate to={`${PATHS.dashboard.account}${search}`} replace />;
  return <LoginPage />;
}
