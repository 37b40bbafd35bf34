import { type Kysely, sql } from 'kysely';

/**
 * What a statistics migration test needs before its trades: a member (role, user), a filter and a done
 * run `r1` of user `u1` and filter `f1`, written as raw SQL so they fit the schema of the release the
 * test migrated to. Lists are the JSON texts stored (`'[3]'`), intervals comma-separated.
 */
export async function insertDoneRun<DB>(
  db: Kysely<DB>,
  run: { takeProfits: string; stoplosses: string; intervals: string; markets: number },
): Promise<void> {
  await sql`insert into roles (code, name, rank, is_staff) values ('member', 'member', 1, 0)`.execute(db);
  await sql`insert into users (id, username, password_hash, name, display_name, role_code, created_at, updated_at)
    values ('u1', 'a@example.com', 'x', 'A', 'A', 'member', 0, 0)`.execute(db);
  await sql`insert into filters (id, owner_id, name, entry_type, condition_list, take_profits, stoplosses,
      percent_profit_config, percent_stoploss_config, exchange_id, data_type, base_currency, interval_code,
      active, created_at, updated_at)
    values ('f1', 'u1', 'F', 'long', '[]', ${run.takeProfits}, ${run.stoplosses}, '[]', '[]', 1, 3, 'USDT', '1h',
      1, 0, 0)`.execute(db);
  await sql`insert into statistic_runs (id, owner_id, filter_id, filter_name, entry_type, condition_list,
      take_profits, stoplosses, exchange_id, data_type, intervals, same_candle, fee_percent, status,
      progress_done, progress_total, markets, warnings, created_at)
    values ('r1', 'u1', 'f1', 'F', 'long', '[]', ${run.takeProfits}, ${run.stoplosses}, 1, 3, ${run.intervals},
      'stopLossFirst', 0, 'done', 1, 1, ${run.markets}, '[]', 0)`.execute(db);
}
