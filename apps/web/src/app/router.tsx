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

/** A back-office data screen, titled from the "backoffice.titles" texts. */
const bo = (path: string, element: React.ReactNode, title: string): RouteObject => ({
  path,
  element,
  ...titled(`backoffice.titles.${title}`),
});

/** Inherited template routes under the service prefix: no screens, the not-found page. */
const TEMPLATE_ROUTES = [
  'app',
  'ecommerce',
  'e-commerce',
  'analytics',
  'banking',
  'booking',
  'mail',
  'chat',
  'calendar',
  'kanban',
  'blog',
];

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
          // Back office: users, roles, groups and menus. 'user/account' and 'user/payment/...'
          // above are more specific than 'user/:id', so they keep their pages.
          { path: 'user', element: <P.UserListPage />, ...titled('backofficeAccess.titles.users') },
          {
            path: 'user/create',
            element: <P.UserCreatePage />,
            ...titled('backofficeAccess.titles.userCreate'),
          },
          { path: 'user/:id', element: <P.UserEditPage />, ...titled('backofficeAccess.titles.user') },
          { path: 'role', element: <P.RoleListPage />, ...titled('backofficeAccess.titles.roles') },
          {
            path: 'role/create',
            element: <P.RoleEditPage />,
            ...titled('backofficeAccess.titles.roleCreate'),
          },
          { path: 'role/:code', element: <P.RoleEditPage />, ...titled('backofficeAccess.titles.role') },
          { path: 'group', element: <P.GroupListPage />, ...titled('backofficeAccess.titles.groups') },
          {
            path: 'group/create',
            element: <P.GroupEditPage />,
            ...titled('backofficeAccess.titles.groupCreate'),
          },
          { path: 'group/:id', element: <P.GroupEditPage />, ...titled('backofficeAccess.titles.group') },
          {
            path: 'group/:document/:id',
            element: <P.GroupEditPage />,
            ...titled('backofficeAccess.titles.group'),
          },
          { path: 'menu', element: <P.MenuEditorPage />, ...titled('backofficeAccess.titles.menus') },
          { path: 'plans', element: <P.PlansPage />, ...titled('titles.plans') },
          { path: 'payments/review', element: <P.PaymentReviewPage />, ...titled('titles.paymentReview') },
          { path: 'taskschedule', element: <P.TaskSchedulesPage />, ...titled('schedules.title') },
          { path: 'import', element: <P.ImportListPage />, ...titled('backofficeImport.titles.list') },
          {
            path: 'import/create',
            element: <P.ImportCreatePage />,
            ...titled('backofficeImport.titles.create'),
          },
          {
            path: 'import/:id',
            element: <P.ImportDetailPage />,
            ...titled('backofficeImport.titles.detail'),
          },
          { path: 'event', element: <P.EventsPage />, ...titled('eventsScreen.titles.list') },
          { path: 'event/create', element: <P.EventRulePage />, ...titled('eventsScreen.titles.create') },
          { path: 'event/:id', element: <P.EventRulePage />, ...titled('eventsScreen.titles.edit') },
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
          // Back office data: collections, the document designer, master data, and the
          // generic list and form of any document.
          bo('collection', <P.CollectionListPage />, 'collections'),
          bo('collection/create', <P.CollectionEditPage />, 'collection'),
          bo('collection/:id', <P.CollectionEditPage />, 'collection'),
          bo('document', <P.DocumentListPage />, 'documents'),
          bo('document/create', <P.DocumentEditPage />, 'document'),
          bo('document/:id', <P.DocumentEditPage />, 'document'),
          // Forms: the designer; a document's create and edit screens draw its assigned form.
          { path: 'form', element: <P.FormListPage />, ...titled('backofficeForms.titles.list') },
          { path: 'form/create', element: <P.FormEditPage />, ...titled('backofficeForms.titles.create') },
          { path: 'form/:id', element: <P.FormEditPage />, ...titled('backofficeForms.titles.detail') },
          // The sidebar's "Master data" entry names no collection: the spec's own one.
          bo(
            'master-data',
            <Navigate to={`${PATHS.service}/master-data/masterdata`} replace />,
            'masterData',
          ),
          bo('master-data/:collection', <P.MasterDataPage />, 'masterData'),
          bo('master-data/create/:collection/:document?', <P.MasterDataCreatePage />, 'record'),
          bo('master-data/:collection/:id', <P.MasterDataRecordPage />, 'record'),
          // The inherited template routes stay not found: static, they rank above the generic `:document`.
          ...TEMPLATE_ROUTES.map(
            (path): RouteObject => ({
              path: `${path}/*`,
              element: <P.DashboardNotFoundPage />,
              handle: { title: 'titles.notFound', placeholder: true } satisfies RouteHandle,
            }),
          ),
          bo(':document', <P.RecordListPage />, 'records'),
          bo(':document/create', <P.RecordEditPage />, 'record'),
          bo(':document/:id', <P.RecordEditPage />, 'record'),
          { path: '*', element: <P.DashboardNotFoundPage />, ...titled('titles.notFound') },
        ],
      },
    ],
  },
];

export const router = createBrowserRouter(routes);
