import type { Kysely, KyselyPlugin } from 'kysely';
import { pgPoolOf, withDatabasePlugin } from '../db/database';
import type { Database } from '../db/schema';
import type { Metrics } from './metrics';

/**
 * The database as services use it, with every query timed (db_query_duration_seconds), and its pool
 * read at each scrape: PostgreSQL's pg pool, or SQLite's one connection.
 */
export function measuredDatabase(db: Kysely<Database>, metrics: Metrics): Kysely<Database> {
  const pool = pgPoolOf(db);
  metrics.observePool(() =>
    pool
      ? { total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }
      : { total: 1, idle: 0, waiting: 0 },
  );
  return withDatabasePlugin(db, queryTimer(metrics));
}

function queryTimer(metrics: Pick<Metrics, 'queryTimed'>): KyselyPlugin {
  // keyed by Kysely's per-query id object: a query that fails leaves its entry to the garbage collector
  const started = new WeakMap<object, number>();
  return {
    transformQuery({ node, queryId }) {
      started.set(queryId, performance.now());
      return node;
    },
    async transformResult({ result, queryId }) {
      const t0 = started.get(queryId);
      if (t0 !== undefined) {
        started.delete(queryId);
        metrics.queryTimed((performance.now() - t0) / 1000);
      }
      return result;
    },
  };
}
