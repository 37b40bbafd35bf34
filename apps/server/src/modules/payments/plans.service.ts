import {
  PAID_PLAN_CODES,
  PAYMENT_COIN,
  type PaidPlanCode,
  type Plan,
  type PlansResponse,
} from '@bitdata/contracts';
import { availableChannels } from '../notifications';
import { listPlans as storedPlans } from '../screener';
import { formatUnits, PRICE_DECIMALS, priceCents } from './money';
import { adaptersOf, NETWORK_SETTINGS } from './networks';
import type { Caller, PaymentDeps } from './payments.deps';
import * as repo from './payments.repository';
import { offeredFeatures, parseFeatures } from './plan-features';
import { isDowngrade, runningPlan } from './subscription';

type Deps = PaymentDeps;

const ORDER = ['member', ...PAID_PLAN_CODES] as const;

const price = (monthlyPrice: string, months: number, saleOff: string, taxRate: string) =>
  formatUnits(priceCents({ monthlyPrice, months, saleOff, taxRate }), PRICE_DECIMALS);

/**
 * GET /plans: the free plan and the three paid plans with prices (monthly, yearly with saleOff, both
 * with tax), texts, limits, the networks offered, and the caller's current plan when signed in.
 * What a plan promises is what this installation offers: a feature line of a notification channel
 * that is not configured is left out, and the time frames are those the market feed tracks here.
 */
export async function listPlans(deps: Deps, auth: Caller | null): Promise<PlansResponse['data']> {
  const taxRate = deps.config.payments.taxRate;
  const channels = availableChannels(deps);
  const tracked = new Set<string>(deps.config.market.intervals);
  const rows = (await storedPlans(deps.db)).filter((r) => (ORDER as readonly string[]).includes(r.code));
  rows.sort((a, b) => ORDER.indexOf(a.code as never) - ORDER.indexOf(b.code as never));
  const plans: Plan[] = rows.map((r) => {
    const monthly = r.monthly_price ?? '0';
    return {
      code: r.code as Plan['code'],
      role: r.role_code,
      monthlyPrice: price(monthly, 1, r.sale_off, '0'),
      yearlyPrice: price(monthly, 12, r.sale_off, '0'),
      monthlyPriceWithTax: price(monthly, 1, r.sale_off, taxRate),
      yearlyPriceWithTax: price(monthly, 12, r.sale_off, taxRate),
      saleOff: r.sale_off,
      caption: { en: r.caption_en, vi: r.caption_vi },
      labelAction: { en: r.label_action_en, vi: r.label_action_vi },
      features: offeredFeatures(parseFeatures(r.features), channels),
      limits: {
        filterLimit: r.filter_limit,
        notificationLimit: r.notification_limit,
        deviceLimit: r.device_limit,
        intervals: r.intervals.split(',').filter((i) => tracked.has(i)),
      },
      forSale: (PAID_PLAN_CODES as readonly string[]).includes(r.code) && monthly !== '0',
    };
  });
  const networks = [...adaptersOf(deps.config)].map(([network, adapter]) => {
    const s = deps.config.payments[network];
    return {
      network,
      coin: PAYMENT_COIN,
      address: s.payTo ?? null,
      tokenContract: 'token' in s ? (s.token ?? null) : null,
      confirmations: adapter.confirmations,
    };
  });
  let currentPlan: PlansResponse['data']['currentPlan'] = null;
  if (auth) {
    const sub = await repo.findSubscription(deps.db, auth.user.id);
    const plan = rows.find((r) => r.role_code === auth.user.role_code);
    const running = sub && sub.ended_at === null && sub.role_code === auth.user.role_code;
    // the invoice's own rule, so no screen offers what the payment would refuse
    const now = await runningPlan(deps.db, auth.user.id, deps.clock.now());
    currentPlan = {
      code: plan?.code ?? auth.user.role_code,
      role: auth.user.role_code,
      endsAt: running ? Number(sub.ends_at) : null,
      lowerPlans: plans
        .filter((p): p is Plan & { code: PaidPlanCode } => p.forSale && p.code !== 'member')
        .filter((p) =>
          isDowngrade(now, {
            code: p.code,
            monthlyPrice: rows.find((r) => r.code === p.code)?.monthly_price ?? null,
          }),
        )
        .map((p) => p.code),
    };
  }
  return { plans, taxRate, coin: PAYMENT_COIN, networks, settingsHelp: NETWORK_SETTINGS, currentPlan };
}
