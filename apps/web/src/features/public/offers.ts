import type { Plan } from '@bitdata/contracts/payments';
import { useTranslation } from 'react-i18next';
import { useConfig } from '../../app/config/ConfigContext';
import { PAYMENTS_NS } from '../payments';

/**
 * The phrases of the public pages that state what this installation offers, built from what the
 * server announces (public configuration: market kinds, time frames, the Android link; GET /plans:
 * each plan's limits) instead of written into the texts: a site without futures feeds or without an
 * Android app does not promise them.
 */
export function useOfferTexts() {
  const { t } = useTranslation();
  const { offers, links } = useConfig();
  const names = offers.intervals.map((code) => t(`offers.intervals.${code}`));
  const first = names[0] ?? '';
  const last = names.at(-1) ?? '';
  const spot = offers.marketTypes.includes('spot');
  const future = offers.marketTypes.includes('future');
  const kind = spot && future ? 'both' : spot ? 'spot' : future ? 'future' : 'none';
  return {
    /** "from 3 minutes to 1 week", or the one time frame tracked */
    intervals:
      names.length > 1 ? t('offers.intervalRange', { first, last }) : t('offers.intervalOnly', { first }),
    /** "spot and futures markets", "spot markets" ... */
    markets: t(`offers.markets.${kind}`),
    /** the Android app's address, when this site has one (LINK_ANDROID) */
    android: links.android,
  };
}

/**
 * What the paid plans include, in one answer: each plan's filters, notifying filters and devices as
 * its row says (null: unlimited), and the time frames, once when every plan has the same ones.
 */
export function usePlansAnswer() {
  const { t } = useTranslation();
  const limit = (key: 'filters' | 'notifying' | 'devices', count: number | null) =>
    count === null ? t(`offers.${key}Unlimited`) : t(`offers.${key}`, { count });
  const frames = (plan: Plan) =>
    plan.limits.intervals.map((code) => t(`market.intervals.${code}`, { defaultValue: code })).join(', ');
  return (paid: Plan[]) => {
    if (paid.length === 0) return null;
    const shared = paid.every((p) => frames(p) === frames(paid[0] as Plan));
    const lines = paid.map((plan) =>
      t('offers.planLine', {
        plan: t(`${PAYMENTS_NS}:planNames.${plan.code}`),
        filters: limit('filters', plan.limits.filterLimit),
        notifying: limit('notifying', plan.limits.notificationLimit),
        devices: limit('devices', plan.limits.deviceLimit),
        frames: shared ? '' : t('offers.planFrames', { list: frames(plan) }),
      }),
    );
    const list = lines.join('; ');
    return shared
      ? t('offers.plansAnswerShared', { list, frames: frames(paid[0] as Plan) })
      : t('offers.plansAnswer', { list });
  };
}
