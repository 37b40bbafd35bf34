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
