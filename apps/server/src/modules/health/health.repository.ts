import { type Kysely, sql } from 'kysely';
import type { Database } from '../../platform/db/schema';

/** Resolves when the database answers a trivial query, rejects otherwise. */
export async function pingDatabase(db: Kysely<Database>): Promise<void> {
  await sql`select 1 as ok`.execute(db);
}
