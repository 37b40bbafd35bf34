import type { Selectable } from 'kysely';
import type { Db } from '../auth.repository';
import type { OAuthPendingTable, UserIdentitiesTable } from './oauth.tables';

/** All SQL of linked provider accounts and of the pending steps of provider sign-ins. */
export type IdentityRow = Selectable<UserIdentitiesTable>;
type PendingRow = Selectable<OAuthPendingTable>;

/**
 * A step of a provider sign-in waiting for the browser: `state` (an attempt at the provider),
 * `exchange` (the code the web app exchanges for a session), `link` (a provider waiting for the
 * owner's proof), `link-mail` (the same proof by an e-mailed link), `complete` (a sign-up waiting for
 * an e-mail), `ticket` (an account page's link, before the browser leaves).
 */
export type PendingPurpose = 'state' | 'exchange' | 'link' | 'link-mail' | 'complete' | 'ticket';

export async function insertPending(
  db: Db,
  row: { id: string; purpose: PendingPurpose; payload: string; expires_at: number },
): Promise<void> {
  await db.insertInto('oauth_pending').values(row).execute();
}

/**
 * Takes a pending step: found, of that purpose, not expired, and deleted by this very call, so of two
 * requests racing with one code only one gets it (a used code is gone, an expired one too).
 */
export async function spendPending(
  db: Db,
  id: string,
  purpose: PendingPurpose,
  now: number,
): Promise<PendingRow | undefined> {
  const row = await db
    .selectFrom('oauth_pending')
    .selectAll()
    .where('id', '=', id)
    .where('purpose', '=', purpose)
    .executeTakeFirst();
  if (!row) return undefined;
  const deleted = await db.deleteFrom('oauth_pending').where('id', '=', id).executeTakeFirst();
  if (Number(deleted.numDeletedRows) !== 1 || row.expires_at <= now) return undefined;
  return row;
}

/** Reads a pending step without spending it (a link code stays usable until the link is made). */
export const findPending = (db: Db, id: string, purpose: PendingPurpose, now: number) =>
  db
    .selectFrom('oauth_pending')
    .selectAll()
    .where('id', '=', id)
    .where('purpose', '=', purpose)
    .where('expires_at', '>', now)
    .executeTakeFirst();

/** Steps abandoned on the way; returns how many went. */
export async function deleteExpiredPending(db: Db, now: number): Promise<number> {
  const result = await db.deleteFrom('oauth_pending').where('expires_at', '<=', now).executeTakeFirst();
  return Number(result.numDeletedRows);
}

export const findIdentity = (db: Db, provider: string, subject: string): Promise<IdentityRow | undefined> =>
  db
    .selectFrom('user_identities')
    .selectAll()
    .where('provider', '=', provider)
    .where('subject', '=', subject)
    .executeTakeFirst();

/** Links a provider account; false when it is already linked (to anyone). */
export async function insertIdentity(db: Db, row: IdentityRow): Promise<boolean> {
  const result = await db
    .insertInto('user_identities')
    .values(row)
    .onConflict((oc) => oc.columns(['provider', 'subject']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

export const listUserIdentities = (db: Db, userId: string): Promise<IdentityRow[]> =>
  db
    .selectFrom('user_identities')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();

export async function recordIdentityUse(db: Db, id: string, at: number): Promise<void> {
  await db.updateTable('user_identities').set({ last_used_at: at }).where('id', '=', id).execute();
}

export async function deleteUserIdentity(db: Db, userId: string, id: string): Promise<boolean> {
  const result = await db
    .deleteFrom('user_identities')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}
