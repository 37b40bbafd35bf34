import { type Kysely, sql } from 'kysely';

// A statistics trade records the price it closed at and its return before fees: a candle opening beyond
// a level now closes the trade at that open, so neither follows from the levels any more, and the fee
// is charged on the exit's value. Trades stored before closed at the level reached, which is what they
// are given (open trades have neither).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('statistic_trades').addColumn('exit_price', 'double precision').execute();
  await db.schema.alterTable('statistic_trades').addColumn('return_percent', 'double precision').execute();
  await sql`update statistic_trades set
    exit_price = case result when 'win' then take_profit_price when 'lost' then stoploss_price end,
    return_percent = case result when 'win' then take_profit when 'lost' then -stoploss end`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('statistic_trades').dropColumn('return_percent').execute();
  await db.schema.alterTable('statistic_trades').dropColumn('exit_price').execute();
}
