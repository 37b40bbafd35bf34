import type { Kysely } from 'kysely';

// Top-trader ratios found by feed, period and time: live screening fills the ratio columns of a
// close's 500 markets at once, and by the primary key (exchange, data type, symbol, period, time) that
// was 500 lookups per interval, 4.7 of a close's 33 ms (npm run bench -- screener). By this index
// it is one range holding the feed's ratios of those few candles.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('market_long_short_by_time')
    .on('market_long_short')
    .columns(['exchange_id', 'data_type', 'period', 'time'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('market_long_short_by_time').execute();
}
