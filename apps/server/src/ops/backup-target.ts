import fs from 'node:fs';
import path from 'node:path';
import type { AppConfig } from '../config';

/** Where the README tells how PostgreSQL is backed up and restored. */
const PG_DOCS = 'README.md, section "Backups", PostgreSQL';

/** These commands copy the SQLite file; PostgreSQL has its own tools, which see its data as it is. */
export function refusePostgres(config: Pick<AppConfig, 'databaseUrl'>, what: 'backup' | 'restore'): void {
  if (config.databaseUrl)
    throw new Error(
      `${what}: DATABASE_URL is set, so the data is in PostgreSQL: use pg_dump -Fc and pg_restore ` +
        `with the files step (${PG_DOCS}); this command copies the SQLite database only`,
    );
}

/** Whether `dir` is inside `parent` (or is it). */
export const isInside = (dir: string, parent: string): boolean => {
  const relative = path.relative(parent, dir);
  return relative === '' || (!relative.startsWith('..') && !path.isAbsolute(relative));
};

/** Missing or an empty folder: somewhere a copy mixes with nothing. */
export function isFreshFolder(dir: string): boolean {
  if (!fs.existsSync(dir)) return true;
  if (!fs.statSync(dir).isDirectory()) return false;
  return fs.readdirSync(dir).length === 0;
}

/** `<DATA_DIR>/../backups/<UTC time>`: beside the data, never inside what it copies. */
export const defaultBackupDir = (config: Pick<AppConfig, 'dataDir'>, now: Date): string =>
  path.resolve(
    config.dataDir,
    '..',
    'backups',
    now
      .toISOString()
      .replace(/\.\d+Z$/, 'Z')
      .replaceAll(':', '-'),
  );

/**
 * A backup goes to a new or empty folder outside the data it copies: it never mixes with another
 * backup, and a disk that loses the data does not take its backup with it.
 */
export function checkBackupDir(config: Pick<AppConfig, 'dataDir' | 'files'>, dir: string): void {
  if (fs.existsSync(dir) && !fs.statSync(dir).isDirectory())
    throw new Error(`backup: --out ${dir} is a file, not a folder`);
  if (!isFreshFolder(dir))
    throw new Error(`backup: --out ${dir} is not empty; a backup goes to a new or empty folder`);
  for (const data of [config.dataDir, config.files.dir])
    if (isInside(dir, data) || isInside(data, dir))
      throw new Error(
        `backup: --out ${dir} overlaps the data it copies (${data}); choose a folder outside it`,
      );
}
