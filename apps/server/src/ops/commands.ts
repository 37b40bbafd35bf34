import { loadConfig } from '../config';
import { backupSqlite } from './backup';
import { defaultBackupDir } from './backup-target';
import { parseOptions } from './cli-options';
import { restoreSqlite } from './restore';

/** What a command prints: its outcome, or why it refused (then the exit code is 1). */
export interface CommandOutcome {
  code: 0 | 1;
  text: string;
}

const refused = (error: unknown): CommandOutcome => ({
  code: 1,
  text: error instanceof Error ? error.message : String(error),
});

/** `npm run backup [-- --out <dir>]`, configured as the server is (DATA_DIR, DATABASE_URL, FILES_DIR). */
export async function backupCommand(
  args: readonly string[],
  env?: Record<string, string | undefined>,
): Promise<CommandOutcome> {
  try {
    const { out } = parseOptions(args, ['out'], 'npm run backup -- [--out <new or empty folder>]');
    const config = loadConfig(env);
    const dir = out ?? defaultBackupDir(config, new Date());
    const manifest = await backupSqlite(config, dir);
    const missing = manifest.files.missing.length
      ? `; ${manifest.files.missing.length} file(s) removed by housekeeping meanwhile`
      : '';
    return {
      code: 0,
      text: `backup written to ${dir}: ${manifest.database.file} (${manifest.database.bytes} bytes), ${manifest.files.count} file(s)${missing}`,
    };
  } catch (error) {
    return refused(error);
  }
}

/** `npm run restore -- --from <backup>`: into the configured DATA_DIR, which must be new or empty. */
export async function restoreCommand(
  args: readonly string[],
  env?: Record<string, string | undefined>,
): Promise<CommandOutcome> {
  try {
    const usage = 'npm run restore -- --from <backup folder>';
    const { from } = parseOptions(args, ['from'], usage);
    if (!from) throw new Error(`--from is required; usage: ${usage}`);
    const config = loadConfig(env);
    const manifest = await restoreSqlite(config, from);
    return {
      code: 0,
      text: `restored the backup of ${manifest.createdAt} into ${config.dataDir}: ${manifest.files.count} file(s); start the server on it`,
    };
  } catch (error) {
    return refused(error);
  }
}
