import { lazyNamed } from './lazy';

/** Every screen is its own chunk: a visitor downloads only the code of the pages they open. */
export const PublicLayout = lazyNamed(() => import('../layouts/public/PublicLayout'), 'PublicLayout');
export const SimpleLayout = lazyNamed(() => import('../layouts/simple/SimpleLayout'), 'SimpleLayout');
export const AuthLayout = lazyNamed(() => import('../layouts/auth/AuthLayout'), 'AuthLayout');
export const DashboardLayout = lazyNamed(
  () => import('../layouts/dashboard/DashboardLayout'),
  'DashboardLayout',
);

export const LandingPage = lazyNamed(() => import('../features/public/pages/LandingPage'), 'LandingPage');
export const AboutPage = lazyNamed(() => import('../features/public/pages/AboutPage'), 'AboutPage');
export const ContactPage = lazyNamed(() => import('../features/public/pages/ContactPage'), 'ContactPage');
export const FaqsPage = lazyNamed(() => import('../features/public/pages/FaqsPage'), 'FaqsPage');
export const PolicyPage = lazyNamed(() => import('../features/public/pages/PolicyPage'), 'PolicyPage');
export const ComponentsPage = lazyNamed(
  () => import('../features/public/pages/ComponentsPage'),
  'ComponentsPage',
);
export const UpcomingPage = lazyNamed(() => import('../features/public/pages/UpcomingPage'), 'UpcomingPage');
export const ComingSoonPage = lazyNamed(
  () => import('../features/public/pages/ComingSoonPage'),
  'ComingSoonPage',
);
export const MaintenancePage = lazyNamed(
  () => import('../features/public/pages/MaintenancePage'),
  'MaintenancePage',
);
export const NotFoundPage = lazyNamed(() => import('../features/public/pages/ErrorPages'), 'NotFoundPage');
export const ServerErrorPage = lazyNamed(
  () => import('../features/public/pages/ErrorPages'),
  'ServerErrorPage',
);

export const LoginPage = lazyNamed(() => import('../features/auth/pages/LoginPage'), 'LoginPage');
export const RegisterPage = lazyNamed(() => import('../features/auth/pages/RegisterPage'), 'RegisterPage');
export const VerifyAccountPage = lazyNamed(
  () => import('../features/auth/pages/VerifyAccountPage'),
  'VerifyAccountPage',
);
export const VerifyPage = lazyNamed(() => import('../features/auth/pages/VerifyPage'), 'VerifyPage');
export const ResetPasswordPage = lazyNamed(
  () => import('../features/auth/pages/ResetPasswordPage'),
  'ResetPasswordPage',
);

export const DashboardHomePage = lazyNamed(
  () => import('../features/dashboard/pages/DashboardHomePage'),
  'DashboardHomePage',
);
export const DashboardNotFoundPage = lazyNamed(
  () => import('../features/dashboard/pages/DashboardNotFoundPage'),
  'DashboardNotFoundPage',
);
export const AccountPage = lazyNamed(() => import('../features/account/pages/AccountPage'), 'AccountPage');

export const CryptoPage = lazyNamed(() => import('../features/market/pages/CryptoPage'), 'CryptoPage');
export const MarketDetailPage = lazyNamed(
  () => import('../features/market/pages/MarketDetailPage'),
  'MarketDetailPage',
);
export const MarketFeedPage = lazyNamed(
  () => import('../features/market/pages/MarketFeedPage'),
  'MarketFeedPage',
);

export const FilterListPage = lazyNamed(
  () => import('../features/screener/pages/FilterListPage'),
  'FilterListPage',
);
export const FilterCreatePage = lazyNamed(
  () => import('../features/screener/pages/FilterCreatePage'),
  'FilterCreatePage',
);
export const FilterDetailPage = lazyNamed(
  () => import('../features/screener/pages/FilterDetailPage'),
  'FilterDetailPage',
);

export const PricingPage = lazyNamed(() => import('../features/payments/pages/PricingPage'), 'PricingPage');
export const PlansPage = lazyNamed(() => import('../features/payments/pages/PlansPage'), 'PlansPage');
export const PaymentPage = lazyNamed(() => import('../features/payments/pages/PaymentPage'), 'PaymentPage');
export const PublicPaymentPage = lazyNamed(
  () => import('../features/payments/pages/PublicPaymentPage'),
  'PublicPaymentPage',
);
export const PaymentReviewPage = lazyNamed(
  () => import('../features/payments/pages/PaymentReviewPage'),
  'PaymentReviewPage',
);

