import { type IntervalCode, isIntervalCode, PLAN_INTERVALS } from '@bitdata/contracts';
import type { AppDeps } from '../../platform/app-deps';
import { findPlanOfRole } from './screener.repository';

/** What a member's plan allows; null limits are unlimited (operators and administrators). */
export interface Entitlements {
  plan: string;
  filterLimit: number | null;
  notificationLimit: number | null;
  deviceLimit: number | null;
  /** Bytes of attachments kept, attached or not. */
  storageBytes: number | null;
  intervals: IntervalCode[];
}

/** A role without a plan row may screen nothing: nothing is granted that the data does not say. */
const NONE: Entitlements = {
  plan: 'none',
  filterLimit: 0,
  notificationLimit: 0,
  deviceLimit: 0,
  storageBytes: 0,
  intervals: [...PLAN_INTERVALS],
};

/** The plan every member has without paying. */
const FREE_PLAN_ROLE = 'member';

const bytesOf = (value: number | null) => (value === null ? null : Number(value));

/**
 * The one place plan limits are read (the plans table, seeded by the screener; the payments module
 * adds prices and purchases). A role's plan is its row.
 */
export async function entitlementsOf(
  deps: Pick<AppDeps, 'db'>,
  user: { role_code: string },
): Promise<Entitlements> {
  const plan = await findPlanOfRole(deps.db, user.role_code);
  if (!plan) {
    // a role an operator created may be granted documents whose forms take attachments: it keeps
    // them within the free plan's room rather than none
    const free = await findPlanOfRole(deps.db, FREE_PLAN_ROLE);
    return { ...NONE, storageBytes: free ? bytesOf(free.storage_bytes) : 0 };
  }
  return {
    plan: plan.code,
    filterLimit: plan.filter_limit,
    notificationLimit: plan.notification_limit,
    deviceLimit: plan.device_limit,
    storageBytes: bytesOf(plan.storage_bytes),
    intervals: plan.intervals.split(',').filter(isIntervalCode),
  };
}
