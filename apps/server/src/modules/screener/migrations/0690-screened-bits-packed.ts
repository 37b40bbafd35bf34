import type { Kysely } from 'kysely';

// Screened candles' sets packed (match-bits.ts packSets: the positions of the set bits when few are set,
// else the bitmap), for the rows written from now on: `packed` = 1. Rows written before keep their plain
// bitmaps (0) and are read as such, so the previous close of every market is still known after the upgrade
// (a market's matches must not all count as entering again).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('screened_candles')
    .addColumn('packed', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('screened_candles').dropColumn('packed').execute();
}
