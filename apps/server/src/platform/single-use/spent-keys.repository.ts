import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/**
 * Claims `key` until `expiresAt`: inserts it, or takes over a row whose time has run out, in one
 * statement so that of two concurrent claims exactly one succeeds. True when this call got the key.
 */
export async function claimSpentKey(
  db: Kysely<Database>,
  key: string,
  expiresAt: number,
  now: number,
): Promise<boolean> {
  const result = await db
    .insertInto('spent_keys')
    .values({ key, expires_at: expiresAt })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({ expires_at: expiresAt }).where('spent_keys.expires_at', '<=', now),
    )
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

export async function deleteExpiredSpentKeys(db: Kysely<Database>, now: number): Promise<number> {
  const result = await db.deleteFrom('spent_keys').where('expires_at', '<=', now).executeTakeFirst();
  return Number(result.numDeletedRows);
}
