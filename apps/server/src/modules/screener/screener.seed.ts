import crypto from 'node:crypto';
import { DATA_TYPE, EXCHANGE, INTERVAL_CODES, PLAN_INTERVALS } from '@bitdata/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema';
import { insertPlans, insertSystemFilters, type NewFilterRow } from './screener.repository';

const MIB = 1024 * 1024;

/**
 * The plans (what each role may use) and the system statistic filters, inserted once (existing
 * rows, maybe edited by operators, are kept). The spec's free member plan gets one filter; staff are unlimited on every
 * interval. `storage`: bytes of attachments kept (not in the spec); staff get a large room rather than
 * none, so a leaked staff session still cannot fill the disk.
 */
const PLANS = [
  { code: 'member', role_code: 'member', filters: 1, notifications: 1, devices: 1, storage: 50 * MIB },
  { code: 'basic', role_code: 'basic', filters: 5, notifications: 5, devices: 1, storage: 200 * MIB },
  { code: 'middle', role_code: 'midium', filters: 10, notifications: 10, devices: 2, storage: 500 * MIB },
  { code: 'premium', role_code: 'premium', filters: 30, notifications: 30, devices: 2, storage: 1024 * MIB },
  {
    code: 'operator',
    role_code: 'operator',
    filters: null,
    notifications: null,
    devices: null,
    storage: 10 * 1024 * MIB,
  },
  {
    code: 'administrator',
    role_code: 'administrator',
    filters: null,
    notifications: null,
    devices: null,
    storage: 10 * 1024 * MIB,
  },
] as const;

type Cond = { field: string; operator: string; value: unknown; interval?: string };
interface SystemFilter {
  code: string;
  entryType: 'long' | 'short';
  conditions: (Cond | { anyOf: Cond[] })[];
  en: [string, string];
  vi: [string, string];
}

const c = (field: string, operator: string, value: unknown): Cond => ({ field, operator, value });

/**
 * The system statistic filters. "Top 10 by dollar volume" is left out: it ranks markets against each
 * other, which a condition on one market's own columns cannot say.
 */
