import type { PaidPlanCode } from '@bitdata/contracts/constants';
import type { Plan, PlansResponse } from '@bitdata/contracts/payments';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../i18n/format';
import type { PlanCardProps } from './components/PlanCard';
import './texts';

export type Billing = 'monthly' | 'yearly';

/** The plan shown as the most popular. */
export const FEATURED: PaidPlanCode = 'middle';

const isPaid = (plan: Plan): plan is Plan & { code: PaidPlanCode } => plan.forSale && plan.code !== 'member';

/** The plans for sale, without the free one. */
export const paidPlans = (data: PlansResponse['data']) => data.plans.filter(isPaid);

/**
 * A paid plan as its card shows it on the pricing page and on the landing page, in the reader's
 * language: the price and note of the billing period, the features, and the label of its action as
 * the server words it (labelAction) or "Choose …".
 */
export function usePlanOffer() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'vi' ? 'vi' : 'en';
  return (plan: Plan, billing: Billing) => {
    const name = t(`payments:planNames.${plan.code}`);
    const card: Omit<PlanCardProps, 'current' | 'actionLabel' | 'actionTo' | 'nameAs'> = {
      code: plan.code,
      price: billing === 'yearly' ? plan.yearlyPrice : plan.monthlyPrice,
      per: billing === 'yearly' ? 'year' : 'month',
      note: billing === 'yearly' ? plan.caption[lang] : t('payments:plans.monthlyNote'),
      features: plan.features.map((f) => ({ text: f[lang], isAvailable: f.isAvailable })),
      featured: plan.code === FEATURED,
    };
    return { card, name, chooseLabel: plan.labelAction[lang] || t('payments:plans.choose', { plan: name }) };
  };
}

/**
 * The paid plans the caller cannot buy now, and why: cheaper than the plan running, which the server
 * refuses (409 PAYMENT_DOWNGRADE) until it ends. The pricing and payment screens do not offer them.
 */
export function useLowerPlans() {
  const { t } = useTranslation();
  return (data: PlansResponse['data']) => {
    const current = data.currentPlan;
    const lower = new Set<string>(current?.lowerPlans ?? []);
    const note = current?.endsAt
      ? t('payments:plans.lowerWhileRunning', {
          plan: t(`payments:planNames.${current.code}`, { defaultValue: current.code }),
          date: formatDate(current.endsAt),
        })
      : t('payments:plans.lowerWhileRunningUndated');
    return { isLower: (code: string) => lower.has(code), note };
  };
}
