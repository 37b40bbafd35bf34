import type SQLite from 'better-sqlite3';
import type { SqliteDatabase } from 'kysely';

/** Statements kept per connection; the app's queries have far fewer distinct texts. */
export const STATEMENT_CACHE_SIZE = 500;

/**
 * The connection as Kysely's SQLite dialect sees it, with prepared statements kept by their SQL text:
 * Kysely prepares every query it runs, and preparing (parsing and planning) costs as much as running a
 * small query (a close's 500-row insert is prepared anew each time otherwise). A statement still being
 * iterated (a streamed query) is not handed out again: that caller gets a fresh one. SQLite re-prepares
 * a kept statement by itself after a schema change (a migration).
 */
export function cachingStatements(sqlite: SQLite.Database, size = STATEMENT_CACHE_SIZE): SqliteDatabase {
  const kept = new Map<string, SQLite.Statement>();
  return {
    close: () => {
      kept.clear();
      sqlite.close();
    },
    prepare(sql: string) {
      const hit = kept.get(sql);
      if (hit && !hit.busy) {
        // most recently used last: the first key is the one to drop
        kept.delete(sql);
        kept.set(sql, hit);
        return hit;
      }
      const statement = sqlite.prepare(sql);
      if (!hit) {
        kept.set(sql, statement);
        if (kept.size > size) kept.delete(kept.keys().next().value as string);
      }
      return statement;
    },
  };
}
