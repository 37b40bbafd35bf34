import type { Kysely } from 'kysely';

// The closed-candle event (`market.candleClosed`) made durable.
// - market_candles.origin: how a closed candle arrived when it was emitted as an event (codes:
//   CANDLE_ORIGIN_CODE in modules/market/candle-rows.ts); NULL for history that was never an event
//   (seed, first backfill of a new market). A candle delivered again after a restart keeps its origin,
//   so a consumer can still tell a stale backfilled candle from a live one.
// - market_consumers: every consumer name seen once; a consumer seen for the first time starts at the
//   newest stored candle of each series instead of receiving the whole history.
// - market_watermarks: per consumer and series, the open time of the newest candle the consumer has
//   handled ("screened up to"). Candles after it are delivered again after a crash or a takeover.
// - market_leases: which ingest instance owns a feed (exchange, data type) until expires_at.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('market_candles').addColumn('origin', 'smallint').execute();

  await db.schema
    .createTable('market_consumers')
    .addColumn('name', 'varchar(100)', (c) => c.primaryKey())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('market_watermarks')
    .addColumn('consumer', 'varchar(100)', (c) => c.notNull())
    .addColumn('series_id', 'integer', (c) => c.notNull())
    .addColumn('screened_up_to', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('market_watermarks_pk', ['consumer', 'series_id'])
    .execute();

  await db.schema
    .createTable('market_leases')
    .addColumn('key', 'varchar(100)', (c) => c.primaryKey())
    .addColumn('owner', 'varchar(200)', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('market_leases').ifExists().execute();
  await db.schema.dropTable('market_watermarks').ifExists().execute();
  await db.schema.dropTable('market_consumers').ifExists().execute();
  await db.schema.alterTable('market_candles').dropColumn('origin').execute();
}
