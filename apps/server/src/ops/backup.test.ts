import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { APP_VERSION, EXPORT_PAGE_SIZE, RESOURCE } from '@bitdata/contracts';
import SQLite from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_ENV, type TestApp, tempDir } from '../../test/harness';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { ensureFirstAdministrator } from '../modules/auth';
import { bearer, tokenOf } from '../modules/auth/auth.test-helpers';
import { create, edit, setGrants, view, viewAll } from '../modules/backoffice/records/records.test-helpers';
import {
  BANK_ACCOUNT,
  BANK_ACCOUNT_DOCUMENT as DOCUMENT,
  download,
  filesUnder,
  upload,
} from '../modules/files/files.test-helpers';
import { SQLITE_FILE } from '../platform/db/database';
import { SECRETS_FILE, VAPID_FILE } from '../platform/secrets';
import { backupSqlite } from './backup';
import { MANIFEST_FILE, readManifest } from './backup-manifest';
import { backupCommand, restoreCommand } from './commands';

const ADMIN = TEST_ENV.ADMIN_EMAIL;
const CLI = path.join(import.meta.dirname, 'backup.cli.ts');

/**
 * The server as `npm run serve` builds it over DATA_DIR: its own SQLite file on disk (WAL, the
 * checkpointer thread), whatever engine the other tests run on, since this backup is SQLite's.
 */
async function sqliteServer(dataDir: string): Promise<TestApp> {
  const config = loadConfig({
    ...TEST_ENV,
    DATA_DIR: dataDir,
    MARKET_EXCHANGES: '',
    UPLOAD_RATE_LIMIT: '100000',
  });
  const { app, deps } = await buildApp(config);
  await app.ready();
  await ensureFirstAdministrator(deps);
  return {
    app,
    deps,
    dataDir,
    listen: async () => {
      throw new Error('not listening: the tests inject');
    },
    close: () => app.close(),
  };
}

/** Runs `npm run backup`'s entry in a process of its own, as an operator would beside the server. */
function runBackupCli(args: string[], env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', CLI, ...args], {
    env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'silent', ...env },
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => {
    stdout += chunk;
  });
  child.stderr.on('data', (chunk) => {
    stderr += chunk;
  });
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) =>
    child.on('close', (code) => resolve({ code, stdout, stderr })),
  );
}

const sha256 = (bytes: Uint8Array) => crypto.createHash('sha256').update(bytes).digest('hex');

/** One acknowledged write of the writer: a record, or a stored file. */
type Write =
  | { n: number; kind: 'record'; id: string }
  | { n: number; kind: 'file'; key: string; name: string; mimeType: string; bytes: Buffer };

