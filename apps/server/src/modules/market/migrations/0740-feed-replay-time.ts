import type { Kysely } from 'kysely';

// A replaying feed reports the moment its replay has reached (one clock for every replayed series),
// so an API-only process can name it in the "Replay of ..." badge as the ingest process does.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('market_feed_status').addColumn('replay_time', 'bigint').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('market_feed_status').dropColumn('replay_time').execute();
}
