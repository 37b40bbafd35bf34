import { type Kysely, type Selectable, sql, type Transaction } from 'kysely';
import type { Database, UsersTable } from '../../platform/db/schema';

/** The back office's user queries. Dialect-neutral Kysely. */
export type Db = Kysely<Database> | Transaction<Database>;
export type UserRow = Selectable<UsersTable>;

export interface UserListFilter {
  search?: string;
  role?: string;
  status?: string;
  group?: string;
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
  if (filter.group) {
    const group = filter.group;
    base = base.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('group_members')
          .select('group_members.user_id')
          .whereRef('group_members.user_id', '=', 'users.id')
          .where('group_members.group_code', '=', group),
      ),
    );
  }
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

export const findUser = (db: Db, id: string): Promise<UserRow | undefined> =>
  db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();

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

/** Inserts a user; false when the username is taken. */
export async function insertUser(db: Db, row: UserRow): Promise<boolean> {
  const result = await db
    .insertInto('users')
    .values(row)
    .onConflict((oc) => oc.column('username').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

export type UserPatch = Partial<Pick<UserRow, 'name' | 'phone' | 'role_code' | 'status' | 'updated_at'>>;

export async function updateUser(db: Db, id: string, patch: UserPatch): Promise<void> {
  await db.updateTable('users').set(patch).where('id', '=', id).execute();
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
export async function touchUserRow(trx: Kysely<Database>, userId: string): Promise<void> {
  await trx
    .updateTable('users')
    .set((eb) => ({ id: eb.ref('id') }))
    .where('id', '=', userId)
    .execute();
}
