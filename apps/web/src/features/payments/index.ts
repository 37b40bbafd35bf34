/** The payments feature's door: the plans offer and its cards, the payment history, the invoice timer. */
import { lazyNamed } from '../../app/lazy';

export { PlanCard } from './components/PlanCard';
export { PlansLoading, PlansView } from './components/PlansView';
export { Timer } from './components/Timer';
export { usePlans } from './hooks';
export { formatAmount, percentOf } from './money';
export { paidPlans, usePlanOffer } from './plan-offer';
export { PAYMENTS_NS } from './texts';

/** The member's payments, loaded when shown (the account page): its table stays out of the door's chunk. */
export const PaymentHistory = lazyNamed(() => import('./components/PaymentHistory'), 'PaymentHistory');
