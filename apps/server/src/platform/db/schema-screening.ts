import type { Generated } from 'kysely';

/** Filters, live screening and statistics (modules screener and statistics). Same conventions as schema.ts. */

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

/** A statistics run (migration 0500); lists as JSON text, intervals comma-separated, times epoch ms. */
export interface StatisticRunsTable {
  id: string;
  owner_id: string;
  /** the owner's id while queued or calculating (unique: one run at a time per member), else null */
  active_owner: string | null;
  filter_id: string;
  filter_name: string;
  filter_code: string | null;
  entry_type: string;
  condition_list: string;
  take_profits: string;
  stoplosses: string;
  exchange_id: number;
  data_type: number;
  intervals: string;
  symbols: string | null;
  from_time: number | null;
  to_time: number | null;
  same_candle: string;
  fee_percent: number;
  status: string;
  progress_done: number;
  progress_total: number;
  markets: number;
  warnings: string;
  error: string | null;
  created_at: number;
  finished_at: number | null;
}

/** Totals of one (interval, take-profit, stop-loss) of a run, as JSON. */
export interface StatisticResultsTable {
  run_id: string;
  interval_code: string;
  take_profit: number;
  stoploss: number;
  totals: string;
}

export interface StatisticTradesTable {
  run_id: string;
  interval_code: string;
  take_profit: number;
  stoploss: number;
  symbol: string;
  signal_time: number;
  entry_time: number;
  entry_price: number;
  take_profit_price: number;
  stoploss_price: number;
  result: string;
  /** the price the trade closed at and its return before fees (migration 0750); null while open */
  exit_price: number | null;
  return_percent: number | null;
  result_time: number;
  length: number;
  lowest_percent: number;
  highest_percent: number;
  ambiguous: number;
  resolved_by: string | null;
  resolved_interval: string | null;
}
