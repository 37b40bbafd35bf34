import fs from 'node:fs/promises';
import path from 'node:path';
import type { AppConfig } from '../config';
import { type CopiedFiles, copyStoredFiles } from '../modules/files';
import { openDatabase, SQLITE_FILE } from '../platform/db/database';
import { type BackupManifest, FILES_FOLDER, readManifest, sha256Of } from './backup-manifest';
import { isFreshFolder, refusePostgres } from './backup-target';

type RestoreConfig = Pick<AppConfig, 'databaseUrl' | 'dataDir' | 'files'>;

/**
 * Puts a backup made by backupSqlite into the configured DATA_DIR (and FILES_DIR when it is set
 * apart), which must be missing or empty: a restore never mixes with, nor replaces, live data; a
 * server still running on the folder has its database there and is refused too. The database copy
 * is checked against the manifest's checksum before anything is written, each file against the
 * checksum its row keeps as it is copied; a restore that fails leaves both folders empty.
 */
export async function restoreSqlite(config: RestoreConfig, fromDir: string): Promise<BackupManifest> {
  refusePostgres(config, 'restore');
  const from = path.resolve(fromDir);
  const manifest = await readManifest(from);
  const copy = path.join(from, manifest.database.file);
  if (manifest.database.file !== SQLITE_FILE)
    throw new Error(
      `restore: the backup's database is ${manifest.database.file}, this server opens ${SQLITE_FILE}`,
    );
  if ((await sha256Of(copy).catch(() => '')) !== manifest.database.sha256)
    throw new Error(`restore: ${copy} does not match the checksum its manifest keeps; the copy is damaged`);
  for (const dir of [config.dataDir, config.files.dir])
    if (!isFreshFolder(dir))
      throw new Error(`restore: ${dir} is not empty; restore into a new DATA_DIR (see README.md, "Backups")`);

  try {
    await writeRestore(config, from, manifest);
  } catch (error) {
    // both folders were empty or missing: emptied again, nothing half restored is left to start on
    for (const dir of [config.dataDir, config.files.dir])
      for (const name of await fs.readdir(dir).catch(() => []))
        await fs.rm(path.join(dir, name), { recursive: true, force: true });
    throw error;
  }
  return manifest;
}

async function writeRestore(config: RestoreConfig, from: string, manifest: BackupManifest): Promise<void> {
  await fs.mkdir(config.dataDir, { recursive: true });
  await fs.copyFile(
    path.join(from, manifest.database.file),
    path.join(config.dataDir, SQLITE_FILE),
    fs.constants.COPYFILE_EXCL,
  );
  // the files the database names, each checked against its row's checksum on the way
  const restored = openDatabase({ dataDir: config.dataDir });
  let files: CopiedFiles;
  try {
    files = await copyStoredFiles(restored.db, path.join(from, FILES_FOLDER), config.files.dir);
  } finally {
    await restored.close();
  }
  const lost = files.missing.filter((key) => !manifest.files.missing.includes(key));
  if (lost.length > 0)
    throw new Error(`restore: the backup lacks ${lost.length} file(s) its database names, e.g. ${lost[0]}`);
  for (const name of manifest.keys) {
    await fs.copyFile(path.join(from, name), path.join(config.dataDir, name), fs.constants.COPYFILE_EXCL);
    await fs.chmod(path.join(config.dataDir, name), 0o600);
  }
}
