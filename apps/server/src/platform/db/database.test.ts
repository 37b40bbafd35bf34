import { sql } from 'kysely';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { createPgDatabase, TEST_DATABASE_URL, tempDir } from '../../../test/harness';
import { openDatabase } from './database';

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
