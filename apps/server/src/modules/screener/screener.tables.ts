import type { ColumnType, Generated } from 'kysely';

/**
 * Filters, live screening and the plans' limits (module screener). Plans are the screener's: what a
 * role's plan may use; payments sells them and writes their sales columns through the screener's service. Same conventions as
 * platform/db/schema.ts; each table joins `Database` below, so queries anywhere are typed by it.
 */
declare module '../../platform/db/schema' {
  interface Database {
    plans: PlansTable;
    filters: FiltersTable;
    screening_plans: ScreeningPlansTable;
    screened_candles: ScreenedCandlesTable;
  }
}

/** What a role's plan may use; null limits are unlimited, intervals comma-separated. */
export interface PlansTable {
  code: string;
  role_code: string;
  filter_limit: number | null;
  notification_limit: number | null;
  device_limit: number | null;
  pair_limit: number | null;
  /** Bytes of attachments a member keeps, attached or not (migration 0730); null = no limit. */
  storage_bytes: ColumnType<number | null, number | null | undefined, number | null>;
  intervals: string;
  created_at: number;
  updated_at: number;
  /**
   * Sales (migration 0520): monthly price as a decimal string (null = not for sale), yearly discount.
   * Defaults in SQL: the screener's seed inserts plans without them, payments' seed fills them.
   */
  monthly_price: ColumnType<string | null, string | null | undefined, string | null>;
  sale_off: Generated<string>;
  caption_en: Generated<string>;
  caption_vi: Generated<string>;
  label_action_en: Generated<string>;
  label_action_vi: Generated<string>;
  /** JSON [{ en, vi, isAvailable }] */
  features: Generated<string>;
}

/** Members' filters (owner_id) and system statistic filters (owner_id null, code); lists as JSON text. */
export interface FiltersTable {
  id: string;
  owner_id: string | null;
  code: string | null;
  name: string;
  title_en: string | null;
  title_vi: string | null;
  description_en: string | null;
  description_vi: string | null;
  entry_type: string;
  condition_list: string;
  take_profits: string;
  stoplosses: string;
  percent_profit_config: string;
  percent_stoploss_config: string;
  exchange_id: number;
  data_type: number;
  base_currency: string;
  interval_code: string;
  active: number;
  /** 1: notifies its owner (migration 0510); the two below null: the member's default */
  notify: Generated<number>;
  notify_on_leave: number | null;
  cooldown_candles: number | null;
  created_at: number;
  updated_at: number;
}

/** A screening plan's filters in order: the positions a screened candle's bits refer to. */
export interface ScreeningPlansTable {
  id: string;
  /** JSON array of filter ids */
  filter_ids: string;
  created_at: number;
}

/** One market's closed candle as screened: which of the plan's filters matched, and which entered. */
export interface ScreenedCandlesTable {
  exchange_id: number;
  data_type: number;
  interval_code: string;
  symbol: string;
  candle_time: number;
  plan_id: string;
  /** bits over the plan's filters (bit i = byte i >> 3, bit i & 7), packed when `packed` is 1 */
  matched: Uint8Array;
  entered: Uint8Array;
  late: number;
  /** 1: matched and entered as match-bits.ts packSets writes them (0690); 0: plain bitmaps */
  packed: number;
  created_at: number;
}
