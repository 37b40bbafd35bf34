import { type Kysely, sql } from 'kysely';
import type { Database } from '../../platform/db/schema';

export interface UserListFilter {
  search?: string;
  role?: string;
  offset: number;
  limit: number;
}

/** Escapes LIKE wildcards so a search for "a_b" finds that text, not a pattern. */
const likePrefix = (s: string) => `${s.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** One page of users (newest first) and the total matching the filter. */
export async function listUsers(db: Kysely<Database>, filter: UserListFilter) {
  let base = db.selectFrom('users');
  if (filter.role) base = base.where('role_code', '=', filter.role);
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
      .select(['id', 'username', 'name', 'display_name', 'role_code', 'verified_at', 'created_at'])
      .orderBy('created_at', 'desc')
      .orderBy('id')
      .offset(filter.offset)
      .limit(filter.limit)
      .execute(),
    base.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}
