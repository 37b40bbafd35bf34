import type { Kysely } from 'kysely';
import type { Database } from './schema';

/**
 * Serialises a member's counted writes (filters under the plan's limits, devices): the member's row is
 * written (changing nothing) first inside the transaction, which takes PostgreSQL's row lock until
 * commit (SQLite has one writer at a time). Two writes of one member at once then cannot both count
 * the same free room.
 */
export async function lockMemberRow(trx: Kysely<Database>, userId: string): Promise<void> {
  await trx
    .updateTable('users')
    .set((eb) => ({ id: eb.ref('id') }))
    .where('id', '=', userId)
    .execute();
}
