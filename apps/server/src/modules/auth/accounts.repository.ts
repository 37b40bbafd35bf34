import { sql } from 'kysely';
import type { Db } from './auth.repository';

/**
 * Accounts as other modules need them (the back office's user list and edits, payments' role moves,
 * members' locks): the `users` table and its sessions are auth's, so their SQL stays here.
 */

export interface UserListFilter {
  search?: string;
  role?: string;
  status?: string;
  /** Only these accounts (a group's members, which the back office names). */
  ids?: readonly string[];
  offset: number;
  limit: number;
}

/** Escapes LIKE wildcards so a search for "a_b" finds that text, not a pattern. */
const likePrefix = (s: string) => `${s.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** One page of users (newest first) and the total matching the filter. */
export async function listUsers(db: Db, filter: UserListFilter) {
  let base = db.selectFrom('users');
  if (filter.role) base = base.where('role_code', '=', filter.role);
  if (filter.status) base = base.where('status', '=', filter.status);
  if (filter.ids) base = base.where('id', 'in', filter.ids);
  if (filter.search) {
    const pattern = likePrefix(filter.search);
    // username is stored lower-case; lower(name) keeps the match case-insensitive on both engines.
    // An explicit ESCAPE clause: SQLite has no default LIKE escape character, PostgreSQL's is '\\'.
    base = base.where((eb) =>
      eb.or([
        sql<boolean>`${sql.ref('username')} like ${pattern} escape '\\'`,
        sql<boolean>`lower(${sql.ref('name')}) like ${pattern} escape '\\'`,
      ]),
    );
  }
  const [rows, count] = await Promise.all([
    base
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('id')
      .offset(filter.offset)
      .limit(filter.limit)
      .execute(),
    base.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

/** When each user last signed in (their newest session), for the users given. */
export async function lastSignIns(db: Db, userIds: readonly string[]): Promise<Map<string, number>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('sessions')
    .select((eb) => ['user_id', eb.fn.max('created_at').as('last')])
    .where('user_id', 'in', userIds)
    .groupBy('user_id')
    .execute();
  return new Map(rows.map((r) => [r.user_id, Number(r.last)]));
}

/** Revokes the user's session `sessionId`, or all of them; how many were live. */
export async function revokeSessions(db: Db, userId: string, now: number, sessionId?: string) {
  let q = db
    .updateTable('sessions')
    .set({ revoked_at: now })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null);
  if (sessionId !== undefined) q = q.where('id', '=', sessionId);
  const result = await q.executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Writes the member's row, changing nothing: PostgreSQL then holds its row lock until commit. */
export async function touchUserRow(trx: Db, userId: string): Promise<void> {
  await trx
    .updateTable('users')
    .set((eb) => ({ id: eb.ref('id') }))
    .where('id', '=', userId)
    .execute();
}

/** Whom to write to: the address (username), name and time zone of each account given. */
/** How many accounts hold each role (roles nobody holds are absent). */
export const countUsersByRole = (db: Db) =>
  db
    .selectFrom('users')
    .select((eb) => ['role_code', eb.fn.countAll<number | string>().as('n')])
    .groupBy('role_code')
    .execute();

/** Whether any account holds the role. */
export const roleIsHeld = async (db: Db, role: string) =>
  (await db.selectFrom('users').select('id').where('role_code', '=', role).limit(1).executeTakeFirst()) !==
  undefined;

/** Verified, active accounts of a role, by username. */
export const activeUsersOfRole = (db: Db, role: string) =>
  db
    .selectFrom('users')
    .select(['id', 'username'])
    .where('role_code', '=', role)
    .where('status', '=', 'active')
    .where('verified_at', 'is not', null)
    .orderBy('username')
    .execute();

export const contactsOf = (db: Db, ids: readonly string[]) =>
  db.selectFrom('users').select(['id', 'username', 'name', 'timezone']).where('id', 'in', ids).execute();

/** The member a payment is for (their role tells whether they are staff). */
export const findPayingUser = (db: Db, id: string) =>
  db
    .selectFrom('users')
    .select(['id', 'username', 'name', 'role_code', 'language', 'timezone'])
    .where('id', '=', id)
    .executeTakeFirst();

/**
 * Writes the member's row (its update time) first in a transaction: two payments of one member
 * completing together queue there (PostgreSQL row lock; SQLite has one writer).
 */
export async function stampUser(db: Db, userId: string, now: number): Promise<void> {
  await db.updateTable('users').set({ updated_at: now }).where('id', '=', userId).execute();
}

/** Moves a member to another role, only from `fromRoles` (staff moved by hand are never touched). */
export async function setRole(db: Db, userId: string, fromRoles: string[], role: string, now: number) {
  const result = await db
    .updateTable('users')
    .set({ role_code: role, updated_at: now })
    .where('id', '=', userId)
    .where('role_code', 'in', fromRoles)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
