import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Database } from '../../platform/db/schema';
import type { SessionEventsTable, SessionsTable, UsersTable } from './auth.tables';

/** All SQL of the auth module. Dialect-neutral Kysely: text ids, integer-ms times, 0/1 flags. */
export type Db = Kysely<Database> | Transaction<Database>;
export type UserRow = Selectable<UsersTable>;
export type SessionRow = Selectable<SessionsTable>;

export const findUserByUsername = (db: Db, username: string): Promise<UserRow | undefined> =>
  db.selectFrom('users').selectAll().where('username', '=', username).executeTakeFirst();

export const findUserById = (db: Db, id: string): Promise<UserRow | undefined> =>
  db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();

export const findAnyUserWithRole = (db: Db, role: string): Promise<UserRow | undefined> =>
  db
    .selectFrom('users')
    .selectAll()
    .where('role_code', '=', role)
    .orderBy('created_at')
    .limit(1)
    .executeTakeFirst();

/**
 * Inserts a user; false when the username is already taken (a concurrent signup lost the race).
 * ON CONFLICT instead of catching the violation: inside a PostgreSQL transaction a failed statement
 * would abort the whole transaction.
 */
export async function insertUser(db: Db, row: UserRow): Promise<boolean> {
  const result = await db
    .insertInto('users')
    .values(row)
    .onConflict((oc) => oc.column('username').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

export type UserPatch = Partial<
  Pick<
    UserRow,
    | 'display_name'
    | 'phone'
    | 'language'
    | 'timezone'
    | 'password_hash'
    | 'verified_at'
    | 'updated_at'
    | 'name'
    | 'role_code'
    | 'status'
  >
>;

export async function updateUser(db: Db, id: string, patch: UserPatch): Promise<void> {
  await db.updateTable('users').set(patch).where('id', '=', id).execute();
}

/**
 * The user of a live session (not revoked, not expired, belonging to that user) in one read: the
 * only query an authenticated request makes once its role's grants are in memory.
 */
export const findLiveSessionUser = (
  db: Db,
  sessionId: string,
  userId: string,
  now: number,
): Promise<UserRow | undefined> =>
  db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .selectAll('users')
    .where('sessions.id', '=', sessionId)
    .where('sessions.user_id', '=', userId)
    .where('sessions.revoked_at', 'is', null)
    .where('sessions.expires_at', '>', now)
    .executeTakeFirst();

/** Whether the session is still live: the websocket heartbeat's one cheap check. */
export async function isSessionLive(db: Db, sessionId: string, now: number): Promise<boolean> {
  const row = await db
    .selectFrom('sessions')
    .select('id')
    .where('id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return row !== undefined;
}

/** Whether the user has any session on record, live or ended and not yet purged. */
export async function hasAnySession(db: Db, userId: string): Promise<boolean> {
  const row = await db.selectFrom('sessions').select('id').where('user_id', '=', userId).executeTakeFirst();
  return row !== undefined;
}

export async function insertSession(db: Db, row: SessionRow): Promise<void> {
  await db.insertInto('sessions').values(row).execute();
}

export async function revokeSession(db: Db, id: string, now: number): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ revoked_at: now })
    .where('id', '=', id)
    .where('revoked_at', 'is', null)
    .execute();
}

/** Ends every session of the user, except `keepId` (the caller's own, after a password change). */
export async function revokeUserSessions(
  db: Db,
  userId: string,
  now: number,
  keepId?: string,
): Promise<void> {
  let q = db
    .updateTable('sessions')
    .set({ revoked_at: now })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null);
  if (keepId) q = q.where('id', '!=', keepId);
  await q.execute();
}

export const listLiveSessions = (db: Db, userId: string, now: number): Promise<SessionRow[]> =>
  db
    .selectFrom('sessions')
    .selectAll()
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .orderBy('created_at', 'desc')
    .limit(100)
    .execute();

export type SessionEventRow = Selectable<SessionEventsTable>;

export async function insertSessionEvent(db: Db, row: SessionEventRow): Promise<void> {
  await db.insertInto('session_events').values(row).execute();
}

/** The events of these sessions, oldest first. */
export const listSessionEvents = (db: Db, sessionIds: string[]): Promise<SessionEventRow[]> =>
  sessionIds.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('session_events')
        .selectAll()
        .where('session_id', 'in', sessionIds)
        .orderBy('at')
        .orderBy('id')
        .execute();

export type TokenPurpose = 'verify' | 'reset';

export async function insertToken(
  db: Db,
  row: {
    id: string;
    user_id: string;
    purpose: TokenPurpose;
    token_hash: string;
    created_at: number;
    expires_at: number;
  },
): Promise<void> {
  await db
    .insertInto('user_tokens')
    .values({ ...row, used_at: null })
    .execute();
}

/** An unused, unexpired code of that purpose (and user, when given). */
export async function findUsableToken(
  db: Db,
  purpose: TokenPurpose,
  tokenHash: string,
  now: number,
  userId?: string,
): Promise<{ id: string; user_id: string } | undefined> {
  let q = db
    .selectFrom('user_tokens')
    .select(['id', 'user_id'])
    .where('purpose', '=', purpose)
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now);
  if (userId) q = q.where('user_id', '=', userId);
  return q.executeTakeFirst();
}

/** Whether `tokenHash` is one of the user's codes of this purpose, used or not (until purged). */
export async function hasToken(
  db: Db,
  purpose: TokenPurpose,
  tokenHash: string,
  userId: string,
): Promise<boolean> {
  const row = await db
    .selectFrom('user_tokens')
    .select('id')
    .where('purpose', '=', purpose)
    .where('token_hash', '=', tokenHash)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row !== undefined;
}

/** Marks a code used; false when another request used it first (single use under concurrency). */
export async function consumeToken(db: Db, id: string, now: number): Promise<boolean> {
  const result = await db
    .updateTable('user_tokens')
    .set({ used_at: now })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Voids every outstanding code of a purpose (a reset voids older reset links). */
export async function consumeUserTokens(
  db: Db,
  userId: string,
  purpose: TokenPurpose,
  now: number,
): Promise<void> {
  await db
    .updateTable('user_tokens')
    .set({ used_at: now })
    .where('user_id', '=', userId)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .execute();
}

/** Deletes sessions that expired or were revoked before `before`; returns how many. */
export async function deleteEndedSessions(db: Db, before: number): Promise<number> {
  const result = await db
    .deleteFrom('sessions')
    .where((eb) => eb.or([eb('expires_at', '<', before), eb('revoked_at', '<', before)]))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Deletes codes that expired or were used before `before`; returns how many. */
export async function deleteSpentTokens(db: Db, before: number): Promise<number> {
  const result = await db
    .deleteFrom('user_tokens')
    .where((eb) => eb.or([eb('expires_at', '<', before), eb('used_at', '<', before)]))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
