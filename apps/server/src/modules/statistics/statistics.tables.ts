/**
 * Statistics runs, their totals and trades (module statistics). Same conventions as
 * platform/db/schema.ts; each table joins `Database` below, so queries anywhere are typed by it.
 */
declare module '../../platform/db/schema' {
  interface Database {
    statistic_runs: StatisticRunsTable;
    statistic_results: StatisticResultsTable;
    statistic_trade_sets: StatisticTradeSetsTable;
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

/** The trades of one (interval, take-profit, stop-loss) of a run, as one trade set (trade-sets.ts). */
export interface StatisticTradeSetsTable {
  run_id: string;
  interval_code: string;
  take_profit: number;
  stoploss: number;
  /** how many trades the set holds */
  trades: number;
  data: Buffer;
}
