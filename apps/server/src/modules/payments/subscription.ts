import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema';
import { moveRole } from '../auth';
import { findPlan } from '../screener';
import { toUnits } from './money';
import * as repo from './payments.repository';

/** Roles a payment may move a member between; staff roles are never touched by a payment or its end. */
export const MEMBER_ROLES = ['member', 'basic', 'midium', 'premium'];
export const FREE_ROLE = 'member';

/** `months` calendar months after `from` (UTC), the day clamped to the month's last: Jan 31 + 1 = Feb 28/29. */
export function addMonths(from: number, months: number): number {
  const d = new Date(from);
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + months);
  const last = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, last));
  return d.getTime();
}

const priceUnits = (price: string | null) => toUnits(price ?? '0', 6);

/** The plan a member has running now, with its monthly price; null when none runs. */
export async function runningPlan(
  db: Kysely<Database>,
  userId: string,
  now: number,
): Promise<{ code: string; price: bigint; endsAt: number } | null> {
  const sub = await repo.findSubscription(db, userId);
  if (!sub || sub.ended_at !== null || Number(sub.ends_at) <= now) return null;
  const plan = await findPlan(db, sub.plan_code);
  return { code: sub.plan_code, price: priceUnits(plan?.monthly_price ?? null), endsAt: Number(sub.ends_at) };
}

/**
 * Whether buying the plan priced `monthlyPrice` is a downgrade: a dearer plan runs. It is refused at
 * the invoice (409 PAYMENT_DOWNGRADE), and the plans list names such plans so no screen offers them:
 * a lower plan can be bought once the running one ends.
 */
export const isDowngrade = (
  running: { code: string; price: bigint } | null,
  plan: { code: string; monthlyPrice: string | null },
) => running !== null && running.code !== plan.code && running.price > priceUnits(plan.monthlyPrice);

export interface Period {
  startsAt: number;
  endsAt: number;
}

/**
 * Gives the member the plan a completed payment bought, inside the caller's transaction. The rule:
 * - nothing running (or it ended): the plan runs from now for the months bought;
 * - the same plan running (renewal): the months are added after the current end (the later of now
 *   and the end);
 * - a higher plan than the running one (upgrade): it starts now, and the unused time of the old plan
 *   is credited at its value: remaining time x old monthly price / new monthly price is added;
 * - a lower plan than the running one (refused at the invoice, but a race can complete one): the
 *   running plan is kept and extended by the bought time at its value, bought time x new price / old.
 * Value is never lost or given away by switching plans. Returns the period this payment paid for.
 */
export async function applySubscription(
  trx: Kysely<Database>,
  input: { userId: string; planCode: string; roleCode: string; months: number; now: number },
): Promise<Period> {
  const { userId, planCode, roleCode, months, now } = input;
  const sub = await repo.findSubscription(trx, userId);
  const running = sub && sub.ended_at === null && Number(sub.ends_at) > now ? sub : undefined;
  const bought = addMonths(now, months) - now;
  let plan = { code: planCode, role: roleCode };
  let period: Period;
  let subStart: number;
  if (!running) {
    period = { startsAt: now, endsAt: now + bought };
    subStart = now;
  } else if (running.plan_code === planCode) {
    const from = Math.max(now, Number(running.ends_at));
    period = { startsAt: from, endsAt: addMonths(from, months) };
    subStart = Number(running.starts_at);
  } else {
    const [oldPlan, newPlan] = await Promise.all([findPlan(trx, running.plan_code), findPlan(trx, planCode)]);
    const oldPrice = priceUnits(oldPlan?.monthly_price ?? null);
    const newPrice = priceUnits(newPlan?.monthly_price ?? null);
    if (newPrice > oldPrice) {
      const remaining = BigInt(Number(running.ends_at) - now);
      const credit = newPrice === 0n ? 0n : (remaining * oldPrice) / newPrice;
      period = { startsAt: now, endsAt: now + bought + Number(credit) };
      subStart = now;
    } else {
      const value = oldPrice === 0n ? 0n : (BigInt(bought) * newPrice) / oldPrice;
      period = { startsAt: Number(running.ends_at), endsAt: Number(running.ends_at) + Number(value) };
      subStart = Number(running.starts_at);
      plan = { code: running.plan_code, role: running.role_code };
    }
  }
  await repo.saveSubscription(trx, {
    user_id: userId,
    plan_code: plan.code,
    role_code: plan.role,
    starts_at: subStart,
    ends_at: period.endsAt,
    reminded_at: null,
    ended_at: null,
    updated_at: now,
  });
  // users.role_code is read with the session on every request: the next request has the plan's menus and limits
  await moveRole(trx, userId, MEMBER_ROLES, plan.role, now);
  return period;
}
