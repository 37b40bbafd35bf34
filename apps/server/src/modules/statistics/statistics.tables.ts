/**
 * Statistics runs, their totals and trades (module statistics). Same conventions as
 * platform/db/schema.ts; each table joins `Database` below, so queries anywhere are typed by it.
 */
declare module '../../platform/db/schema' {
  interface Database {
    statistic_runs: StatisticRunsTable;
    statistic_results: StatisticResultsTable;
    statistic_trades: StatisticTradesTable;
  }
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