describe('backup and restore of a SQLite server', () => {
  let live: TestApp;
  let token: string;

  const post = (url: string, payload: Record<string, unknown>) =>
    live.app.inject({ method: 'POST', url: `/api/core${url}`, headers: bearer(token), payload });

  beforeAll(async () => {
    live = await sqliteServer(tempDir('bitdata-live-'));
    await setGrants(live, 'administrator', RESOURCE.document, [view, viewAll, create, edit]);
    token = await tokenOf(live, ADMIN, TEST_ENV.ADMIN_PASSWORD);
    const made = await post('/documents', BANK_ACCOUNT);
    expect(made.statusCode, made.body).toBe(201);
    await setGrants(live, 'administrator', DOCUMENT, [view, viewAll, create, edit]);
  }, 60_000);
  afterAll(() => live.close());

  it('backs up during writes; the restored server has every write acknowledged before the backup began', async () => {
    const writes: Write[] = [];
    let stop = false;
    // one write at a time, each begun after the last was acknowledged: a copy as of one commit holds
    // exactly the first k of them
    const writer = (async () => {
      for (let n = 0; !stop; n++) {
        if (n % 4 === 3) {
          const bytes = Buffer.from(`statement ${n}\n${crypto.randomBytes(64).toString('hex')}\n`);
          const res = await upload(live, token, [
            { field: 'document', value: DOCUMENT },
            { file: 'file', name: `statement-${n}.txt`, bytes },
          ]);
          expect(res.statusCode, res.body).toBe(201);
          const { path: key, name, mimeType } = res.json().data;
          writes.push({ n, kind: 'file', key, name, mimeType, bytes });
        } else {
          const res = await post(`/data/${DOCUMENT}`, { data: { bankName: `Bank ${n}` } });
          expect(res.statusCode, res.body).toBe(201);
          writes.push({ n, kind: 'record', id: res.json().data.id });
        }
      }
    })();
    let writing = true;
    writer.then(
      () => {},
      () => {
        writing = false;
      },
    );
    while (writing && writes.length < 40) await new Promise((resolve) => setTimeout(resolve, 5));
    if (!writing) await writer;

    const out = path.join(tempDir('bitdata-backups-'), 'nightly');
    const before = writes.length;
    const cli = await runBackupCli(['--out', out], { DATA_DIR: live.dataDir });
    const during = writes.length - before;
    stop = true;
    await writer;
    expect(cli.code, cli.stderr).toBe(0);
    expect(cli.stdout).toContain(`backup written to ${out}`);
    // the server kept taking writes while the backup ran
    expect(during).toBeGreaterThan(0);

    const manifest = await readManifest(out);
    expect(manifest).toMatchObject({
      format: 1,
      version: APP_VERSION,
      engine: 'sqlite',
      keys: [SECRETS_FILE, VAPID_FILE],
    });
    expect(manifest.database.file).toBe(SQLITE_FILE);
    expect(manifest.database.sha256).toBe(sha256(fs.readFileSync(path.join(out, SQLITE_FILE))));
    expect(manifest.files.missing).toEqual([]);
    // a folder with the keys that sign sessions is its owner's only
    expect(fs.statSync(out).mode & 0o777).toBe(0o700);

    const fresh = path.join(tempDir('bitdata-restored-'), 'data');
    const restored = await restoreCommand(['--from', out], { DATA_DIR: fresh });
    expect(restored.code, restored.text).toBe(0);

    const copy = new SQLite(path.join(fresh, SQLITE_FILE), { readonly: true });
    expect(copy.pragma('integrity_check', { simple: true })).toBe('ok');
    const fileRows = copy.prepare('select store_key, sha256 from files').all() as {
      store_key: string;
      sha256: string;
    }[];
    copy.close();
    // the files copy answers the database copy row for row, each file's bytes its checksum
    const stored = filesUnder(path.join(fresh, 'files'));
    expect(stored.map((f) => path.basename(f)).sort()).toEqual(fileRows.map((r) => r.store_key).sort());
    for (const row of fileRows)
      expect(
        sha256(fs.readFileSync(path.join(fresh, 'files', row.store_key.slice(0, 2), row.store_key))),
      ).toBe(row.sha256);
    expect(manifest.files.count).toBe(fileRows.length);

    const server = await sqliteServer(fresh);
    try {
      // the session signed before the backup still holds: the keys came with it
      const list = await server.app.inject({
        method: 'GET',
        url: `/api/core/data/${DOCUMENT}?pageSize=${EXPORT_PAGE_SIZE}`,
        headers: bearer(token),
      });
      expect(list.statusCode, list.body).toBe(200);
      const names = new Set(list.json().data.map((r: { data: { bankName: string } }) => r.data.bankName));
      const keys = new Set(fileRows.map((r) => r.store_key));
      const present = writes.map((w) => (w.kind === 'record' ? names.has(`Bank ${w.n}`) : keys.has(w.key)));
      const kept = present.indexOf(false) === -1 ? present.length : present.indexOf(false);
      // the copy is the database as of one commit: the first `kept` writes and none after them
      expect(present.slice(kept).filter(Boolean)).toEqual([]);
      expect(names.size + keys.size).toBe(kept);
      expect(kept).toBeGreaterThanOrEqual(before);
      for (const w of writes.slice(0, before)) {
        if (w.kind === 'record') {
          const one = await server.app.inject({
            method: 'GET',
            url: `/api/core/data/${DOCUMENT}/${w.id}`,
            headers: bearer(token),
          });
          expect(one.statusCode, one.body).toBe(200);
        } else {
          const asked = { document: DOCUMENT, path: w.key, name: w.name, mimeType: w.mimeType };
          const got = await download(server, token, asked);
          expect(got.statusCode, got.body).toBe(201);
          expect(got.rawPayload.equals(w.bytes)).toBe(true);
        }
      }
    } finally {
      await server.close();
    }
  }, 120_000);

  it('refuses a PostgreSQL configuration, pointing to pg_dump in the README', async () => {
    const out = path.join(tempDir(), 'pg');
    const cli = await runBackupCli(['--out', out], {
      DATA_DIR: live.dataDir,
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/bitdata',
    });
    expect(cli.code).toBe(1);
    expect(cli.stderr).toMatch(
      /DATABASE_URL is set.*pg_dump -Fc and pg_restore.*README\.md, section "Backups"/,
    );
    expect(fs.existsSync(out)).toBe(false);
    const restore = await restoreCommand(['--from', out], {
      DATA_DIR: tempDir(),
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/bitdata',
    });
    expect(restore.code).toBe(1);
    expect(restore.text).toMatch(/pg_dump/);
  }, 60_000);

  it('refuses a bad --out and leaves it as it was', async () => {
    const env = { DATA_DIR: live.dataDir };
    const full = tempDir();
    fs.writeFileSync(path.join(full, 'keep.txt'), 'mine');
    const file = path.join(tempDir(), 'a-file');
    fs.writeFileSync(file, 'mine');
    const cases: [string[], RegExp][] = [
      [['--out', full], /is not empty/],
      [['--out', file], /is a file, not a folder/],
      [['--out', path.join(live.dataDir, 'backups')], /overlaps the data it copies/],
      [['--out'], /--out needs a value/],
      [['--to', full], /unknown argument --to/],
    ];
    for (const [args, message] of cases) {
      const outcome = await backupCommand(args, env);
      expect(outcome, args.join(' ')).toEqual({ code: 1, text: expect.stringMatching(message) });
    }
    expect(fs.readdirSync(full)).toEqual(['keep.txt']);
    expect(fs.readFileSync(file, 'utf8')).toBe('mine');
    expect(fs.existsSync(path.join(live.dataDir, 'backups'))).toBe(false);
    const none = await backupCommand(['--out', path.join(tempDir(), 'b')], { DATA_DIR: tempDir() });
    expect(none).toEqual({ code: 1, text: expect.stringMatching(/no database at/) });
  });

  it('restores only into an empty DATA_DIR and only an intact copy', async () => {
    const out = path.join(tempDir(), 'b');
    await backupSqlite(loadConfig({ DATA_DIR: live.dataDir }), out);

    const used = tempDir();
    fs.writeFileSync(path.join(used, SQLITE_FILE), 'live data');
    const intoUsed = await restoreCommand(['--from', out], { DATA_DIR: used });
    expect(intoUsed).toEqual({ code: 1, text: expect.stringMatching(/is not empty/) });
    expect(fs.readFileSync(path.join(used, SQLITE_FILE), 'utf8')).toBe('live data');

    const notBackup = await restoreCommand(['--from', tempDir()], { DATA_DIR: tempDir() });
    expect(notBackup).toEqual({ code: 1, text: expect.stringMatching(new RegExp(`no ${MANIFEST_FILE}`)) });

    const dbCopy = path.join(out, SQLITE_FILE);
    const bytes = fs.readFileSync(dbCopy);
    bytes[bytes.length - 1] ^= 0xff;
    fs.writeFileSync(dbCopy, bytes);
    const target = path.join(tempDir(), 'data');
    const damaged = await restoreCommand(['--from', out], { DATA_DIR: target });
    expect(damaged).toEqual({ code: 1, text: expect.stringMatching(/does not match the checksum/) });
    expect(fs.existsSync(target)).toBe(false);
  }, 60_000);

  it('refuses stored files whose bytes no longer match, leaving no half backup or restore behind', async () => {
    const good = path.join(tempDir(), 'b');
    await backupSqlite(loadConfig({ DATA_DIR: live.dataDir }), good);
    // a stopped server's data: the backup reads it the same way
    const stopped = path.join(tempDir(), 'data');
    expect((await restoreCommand(['--from', good], { DATA_DIR: stopped })).code).toBe(0);
    const [victim] = filesUnder(path.join(stopped, 'files'));
    expect(victim).toBeDefined();
    fs.appendFileSync(victim as string, 'rot');
    const out = path.join(tempDir(), 'b');
    const outcome = await backupCommand(['--out', out], { DATA_DIR: stopped });
    expect(outcome).toEqual({ code: 1, text: expect.stringMatching(/do not match their checksum/) });
    expect(fs.existsSync(out)).toBe(false);

    // the same rot in the backup: the restore refuses it and leaves the target empty
    const [inBackup] = filesUnder(path.join(good, 'files'));
    fs.appendFileSync(inBackup as string, 'rot');
    const target = path.join(tempDir(), 'data');
    const restored = await restoreCommand(['--from', good], { DATA_DIR: target });
    expect(restored).toEqual({ code: 1, text: expect.stringMatching(/do not match their checksum/) });
    expect(fs.readdirSync(target)).toEqual([]);
  }, 60_000);
});
