import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { AuthGuard, GuestGuard } from '../features/auth/guards';
import { StatisticShell } from '../features/statistics/StatisticShell';
import * as P from './pages';
import { PATHS } from './paths';
import { RootLayout } from './RootLayout';
import { RouteError } from './RouteError';
import type { RouteHandle } from './RouteTracker';

const titled = (title: string): { handle: RouteHandle } => ({ handle: { title } });

/** A page whose feature is still to come: it stays reachable by its address, but nothing links to it. */
const upcoming = (path: string, kind: string, placeholder = true): RouteObject => ({
  path,
  element: <P.UpcomingPage kind={kind} />,
  handle: { title: `upcoming.${kind}.title`, placeholder } satisfies RouteHandle,
});

const guest = (element: React.ReactNode) => <GuestGuard>{element}</GuestGuard>;

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      {
        element: <P.PublicLayout />,
        children: [
          { index: true, element: <P.LandingPage />, ...titled('titles.landing') },
          { path: PATHS.about, element: <P.AboutPage />, ...titled('titles.about') },
          { path: PATHS.aboutUs, element: <P.AboutPage />, ...titled('titles.about') },
          { path: PATHS.contact, element: <P.ContactPage />, ...titled('titles.contact') },
          { path: PATHS.contactUs, element: <P.ContactPage />, ...titled('titles.contact') },
          { path: PATHS.faqs, element: <P.FaqsPage />, ...titled('titles.faqs') },
          { path: PATHS.policy, element: <P.PolicyPage />, ...titled('titles.policy') },
          { path: PATHS.components, element: <P.ComponentsPage />, ...titled('titles.components') },
          upcoming(PATHS.documentation, 'documentation'),
          { path: PATHS.pricing, element: <P.PricingPage />, ...titled('titles.pricing') },
          { path: PATHS.payment, element: <P.PublicPaymentPage />, ...titled('titles.payment') },
          { path: PATHS.crypto, element: <P.CryptoPage />, ...titled('titles.crypto') },
          upcoming('/new/:code', 'news'),
        ],
      },
      // Public, and the members' Statistics entry: the layout follows the session (StatisticShell).
      {
        path: PATHS.statistic,
        element: <StatisticShell />,
        children: [{ index: true, element: <P.StatisticPage />, ...titled('titles.statistic') }],
      },
      {
        element: <P.SimpleLayout />,
        children: [
          { path: PATHS.comingSoon, element: <P.ComingSoonPage />, ...titled('titles.comingSoon') },
          { path: PATHS.maintenance, element: <P.MaintenancePage />, ...titled('titles.maintenance') },
          { path: PATHS.page404, element: <P.NotFoundPage />, ...titled('titles.notFound') },
          { path: PATHS.page500, element: <P.ServerErrorPage />, ...titled('titles.serverError') },
          { path: '*', element: <P.NotFoundPage />, ...titled('titles.notFound') },
        ],
      },
      {
        element: <P.AuthLayout />,
        children: [
          { path: PATHS.auth.login, element: guest(<P.LoginPage />), ...titled('titles.login') },
          { path: '/auth/login', element: guest(<P.LoginPage />), ...titled('titles.login') },
          { path: '/auth/login-unprotected', element: <P.LoginPage />, ...titled('titles.login') },
          { path: PATHS.auth.register, element: guest(<P.RegisterPage />), ...titled('titles.register') },
          { path: '/auth/register', element: guest(<P.RegisterPage />), ...titled('titles.register') },
          { path: '/auth/register-unprotected', element: <P.RegisterPage />, ...titled('titles.register') },
          {
            path: `${PATHS.auth.verifyAccount}/:username/:codeVerify`,
            element: <P.VerifyAccountPage />,
            ...titled('titles.verifyAccount'),
          },
          { path: PATHS.auth.verify, element: <P.VerifyPage />, ...titled('titles.verify') },
          {
            path: PATHS.auth.resetPassword,
            element: <P.ResetPasswordPage />,
            ...titled('titles.resetPassword'),
          },
        ],
      },
      // The spec's sign-up link points at {service}/register.
      { path: `${PATHS.service}/register`, element: <Navigate to={PATHS.auth.register} replace /> },
      {
        path: PATHS.dashboard.root,
        element: (
          <AuthGuard>
            <P.DashboardLayout />
          </AuthGuard>
        ),
        children: [
          { index: true, element: <P.DashboardHomePage />, ...titled('titles.dashboard') },
          { path: 'user/account', element: <P.AccountPage />, ...titled('titles.account') },
          { path: 'user/payment/:role/:time', element: <P.PaymentPage />, ...titled('titles.payment') },
          { path: 'plans', element: <P.PlansPage />, ...titled('titles.plans') },
          { path: 'payments/review', element: <P.PaymentReviewPage />, ...titled('titles.paymentReview') },
          {
            path: 'detail/:document/:marketName',
            element: <P.MarketDetailPage />,
            ...titled('titles.marketDetail'),
          },
          { path: 'market-feed', element: <P.MarketFeedPage />, ...titled('titles.marketFeed') },
          { path: 'filter', element: <P.FilterListPage />, ...titled('titles.filters') },
          { path: 'filter/create', element: <P.FilterCreatePage />, ...titled('titles.filterCreate') },
          { path: 'filter/:filterId', element: <P.FilterDetailPage />, ...titled('titles.filter') },
          {
            path: 'statistic/mutil-timeframe',
            element: <P.MultiTimeframePage />,
            ...titled('titles.multiTimeframe'),
          },
          { path: 'notification', element: <P.NotificationListPage />, ...titled('titles.notifications') },
          {
            path: 'notification/settings',
            element: <P.NotificationSettingsPage />,
            ...titled('titles.notificationSettings'),
          },
          // Markets inside the dashboard, so a member's "All markets" keeps the sidebar.
          { path: 'crypto', element: <P.CryptoPage />, ...titled('titles.crypto') },
          { path: '*', element: <P.DashboardNotFoundPage />, ...titled('titles.notFound') },
        ],
      },
    ],
  },
];

export const router = createBrowserRouter(routes);
