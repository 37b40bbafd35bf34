import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { PATHS } from '../../app/paths';
import { LoadingScreen } from '../../components/LoadingScreen';
import { useAuth } from './hooks/useAuth';
import { loginPathFor, returnToFrom } from './return-to';

/** Guarded pages: a signed-out visitor goes to login, which remembers the requested page. */
export function AuthGuard({ children }: { children: ReactNode }) {
  const { isInitialized, isAuthenticated, signedOut } = useAuth();
  const { pathname, search, hash } = useLocation();
  if (!isInitialized) return <LoadingScreen />;
  if (!isAuthenticated) {
    const to = signedOut === 'user' ? PATHS.auth.login : loginPathFor(`${pathname}${search}${hash}`);
    return <Navigate to={to} replace />;
  }
  return <>{children}</>;
}

/** Login and register: an already signed-in visitor is sent on (to the remembered page, else home). */
export function GuestGuard({ children }: { children: ReactNode }) {
  const { isInitialized, isAuthenticated } = useAuth();
  const { search } = useLocation();
  if (!isInitialized) return <LoadingScreen />;
  if (isAuthenticated) return <Navigate to={returnToFrom(search) ?? PATHS.dashboard.root} replace />;
  return <>{children}</>;
}