export const SYSTEM_FILTERS: SystemFilter[] = [
  {
    code: 'rsi-oversold',
    entryType: 'long',
    conditions: [c('rsi', 'isLessThan', 30)],
    en: ['RSI oversold', 'RSI (14) below 30: selling may be exhausted.'],
    vi: ['RSI quá bán', 'RSI (14) dưới 30: lực bán có thể đã cạn.'],
  },
  {
    code: 'rsi-overbought',
    entryType: 'short',
    conditions: [c('rsi', 'isGreaterThan', 70)],
    en: ['RSI overbought', 'RSI (14) above 70: buying may be exhausted.'],
    vi: ['RSI quá mua', 'RSI (14) trên 70: lực mua có thể đã cạn.'],
  },
  {
    code: 'macd-cross-up',
    entryType: 'long',
    conditions: [c('macd', 'crossesAbove', { field: 'macdSignal' })],
    en: ['MACD crosses above signal', 'The MACD line crossed above its signal line on this candle.'],
    vi: ['MACD cắt lên đường tín hiệu', 'Đường MACD cắt lên trên đường tín hiệu ở nến này.'],
  },
  {
    code: 'macd-cross-down',
    entryType: 'short',
    conditions: [c('macd', 'crossesBelow', { field: 'macdSignal' })],
    en: ['MACD crosses below signal', 'The MACD line crossed below its signal line on this candle.'],
    vi: ['MACD cắt xuống đường tín hiệu', 'Đường MACD cắt xuống dưới đường tín hiệu ở nến này.'],
  },
  {
    code: 'close-cross-ema200',
    entryType: 'long',
    conditions: [c('close', 'crossesAbove', { field: 'ema200' })],
    en: ['Close crosses above EMA 200', 'The close moved above the 200-candle EMA on this candle.'],
    vi: ['Giá đóng cửa cắt lên EMA 200', 'Giá đóng cửa vượt lên trên EMA 200 ở nến này.'],
  },
  {
    code: 'bollinger-squeeze',
    entryType: 'long',
    conditions: [c('bbWidth', 'isLessThan', 0.05)],
    en: ['Bollinger squeeze', 'Bollinger band width under 5 % of the middle band: low volatility.'],
    vi: ['Dải Bollinger co hẹp', 'Độ rộng dải Bollinger dưới 5 % đường giữa: biến động thấp.'],
  },
  {
    code: 'volume-spike',
    entryType: 'long',
    conditions: [c('volumeChange', 'isGreaterThan', 150)],
    en: ['Volume spike', 'Volume above 150 % of the previous candle.'],
    vi: ['Khối lượng tăng vọt', 'Khối lượng trên 150 % so với nến trước.'],
  },
  {
    code: 'adx-trend-up',
    entryType: 'long',
    conditions: [c('adx', 'isGreaterThan', 25), c('diPlus', 'isGreaterThan', { field: 'diMinus' })],
    en: ['Strong uptrend (ADX)', 'ADX above 25 with DI+ above DI-.'],
    vi: ['Xu hướng tăng mạnh (ADX)', 'ADX trên 25 và DI+ trên DI-.'],
  },
  {
    code: 'ichimoku-breakout',
    entryType: 'long',
    conditions: [
      c('close', 'isGreaterThan', { field: 'ichimokuSpanA' }),
      c('close', 'isGreaterThan', { field: 'ichimokuSpanB' }),
      {
        anyOf: [
          c('close', 'crossesAbove', { field: 'ichimokuSpanA' }),
          c('close', 'crossesAbove', { field: 'ichimokuSpanB' }),
        ],
      },
    ],
    en: ['Ichimoku cloud breakout', 'The close moved above the Ichimoku cloud on this candle.'],
    vi: ['Phá vỡ mây Ichimoku', 'Giá đóng cửa vượt lên trên mây Ichimoku ở nến này.'],
  },
  {
    code: 'supertrend-flip-up',
    entryType: 'long',
    conditions: [c('close', 'crossesAbove', { field: 'superTrend' })],
    en: ['SuperTrend flips up', 'The close crossed above the SuperTrend line: the trend turned up.'],
    vi: ['SuperTrend đảo chiều tăng', 'Giá đóng cửa cắt lên đường SuperTrend: xu hướng chuyển sang tăng.'],
  },
  {
    code: 'three-green',
    entryType: 'long',
    conditions: [c('consecutiveUp', 'isGreaterThanOrEqual', 3)],
    en: ['Three green candles', 'At least three candles in a row closed above their open.'],
    vi: ['Ba nến xanh liên tiếp', 'Ít nhất ba nến liên tiếp đóng cửa trên giá mở cửa.'],
  },
  {
    code: 'three-red',
    entryType: 'short',
    conditions: [c('consecutiveDown', 'isGreaterThanOrEqual', 3)],
    en: ['Three red candles', 'At least three candles in a row closed below their open.'],
    vi: ['Ba nến đỏ liên tiếp', 'Ít nhất ba nến liên tiếp đóng cửa dưới giá mở cửa.'],
  },
  {
    code: 'reversal-at-support',
    entryType: 'long',
    conditions: [
      { anyOf: [c('pattern', 'contains', 'hammer'), c('pattern', 'contains', 'bullishEngulfing')] },
      c('supportDistance', 'isLessThan', 1),
    ],
    en: ['Hammer or engulfing at support', 'A hammer or bullish engulfing candle within 1 % of support.'],
    vi: ['Nến búa hoặc nhấn chìm tăng tại hỗ trợ', 'Nến búa hoặc nhấn chìm tăng cách vùng hỗ trợ dưới 1 %.'],
  },
];

export async function seedScreener(db: Kysely<Database>, now: number): Promise<void> {
  await insertPlans(
    db,
    PLANS.map((p) => ({
      code: p.code,
      role_code: p.role_code,
      filter_limit: p.filters,
      notification_limit: p.notifications,
      device_limit: p.devices,
      storage_bytes: p.storage,
      pair_limit: null,
      intervals: (p.filters === null ? INTERVAL_CODES : PLAN_INTERVALS).join(','),
      created_at: now,
      updated_at: now,
    })),
  );
  await insertSystemFilters(
    db,
    SYSTEM_FILTERS.map(
      (f): NewFilterRow => ({
        id: crypto.randomUUID(),
        owner_id: null,
        code: f.code,
        name: f.en[0],
        title_en: f.en[0],
        title_vi: f.vi[0],
        description_en: f.en[1],
        description_vi: f.vi[1],
        entry_type: f.entryType,
        condition_list: JSON.stringify(f.conditions),
        take_profits: '[]',
        stoplosses: '[]',
        percent_profit_config: '[]',
        percent_stoploss_config: '[]',
        exchange_id: EXCHANGE.binance,
        data_type: DATA_TYPE.future,
        base_currency: 'USDT',
        interval_code: '1h',
        active: 1,
        created_at: now,
        updated_at: now,
      }),
    ),
  );
}
