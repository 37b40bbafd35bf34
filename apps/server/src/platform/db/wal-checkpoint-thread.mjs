// The SQLite WAL checkpointer thread (wal-checkpointer.ts). Plain JavaScript: it needs nothing but
// better-sqlite3, and a thread starts without the TypeScript loader the server may run under.
import { parentPort, workerData } from 'node:worker_threads';
import SQLite from 'better-sqlite3';

const db = new SQLite(workerData.file);
// PASSIVE: copies what it can of the WAL into the database file without waiting for, or blocking,
// the server's writer and readers; what it could not copy waits for the next round.
const timer = setInterval(() => {
  try {
    db.pragma('wal_checkpoint(PASSIVE)');
  } catch {
    // locked by a schema change or a closing database: the next round tries again
  }
}, workerData.everyMs);

parentPort.on('message', (message) => {
  if (message !== 'stop') return;
  clearInterval(timer);
  db.close();
  parentPort.close();
});
