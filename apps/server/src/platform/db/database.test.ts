import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { createPgDatabase, TEST_DATABASE_URL, tempDir } from '../../../test/harness';
import { openDatabase, sqliteConnectionOf } from './database';
import { BACKSTOP_PAGES } from './wal-checkpointer';

describe.skipIf(!TEST_DATABASE_URL)('PostgreSQL connection pool', () => {
  it('survives an idle connection killed by the server and reconnects', async () => {
    const { url, drop } = await createPgDatabase(TEST_DATABASE_URL!);
    const lost: Error[] = [];
    const handle = openDatabase({
      databaseUrl: url,
      dataDir: tempDir(),
      onConnectionLost: (e) => lost.push(e),
    });
    try {
      const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(handle.db);
      const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
      await admin.connect();
      await admin.query('select pg_terminate_backend($1)', [rows[0].pid]);
      await admin.end();
      const end = Date.now() + 5_000;
      while (lost.length === 0 && Date.now() < end) await new Promise((r) => setTimeout(r, 20));
      expect(lost.length).toBe(1);
      const again = await sql<{ ok: number }>`select 1 as ok`.execute(handle.db);
      expect(again.rows[0].ok).toBe(1);
    } finally {
      await handle.close();
      await drop();
    }
  });
});

describe('SQLite WAL checkpoints from a thread', () => {
  const fileSize = (dir: string) => fs.statSync(path.join(dir, 'bitdata.sqlite')).size;

  /** Writes about 2 MB in one transaction: pages that sit in the WAL until a checkpoint copies them. */
  const fill = (sqlite: SQLite.Database) => {
    sqlite.exec('create table filler (id integer primary key, body blob)');
    const insert = sqlite.prepare('insert into filler (body) values (?)');
    sqlite.transaction(() => {
      for (let i = 0; i < 500; i++) insert.run(Buffer.alloc(4_000, i % 251));
    })();
  };

  it('copies committed pages into the database file without a commit doing it', async () => {
    const dir = tempDir();
    const handle = openDatabase({ dataDir: dir, checkpointEveryMs: 20 });
    try {
      const sqlite = sqliteConnectionOf(handle.db)!;
      // SQLite's own checkpoint only as a backstop, far above what this test writes
      expect(sqlite.pragma('wal_autocheckpoint', { simple: true })).toBe(BACKSTOP_PAGES);
      const before = fileSize(dir);
      fill(sqlite);
      const end = Date.now() + 5_000;
      while (fileSize(dir) < before + 2_000_000 && Date.now() < end)
        await new Promise((r) => setTimeout(r, 20));
      expect(fileSize(dir)).toBeGreaterThan(before + 2_000_000);
      expect(sqlite.prepare('select count(*) as n from filler').get()).toEqual({ n: 500 });
    } finally {
      await handle.close();
    }
  });

  it('lets a process with nothing else to do finish closing (the thread does not hold it, nor drop it)', () => {
    const module = JSON.stringify(new URL('./database.ts', import.meta.url).href);
    const script = `const { openDatabase } = await import(${module});
      const handle = openDatabase({ dataDir: ${JSON.stringify(tempDir())}, checkpointEveryMs: 1000 });
      await handle.close();
      console.log('closed');`;
    const file = path.join(tempDir(), 'close.mts');
    fs.writeFileSync(file, script);
    const run = spawnSync(process.execPath, ['--import', 'tsx', file], {
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(run.stderr).toBe('');
    expect([run.status, run.stdout.trim()]).toEqual([0, 'closed']);
  });

  it('leaves the pages in the WAL when off, until SQLite checkpoints at its own threshold', async () => {
    const dir = tempDir();
    const handle = openDatabase({ dataDir: dir });
    try {
      const sqlite = sqliteConnectionOf(handle.db)!;
      expect(sqlite.pragma('wal_autocheckpoint', { simple: true })).toBe(1_000);
      const before = fileSize(dir);
      fill(sqlite);
      await new Promise((r) => setTimeout(r, 200));
      expect(fileSize(dir)).toBeLessThan(before + 100_000);
    } finally {
      await handle.close();
    }
  });
});
