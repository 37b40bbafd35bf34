import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema';
import { setPlanSalesIfUnset } from '../screener';
import type { StoredPlanFeature } from './plan-features';

const f = (en: string, vi: string, isAvailable = true): StoredPlanFeature => ({ en, vi, isAvailable });
/** The channel lines: each names its channel, so a server that does not deliver on it does not sell it. */
const telegram = (isAvailable: boolean): StoredPlanFeature => ({
  ...f('Telegram notifications', 'Thông báo qua Telegram', isAvailable),
  channel: 'telegram',
});
const webhook = (isAvailable: boolean): StoredPlanFeature => ({
  ...f('Webhook notifications', 'Thông báo qua webhook', isAvailable),
  channel: 'webhook',
});

const CAPTION = {
  caption_en: 'Save 10 % with yearly billing',
  caption_vi: 'Tiết kiệm 10 % khi thanh toán theo năm',
};

/**
 * The plans' prices (3, 5, 10 USDT a month; a year 10 % off) and the pricing page's texts
 * (caption, features with isAvailable, labelAction), written once into the plans rows
 * the screener seeds; an operator's later edit is kept. The limits in the texts are the plans' rows.
 */
const SALES: Record<
  string,
  { price: string | null; features: StoredPlanFeature[]; label: [string, string] }
> = {
  member: {
    price: null,
    label: ['Current free plan', 'Gói miễn phí'],
    features: [
      f('1 filter', '1 bộ lọc'),
      f('1 filter with notifications', '1 bộ lọc có thông báo'),
      f('1 device', '1 thiết bị'),
      f('System statistic filters', 'Bộ lọc thống kê hệ thống'),
      telegram(false),
      webhook(false),
    ],
  },
  basic: {
    price: '3',
    label: ['Choose basic', 'Chọn gói cơ bản'],
    features: [
      f('5 filters', '5 bộ lọc'),
      f('5 filters with notifications', '5 bộ lọc có thông báo'),
      f('1 device', '1 thiết bị'),
      f('System statistic filters', 'Bộ lọc thống kê hệ thống'),
      telegram(false),
      webhook(false),
    ],
  },
  middle: {
    price: '5',
    label: ['Choose middle', 'Chọn gói trung cấp'],
    features: [
      f('10 filters', '10 bộ lọc'),
      f('10 filters with notifications', '10 bộ lọc có thông báo'),
      f('2 devices', '2 thiết bị'),
      f('System statistic filters', 'Bộ lọc thống kê hệ thống'),
      telegram(true),
      webhook(true),
    ],
  },
  premium: {
    price: '10',
    label: ['Choose premium', 'Chọn gói cao cấp'],
    features: [
      f('30 filters', '30 bộ lọc'),
      f('30 filters with notifications', '30 bộ lọc có thông báo'),
      f('2 devices', '2 thiết bị'),
      f('System statistic filters', 'Bộ lọc thống kê hệ thống'),
      telegram(true),
      webhook(true),
    ],
  },
};

export async function seedPayments(db: Kysely<Database>, now: number): Promise<void> {
  for (const [code, sales] of Object.entries(SALES)) {
    await setPlanSalesIfUnset(db, code, {
      // the free plan gets '0' so it is not filled again; it is never for sale (PAID_PLAN_CODES)
      monthly_price: sales.price ?? '0',
      sale_off: '0.1',
      ...CAPTION,
      label_action_en: sales.label[0],
      label_action_vi: sales.label[1],
      features: JSON.stringify(sales.features),
      updated_at: now,
    });
  }
}
