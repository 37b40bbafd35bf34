import { lazyNamed } from '../../app/lazy';
import { PATHS } from '../../app/paths';
import { type FeatureRoutes, titled } from '../../app/routing';

const PricingPage = lazyNamed(() => import('./pages/PricingPage'), 'PricingPage');
const PlansPage = lazyNamed(() => import('./pages/PlansPage'), 'PlansPage');
const PaymentPage = lazyNamed(() => import('./pages/PaymentPage'), 'PaymentPage');
const PublicPaymentPage = lazyNamed(() => import('./pages/PublicPaymentPage'), 'PublicPaymentPage');
const PaymentReviewPage = lazyNamed(() => import('./pages/PaymentReviewPage'), 'PaymentReviewPage');

/** The plans on sale, paying for one, and the operators' review of payments. */
export const paymentsRoutes: FeatureRoutes = {
  public: [
    { path: PATHS.pricing, element: <PricingPage />, ...titled('titles.pricing') },
    { path: PATHS.payment, element: <PublicPaymentPage />, ...titled('titles.payment') },
  ],
  dashboard: [
    // More specific than the back office's 'user/:id', so it keeps its page.
    { path: 'user/payment/:role/:time', element: <PaymentPage />, ...titled('titles.payment') },
    { path: 'plans', element: <PlansPage />, ...titled('titles.plans') },
    { path: 'payments/review', element: <PaymentReviewPage />, ...titled('titles.paymentReview') },
  ],
};
