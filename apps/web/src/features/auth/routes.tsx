import { OAUTH_WEB_CALLBACK_PATH, OAUTH_WEB_LINK_PATH } from '@bitdata/contracts/oauth';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { lazyNamed } from '../../app/lazy';
import { PATHS } from '../../app/paths';
import { type FeatureRoutes, titled } from '../../app/routing';
import { GuestGuard } from './guards';

const LoginPage = lazyNamed(() => import('./pages/LoginPage'), 'LoginPage');
const RegisterPage = lazyNamed(() => import('./pages/RegisterPage'), 'RegisterPage');
const VerifyAccountPage = lazyNamed(() => import('./pages/VerifyAccountPage'), 'VerifyAccountPage');
const VerifyPage = lazyNamed(() => import('./pages/VerifyPage'), 'VerifyPage');
const ResetPasswordPage = lazyNamed(() => import('./pages/ResetPasswordPage'), 'ResetPasswordPage');
const OAuthCallbackPage = lazyNamed(() => import('./oauth/OAuthCallbackPage'), 'OAuthCallbackPage');
const OAuthLinkPage = lazyNamed(() => import('./oauth/OAuthLinkPage'), 'OAuthLinkPage');
const OAuthLoginRoute = lazyNamed(() => import('./oauth/OAuthLoginRoute'), 'OAuthLoginRoute');

const guest = (element: ReactNode) => <GuestGuard>{element}</GuestGuard>;

/** Sign-in, sign-up, verification and password reset. */
export const authRoutes: FeatureRoutes = {
  auth: [
    // the server returns a refused provider sign-in here too (OAuthLoginRoute)
    { path: PATHS.auth.login, element: <OAuthLoginRoute />, ...titled('titles.login') },
    { path: '/auth/login', element: guest(<LoginPage />), ...titled('titles.login') },
    { path: '/auth/login-unprotected', element: <LoginPage />, ...titled('titles.login') },
    { path: PATHS.auth.register, element: guest(<RegisterPage />), ...titled('titles.register') },
    { path: '/auth/register', element: guest(<RegisterPage />), ...titled('titles.register') },
    { path: '/auth/register-unprotected', element: <RegisterPage />, ...titled('titles.register') },
    {
      path: `${PATHS.auth.verifyAccount}/:username/:codeVerify`,
      element: <VerifyAccountPage />,
      ...titled('titles.verifyAccount'),
    },
    { path: PATHS.auth.verify, element: <VerifyPage />, ...titled('titles.verify') },
    { path: PATHS.auth.resetPassword, element: <ResetPasswordPage />, ...titled('titles.resetPassword') },
    // where the server returns a provider sign-in (the one-time code) and the mailed link to link one
    { path: OAUTH_WEB_CALLBACK_PATH, element: <OAuthCallbackPage />, ...titled('titles.login') },
    { path: OAUTH_WEB_LINK_PATH, element: <OAuthLinkPage />, ...titled('titles.login') },
  ],
  // The spec's sign-up link points at {service}/register.
  bare: [{ path: `${PATHS.service}/register`, element: <Navigate to={PATHS.auth.register} replace /> }],
};
