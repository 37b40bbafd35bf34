import SQLite from 'better-sqlite3';

/** Pages a backup step may copy: all of them, so the copy is made in one step. */
const ALL_PAGES = 0x7fffffff;

/**
 * Copies a live SQLite database to `destFile` with SQLite's online backup, on a read-only connection
 * of its own. One step copies every page inside one read transaction: the copy is the database as of
 * one commit, and in WAL mode that reader blocks neither the server's writer nor its checkpoints (a
 * PASSIVE checkpoint leaves the pages the reader still needs). Copied in small steps instead, a
 * backup restarts whenever the server commits between two of them, and under steady writes might
 * never finish.
 */
export async function copySqliteOnline(sourceFile: string, destFile: string): Promise<{ pages: number }> {
  const source = new SQLite(sourceFile, { readonly: true, fileMustExist: true });
  try {
    // a schema change holding the database when the copy starts is waited for, as the server's own
    // connections wait
    source.pragma('busy_timeout = 5000');
    const done = await source.backup(destFile, { progress: () => ALL_PAGES });
    return { pages: done.totalPages };
  } finally {
    source.close();
  }
}

/** What SQLite's integrity check finds wrong with a database file; none when it answers "ok". */
export function integrityProblems(file: string): string[] {
  const db = new SQLite(file, { readonly: true, fileMustExist: true });
  try {
    const answers = (db.pragma('integrity_check') as { integrity_check: string }[]).map(
      (row) => row.integrity_check,
    );
    return answers.length === 1 && answers[0] === 'ok' ? [] : answers;
  } finally {
    db.close();
  }
}
