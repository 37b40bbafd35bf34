import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import pg from 'pg';
import { createTestDatabase, TEST_DATABASE_URL, type TestDatabase, tempDir } from './harness';

const FIXTURES = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures', 'upgrade');

/**
 * A fresh test database holding the upgrade fixture of the engine under test (fixtures/upgrade): the
 * SQLite file written where the database opens, or the PostgreSQL dump run into a new database.
 */
export async function restoreUpgradeFixture(): Promise<TestDatabase> {
  if (!TEST_DATABASE_URL) {
    const dataDir = tempDir('bitdata-upgrade-');
    const file = zlib.gunzipSync(fs.readFileSync(path.join(FIXTURES, 'main.sqlite.gz')));
    fs.writeFileSync(path.join(dataDir, 'bitdata.sqlite'), file);
    return createTestDatabase(dataDir);
  }
  const database = await createTestDatabase();
  const client = new pg.Client({ connectionString: database.databaseUrl });
  await client.connect();
  try {
    await client.query(fs.readFileSync(path.join(FIXTURES, 'main.pg.sql'), 'utf8'));
  } finally {
    await client.end();
  }
  return database;
}
