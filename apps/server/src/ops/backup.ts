import fs from 'node:fs/promises';
import path from 'node:path';
import { APP_VERSION } from '@bitdata/contracts';
import type { AppConfig } from '../config';
import { copyStoredFiles } from '../modules/files';
import { openDatabase, SQLITE_FILE } from '../platform/db/database';
import { SECRETS_FILE, VAPID_FILE } from '../platform/secrets';
import { type BackupManifest, FILES_FOLDER, MANIFEST_FILE, sha256Of } from './backup-manifest';
import { checkBackupDir, refusePostgres } from './backup-target';
import { copySqliteOnline, integrityProblems } from './sqlite-copy';

type BackupConfig = Pick<AppConfig, 'databaseUrl' | 'dataDir' | 'files'>;

/** Copies a key file of DATA_DIR when the server keeps one there (given keys live in the settings). */
async function copyKeyFile(config: BackupConfig, name: string, outDir: string): Promise<boolean> {
  try {
    await fs.copyFile(path.join(config.dataDir, name), path.join(outDir, name));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw error;
  }
  await fs.chmod(path.join(outDir, name), 0o600);
  return true;
}

/**
 * A consistent backup of a SQLite server, running or not, into `outDir` (new or empty): the
 * database copied as of one commit, then the stored files that copy names (checked against their
 * checksums), the server's key files, and last the manifest. The folder holds the keys that sign
 * sessions: it is made readable by its owner only.
 */
export async function backupSqlite(config: BackupConfig, outDir: string): Promise<BackupManifest> {
  refusePostgres(config, 'backup');
  const dir = path.resolve(outDir);
  checkBackupDir(config, dir);
  const source = path.join(config.dataDir, SQLITE_FILE);
  try {
    await fs.access(source);
  } catch {
    throw new Error(`backup: no database at ${source}; is DATA_DIR the server's?`);
  }
  const created = !(await fs.stat(dir).then(
    () => true,
    () => false,
  ));
  await fs.mkdir(dir, { recursive: true, mode: 0o700 });
  try {
    return await writeBackup(config, source, dir);
  } catch (error) {
    // half a backup is no backup: the folder goes back to how it was found (missing or empty)
    if (created) await fs.rm(dir, { recursive: true, force: true });
    else
      for (const name of await fs.readdir(dir))
        await fs.rm(path.join(dir, name), { recursive: true, force: true });
    throw error;
  }
}

async function writeBackup(config: BackupConfig, source: string, dir: string): Promise<BackupManifest> {
  await fs.chmod(dir, 0o700);
  const copy = path.join(dir, SQLITE_FILE);
  await copySqliteOnline(source, copy);

  const snapshot = openDatabase({ dataDir: dir });
  let files: BackupManifest['files'];
  try {
    files = await copyStoredFiles(snapshot.db, config.files.dir, path.join(dir, FILES_FOLDER));
  } finally {
    // closing the last connection folds its write-ahead log back: the copy stays one file
    await snapshot.close();
  }
  const problems = integrityProblems(copy);
  if (problems.length > 0)
    throw new Error(`backup: the database copy fails its integrity check: ${problems.join('; ')}`);

  const keys: string[] = [];
  for (const name of [SECRETS_FILE, VAPID_FILE]) if (await copyKeyFile(config, name, dir)) keys.push(name);
  const manifest: BackupManifest = {
    format: 1,
    version: APP_VERSION,
    createdAt: new Date().toISOString(),
    engine: 'sqlite',
    database: { file: SQLITE_FILE, bytes: (await fs.stat(copy)).size, sha256: await sha256Of(copy) },
    files,
    keys,
  };
  await fs.writeFile(path.join(dir, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`, { flag: 'wx' });
  return manifest;
}
