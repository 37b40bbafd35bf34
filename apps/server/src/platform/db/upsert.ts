import { type RawBuilder, sql, type Updateable } from 'kysely';
import type { Database } from './schema';

type FromExcluded<TB extends keyof Database, C extends keyof Database[TB]> = {
  [K in C]: RawBuilder<Updateable<Database[TB]>[K & keyof Updateable<Database[TB]>]>;
};

/**
 * An upsert's update from the row it would have inserted, `column = excluded.column` for each of
 * `columns`: those the incoming row owns, while the others (an operator's decision, a first-seen time)
 * keep what is stored. For `.onConflict((oc) => oc.columns([...]).doUpdateSet(fromExcluded(table, [...])))`.
 */
export function fromExcluded<TB extends keyof Database, C extends keyof Database[TB] & string>(
  _table: TB,
  columns: readonly C[],
): FromExcluded<TB, C> {
  return Object.fromEntries(columns.map((c) => [c, sql.ref(`excluded.${c}`)])) as FromExcluded<TB, C>;
}
