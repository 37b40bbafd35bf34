import type { Kysely } from 'kysely';
import type { Database } from '../../../platform/db/schema';

/** The SQL of Telegram links' one-time start codes (hash only); the linked chat is a notification setting. */
type Db = Kysely<Database>;

/** A member's new code; their older ones stop working (only the newest link shown is valid). */
export async function replaceLinkCode(
  db: Db,
  row: { code_hash: string; user_id: string; created_at: number; expires_at: number },
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('telegram_link_codes').where('user_id', '=', row.user_id).execute();
    await trx.insertInto('telegram_link_codes').values(row).execute();
  });
}

/** The member of an unexpired code, which is used up: two chats sending one code link one. */
export async function takeLinkCode(db: Db, codeHash: string, now: number): Promise<string | undefined> {
  const row = await db
    .selectFrom('telegram_link_codes')
    .select(['user_id', 'expires_at'])
    .where('code_hash', '=', codeHash)
    .executeTakeFirst();
  if (!row) return undefined;
  const deleted = await db
    .deleteFrom('telegram_link_codes')
    .where('code_hash', '=', codeHash)
    .executeTakeFirst();
  if (Number(deleted.numDeletedRows) !== 1 || Number(row.expires_at) <= now) return undefined;
  return row.user_id;
}

export async function deleteExpiredCodes(db: Db, now: number): Promise<void> {
  await db.deleteFrom('telegram_link_codes').where('expires_at', '<=', now).execute();
}
