import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, type KyselyPlugin, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './schema';
import { cachingStatements } from './statement-cache';
import { BACKSTOP_PAGES, startCheckpointer } from './wal-checkpointer';

export type SqlDialect = 'sqlite' | 'postgres';

/** The SQLite database's file name in DATA_DIR (backups copy it under the same name). */
export const SQLITE_FILE = 'bitdata.sqlite';

export interface DatabaseHandle {
  db: Kysely<Database>;
  dialect: SqlDialect;
  close(): Promise<void>;
}

// The drivers behind each Kysely instance, for the few hot paths (candle bulk writes) that need them:
// looked up from `db` so repositories keep their (db, ...) signature.
const rawSqlite = new WeakMap<object, SQLite.Database>();
const rawPool = new WeakMap<object, pg.Pool>();

/** The pg pool behind a Kysely instance opened by `openDatabase` (undefined for SQLite or a transaction). */
export function pgPoolOf(db: object): pg.Pool | undefined {
  return rawPool.get(db);
}

/**
 * The better-sqlite3 connection behind a Kysely instance opened by `openDatabase` (undefined for
 * PostgreSQL or a transaction). Use it only while holding Kysely's connection (`db.connection()`), so no
 * Kysely transaction is open on it at the same time.
 */
export function sqliteConnectionOf(db: object): SQLite.Database | undefined {
  return rawSqlite.get(db);
}

/** `db` with a plugin (query timing), still known to pgPoolOf and sqliteConnectionOf. */
export function withDatabasePlugin(db: Kysely<Database>, plugin: KyselyPlugin): Kysely<Database> {
  const next = db.withPlugin(plugin);
  const pool = rawPool.get(db);
  if (pool) rawPool.set(next, pool);
  const sqlite = rawSqlite.get(db);
  if (sqlite) rawSqlite.set(next, sqlite);
  return next;
}

// int8 (bigint) columns hold epoch milliseconds and counters, all far below 2^53: read them as numbers
// so repositories see the same JS types on both engines.
pg.types.setTypeParser(20, (v) => Number(v));
// numeric stays a string (prices and money are decimal strings, never floats).

/** SQLite file in DATA_DIR by default; PostgreSQL when a URL is given. */
export function openDatabase(options: {
  databaseUrl?: string;
  dataDir: string;
  /** Told when PostgreSQL drops an idle pooled connection (restart, network); the pool reconnects. */
  onConnectionLost?: (err: Error) => void;
  /**
   * SQLite: checkpoint the WAL from a thread every this many ms (wal-checkpointer.ts) rather than
   * inside the commits that cross SQLite's threshold; unset or 0: SQLite's own checkpoints.
   */
  checkpointEveryMs?: number;
  /** Told when the checkpointer thread fails (SQLite's own checkpoints then take over). */
  onCheckpointerFailed?: (err: Error) => void;
}): DatabaseHandle {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // Without a listener, an idle client's error is an unhandled 'error' event that ends the process.
    pool.on('error', (err) => options.onConnectionLost?.(err));
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    rawPool.set(db, pool);
    return { db, dialect: 'postgres', close: () => db.destroy() };
  }
  fs.mkdirSync(options.dataDir, { recursive: true });
  const file = path.join(options.dataDir, SQLITE_FILE);
  const sqlite = new SQLite(file);
  // WAL lets the API read while a worker writes; NORMAL sync is durable across process crashes.
  // 16 KB pages for a new database (an existing one keeps its own: WAL cannot change it): a screened
  // close writes 500 rows of 1-2 KB and candle upserts write long runs, and each page is a write to the
  // WAL at commit. A close of 10,000 filters x 500 markets: 22.5 -> 20.6 ms median, CPU 29 -> 25 ms
  // (npm run bench -- screener); bulk candle upserts unchanged (npm run bench -- market).
  sqlite.pragma('page_size = 16384');
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  // temporary b-trees (sorts, ON CONFLICT) in memory; a 64 MB page cache (allocated as used) keeps the
  // candle table's upper index pages hot during bulk upserts
  sqlite.pragma('temp_store = MEMORY');
  sqlite.pragma('cache_size = -65536');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: cachingStatements(sqlite) }) });
  rawSqlite.set(db, sqlite);
  const every = options.checkpointEveryMs ?? 0;
  if (every <= 0) return { db, dialect: 'sqlite', close: () => db.destroy() };
  const ownCheckpoints = sqlite.pragma('wal_autocheckpoint', { simple: true });
  sqlite.pragma(`wal_autocheckpoint = ${BACKSTOP_PAGES}`);
  const checkpointer = startCheckpointer(file, every, (err) => {
    if (sqlite.open) sqlite.pragma(`wal_autocheckpoint = ${ownCheckpoints}`);
    options.onCheckpointerFailed?.(err);
  });
  return {
    db,
    dialect: 'sqlite',
    close: async () => {
      await checkpointer.stop();
      await db.destroy();
    },
  };
}
