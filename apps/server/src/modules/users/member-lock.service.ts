import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema';
import { lockAccountRow } from '../auth';

/**
 * Serialises a member's counted writes (filters and notifying filters under the plan's limits,
 * devices, stored bytes): called first inside the caller's transaction, it writes the member's row
 * (changing nothing), which holds PostgreSQL's row lock until commit (SQLite has one writer at a
 * time). Two writes of one member at once then cannot both count the same free room.
 */
export function lockMember(trx: Kysely<Database>, userId: string): Promise<void> {
  return lockAccountRow(trx, userId);
}
