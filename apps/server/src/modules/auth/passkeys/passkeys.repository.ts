import type { Selectable } from 'kysely';
import type { Db } from '../auth.repository';
import type { PasskeyChallengesTable, PasskeysTable } from './passkeys.tables';

/** All SQL of passkeys and their ceremonies' challenges. */
export type PasskeyRow = Selectable<PasskeysTable>;
export type ChallengeRow = Selectable<PasskeyChallengesTable>;
export type ChallengePurpose = 'register' | 'login';

export async function insertChallenge(db: Db, row: ChallengeRow): Promise<void> {
  await db.insertInto('passkey_challenges').values(row).execute();
}

/**
 * Takes a challenge for its answer: found, of that purpose, not expired, and deleted by this very
 * call, so of two answers racing with one challenge only one gets it.
 */
export async function spendChallenge(
  db: Db,
  id: string,
  purpose: ChallengePurpose,
  now: number,
): Promise<ChallengeRow | undefined> {
  const row = await db
    .selectFrom('passkey_challenges')
    .selectAll()
    .where('id', '=', id)
    .where('purpose', '=', purpose)
    .executeTakeFirst();
  if (!row) return undefined;
  const deleted = await db.deleteFrom('passkey_challenges').where('id', '=', id).executeTakeFirst();
  if (Number(deleted.numDeletedRows) !== 1 || row.expires_at <= now) return undefined;
  return row;
}

/** Challenges whose ceremony was abandoned; returns how many went. */
export async function deleteExpiredChallenges(db: Db, now: number): Promise<number> {
  const result = await db.deleteFrom('passkey_challenges').where('expires_at', '<=', now).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Inserts a passkey; false when its credential is already registered (on any account). */
export async function insertPasskey(db: Db, row: PasskeyRow): Promise<boolean> {
  const result = await db
    .insertInto('passkeys')
    .values(row)
    .onConflict((oc) => oc.column('credential_id').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

export const findPasskeyByCredential = (db: Db, credentialId: string): Promise<PasskeyRow | undefined> =>
  db.selectFrom('passkeys').selectAll().where('credential_id', '=', credentialId).executeTakeFirst();

export const listUserPasskeys = (db: Db, userId: string): Promise<PasskeyRow[]> =>
  db
    .selectFrom('passkeys')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();

/**
 * Records a sign-in with the passkey. The counter moves only forward (`counter` is the one the check
 * accepted against `previous`): of two sign-ins racing with one count, the second changes nothing.
 */
export async function recordPasskeyUse(
  db: Db,
  id: string,
  use: { previous: number; counter: number; backedUp: boolean; at: number },
): Promise<boolean> {
  const result = await db
    .updateTable('passkeys')
    .set({ counter: use.counter, backed_up: use.backedUp ? 1 : 0, last_used_at: use.at })
    .where('id', '=', id)
    .where('counter', '=', use.previous)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Deletes one of the user's passkeys; false when it is not theirs or already gone. */
export async function deleteUserPasskey(db: Db, userId: string, id: string): Promise<boolean> {
  const result = await db
    .deleteFrom('passkeys')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}
