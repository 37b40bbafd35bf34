import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { AppInstance } from '../src/app';
import { buildApp } from '../src/app';
import { migrateToLatest } from '../src/bootstrap/modules';
import { loadConfig } from '../src/config';
import type { AppDeps } from '../src/platform/app-deps';
import { type DatabaseHandle, openDatabase } from '../src/platform/db/database';

/**
 * Integration-test harness. Every call gets a fresh database: a SQLite file in a temp DATA_DIR, or,
 * when TEST_DATABASE_URL is set (CI sets it), a freshly created PostgreSQL database dropped at close.
 * The same test files therefore run on both engines.
 */
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL;
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? process.env.REDIS_URL;
export const dialectUnderTest = TEST_DATABASE_URL ? 'postgres' : 'sqlite';

export function tempDir(prefix = 'bitdata-test-'): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), prefix));
}

/** A fresh PostgreSQL database on the server of TEST_DATABASE_URL; returns its URL and a dropper. */
export async function createPgDatabase(baseUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `t_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: baseUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

export interface TestDatabase {
  handle: DatabaseHandle;
  databaseUrl?: string;
  dataDir: string;
  drop(): Promise<void>;
}

export async function createTestDatabase(dataDir = tempDir()): Promise<TestDatabase> {
  if (TEST_DATABASE_URL) {
    const { url, drop } = await createPgDatabase(TEST_DATABASE_URL);
    const handle = openDatabase({ databaseUrl: url, dataDir });
    return {
      handle,
      databaseUrl: url,
      dataDir,
      drop: async () => {
        await handle.close();
        await drop();
      },
    };
  }
  const handle = openDatabase({ dataDir });
  return { handle, dataDir, drop: () => handle.close() };
}

/** A fresh database with the whole application's schema (every module's migrations), nothing seeded. */
export async function createMigratedDatabase(dataDir = tempDir()): Promise<TestDatabase> {
  const database = await createTestDatabase(dataDir);
  await migrateToLatest(database.handle.db);
  return database;
}

/** Plain-JSON defaults for tests: no encryption, no zip, no captcha, quiet logs. */
export const TEST_ENV: Record<string, string> = {
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  API_ENCRYPT: 'false',
  API_ZIP: 'false',
  CAPTCHA_PROVIDER: 'off',
  ADMIN_EMAIL: 'admin@example.com',
  ADMIN_PASSWORD: 'admin-password-123',
  PUBLIC_URL: 'http://localhost:3000',
  WEB_DIST_DIR: '/nonexistent-web-dist',
};

export interface TestApp {
  app: AppInstance;
  deps: AppDeps;
  dataDir: string;
  /** Base URL after listen() (for the transport client and websockets). */
  listen(): Promise<string>;
  close(): Promise<void>;
}

/**
 * Builds the real app over a fresh database. `env` overrides TEST_ENV (e.g. API_ENCRYPT 'true').
 * Jobs are started so mail and other jobs run as in production; tests await `deps.jobs.drain()`.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  options: { startJobs?: boolean } = {},
): Promise<TestApp> {
  const dataDir = env.DATA_DIR ?? tempDir();
  const database = await createTestDatabase(dataDir);
  const config = loadConfig({
    ...TEST_ENV,
    DATA_DIR: dataDir,
    ...(database.databaseUrl ? { DATABASE_URL: database.databaseUrl } : {}),
    ...env,
  });
  const { app, deps } = await buildApp(config, { database: database.handle });
  if (options.startJobs !== false) await deps.jobs.start();
  await app.ready();
  let closed = false;
  return {
    app,
    deps,
    dataDir,
    listen: async () => {
      await app.listen({ port: 0, host: '127.0.0.1' });
      const address = app.server.address();
      if (!address || typeof address === 'string') throw new Error('no address');
      return `http://127.0.0.1:${address.port}${config.apiPrefix}`;
    },
    close: async () => {
      if (closed) return;
      closed = true;
      await app.close();
      if (TEST_DATABASE_URL) await database.drop();
    },
  };
}

/** Reads the newest .eml files of the outbox (mail without SMTP_URL) as text. */
export function readOutbox(dataDir: string): string[] {
  const dir = path.join(dataDir, 'outbox');
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.eml'))
    .sort()
    .map((f) => fs.readFileSync(path.join(dir, f), 'utf8'));
}
