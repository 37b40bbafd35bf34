import type { Kysely } from 'kysely';
import type { Database } from '../apps/server/src/platform/db/schema';

/** How many members one insert writes. */
const CHUNK = 200;

/**
 * Members written straight into the database, as many as a benchmark needs in seconds: premium (no
 * plan limit in the way), verified, half of them in Vietnamese, each with the notification channels
 * given and no cooldown. `username(i)` names the i-th.
 */
export async function insertBenchMembers(
  db: Kysely<Database>,
  ids: readonly string[],
  options: { username: (i: number) => string; channels: Record<string, unknown>; now: number },
): Promise<void> {
  const { now } = options;
  for (let start = 0; start < ids.length; start += CHUNK) {
    const part = ids.slice(start, start + CHUNK).map((id, k) => ({ id, i: start + k }));
    await db
      .insertInto('users')
      .values(
        part.map(({ id, i }) => ({
          id,
          username: options.username(i),
          password_hash: 'x',
          name: `Member ${i}`,
          display_name: '',
          phone: '',
          photo_url: null,
          language: i % 2 ? 'vi' : 'en',
          timezone: 'Asia/Ho_Chi_Minh',
          role_code: 'premium',
          verified_at: now,
          created_at: now,
          updated_at: now,
        })),
      )
      .execute();
    await db
      .insertInto('notification_settings')
      .values(
        part.map(({ id }) => ({
          user_id: id,
          channels: JSON.stringify(options.channels),
          email_mode: 'immediate',
          webhook_url: null,
          webhook_secret: null,
          telegram_chat_id: null,
          notify_on_leave: 0,
          cooldown_candles: 0,
          updated_at: now,
        })),
      )
      .execute();
  }
}
