import {
  PAID_PLAN_CODES,
  PAYMENT_MONTHS,
  type PaidPlanCode,
  type PaymentMonths,
  PLAN_ROLE,
} from '@bitdata/contracts/constants';
import { PATHS } from '../../app/paths';

/** Addresses of the payment screens (/pricing, /payment, user/payment/{role}/{time}). */
export const PAYMENT_PATHS = {
  pricing: PATHS.pricing,
  plans: `${PATHS.dashboard.root}/plans`,
} as const;

/** /core/user/payment/{role}/{time}: the role code the plan gives (basic, midium, premium) and the months. */
export const paymentPath = (plan: PaidPlanCode, months: PaymentMonths) =>
  `${PATHS.dashboard.root}/user/payment/${PLAN_ROLE[plan]}/${months}`;

/** The same payment, reopened by its id (a reload, a link from the payment history). */
export const paymentOpenPath = (plan: PaidPlanCode, months: number, paymentId: string) =>
  `${paymentPath(plan, months === 12 ? 12 : 1)}?id=${encodeURIComponent(paymentId)}`;

/** The plan a role code of the route names; null for anything else (a typed or stale address). */
export function planOfRole(role: string | undefined): PaidPlanCode | null {
  return PAID_PLAN_CODES.find((plan) => PLAN_ROLE[plan] === role) ?? null;
}

export function monthsOf(time: string | undefined): PaymentMonths | null {
  return PAYMENT_MONTHS.find((m) => String(m) === time) ?? null;
}
