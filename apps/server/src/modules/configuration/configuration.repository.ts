import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema';
import type { CacheConfigurationsTable } from './configuration.tables';

export interface CacheRuleFilter {
  active: boolean;
  offset: number;
  limit: number;
}

/** One page of cache rules with the given active flag, by url, and how many there are in all. */
export async function listCacheRules(db: Kysely<Database>, filter: CacheRuleFilter) {
  const base = db.selectFrom('cache_configurations').where('active', '=', filter.active ? 1 : 0);
  const [rows, count] = await Promise.all([
    base
      .select(['id', 'url', 'time_cache_ms', 'active', 'description'])
      .orderBy('url')
      .offset(filter.offset)
      .limit(filter.limit)
      .execute(),
    base.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

/** Inserts the rules whose url is not there yet; an existing row (an operator's edit) is left as it is. */
export async function insertMissingCacheRules(
  db: Kysely<Database>,
  rows: Insertable<CacheConfigurationsTable>[],
): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insertInto('cache_configurations')
    .values(rows)
    .onConflict((oc) => oc.column('url').doNothing())
    .execute();
}