export const NotificationListPage = lazyNamed(
  () => import('../features/notifications/pages/NotificationListPage'),
  'NotificationListPage',
);
export const NotificationSettingsPage = lazyNamed(
  () => import('../features/notifications/pages/NotificationSettingsPage'),
  'NotificationSettingsPage',
);

export const StatisticPage = lazyNamed(
  () => import('../features/statistics/pages/StatisticPage'),
  'StatisticPage',
);
export const MultiTimeframePage = lazyNamed(
  () => import('../features/statistics/pages/MultiTimeframePage'),
  'MultiTimeframePage',
);

// Back office: users, roles, groups and menus.
export const UserListPage = lazyNamed(
  () => import('../features/backoffice-access/pages/UserListPage'),
  'UserListPage',
);
export const UserCreatePage = lazyNamed(
  () => import('../features/backoffice-access/pages/UserCreatePage'),
  'UserCreatePage',
);
export const UserEditPage = lazyNamed(
  () => import('../features/backoffice-access/pages/UserEditPage'),
  'UserEditPage',
);
export const RoleListPage = lazyNamed(
  () => import('../features/backoffice-access/pages/RoleListPage'),
  'RoleListPage',
);
export const RoleEditPage = lazyNamed(
  () => import('../features/backoffice-access/pages/RoleEditPage'),
  'RoleEditPage',
);
export const GroupListPage = lazyNamed(
  () => import('../features/backoffice-access/pages/GroupListPage'),
  'GroupListPage',
);
export const GroupEditPage = lazyNamed(
  () => import('../features/backoffice-access/pages/GroupEditPage'),
  'GroupEditPage',
);
export const MenuEditorPage = lazyNamed(
  () => import('../features/backoffice-access/pages/MenuEditorPage'),
  'MenuEditorPage',
);

export const CollectionListPage = lazyNamed(
  () => import('../features/backoffice/pages/CollectionListPage'),
  'CollectionListPage',
);
export const CollectionEditPage = lazyNamed(
  () => import('../features/backoffice/pages/CollectionEditPage'),
  'CollectionEditPage',
);
export const DocumentListPage = lazyNamed(
  () => import('../features/backoffice/pages/DocumentListPage'),
  'DocumentListPage',
);
export const DocumentEditPage = lazyNamed(
  () => import('../features/backoffice/pages/DocumentEditPage'),
  'DocumentEditPage',
);
export const RecordListPage = lazyNamed(
  () => import('../features/backoffice/pages/RecordPages'),
  'RecordListPage',
);
export const RecordEditPage = lazyNamed(
  () => import('../features/backoffice/pages/RecordPages'),
  'RecordEditPage',
);
export const MasterDataPage = lazyNamed(
  () => import('../features/backoffice/pages/MasterDataPages'),
  'MasterDataPage',
);
export const MasterDataCreatePage = lazyNamed(
  () => import('../features/backoffice/pages/MasterDataPages'),
  'MasterDataCreatePage',
);
export const MasterDataRecordPage = lazyNamed(
  () => import('../features/backoffice/pages/MasterDataPages'),
  'MasterDataRecordPage',
);
export const TaskSchedulesPage = lazyNamed(
  () => import('../features/schedules/pages/TaskSchedulesPage'),
  'TaskSchedulesPage',
);
export const FormListPage = lazyNamed(() => import('../features/forms/pages/FormListPage'), 'FormListPage');
export const FormEditPage = lazyNamed(() => import('../features/forms/pages/FormEditPage'), 'FormEditPage');
export const ImportListPage = lazyNamed(
  () => import('../features/backoffice-import/pages/ImportListPage'),
  'ImportListPage',
);
export const ImportCreatePage = lazyNamed(
  () => import('../features/backoffice-import/pages/ImportCreatePage'),
  'ImportCreatePage',
);
export const ImportDetailPage = lazyNamed(
  () => import('../features/backoffice-import/pages/ImportDetailPage'),
  'ImportDetailPage',
);
export const EventsPage = lazyNamed(() => import('../features/events/pages/EventsPage'), 'EventsPage');
export const EventRulePage = lazyNamed(
  () => import('../features/events/pages/EventRulePage'),
  'EventRulePage',
);
