import { once } from 'node:events';
import { Worker } from 'node:worker_threads';

const ENTRY = new URL('./wal-checkpoint-thread.mjs', import.meta.url);

/**
 * WAL pages SQLite lets pile up before a commit checkpoints them itself, while a checkpointer runs:
 * only reached when the thread is behind or gone (64 MB with 16 KB pages).
 */
export const BACKSTOP_PAGES = 4096;

export interface Checkpointer {
  stop(): Promise<void>;
}

/**
 * Checkpoints a SQLite database's WAL from a thread of its own every `everyMs`. SQLite's own
 * checkpoint runs inside the commit that crosses its threshold (1,000 pages), on the thread that
 * commits: one screened close in about twenty-five paid for copying 16 MB to the database file and
 * syncing it, 80-130 ms instead of 25 (npm run bench -- screener). From another thread the copy
 * runs beside the server's work instead of inside it. `onFailed` is told when the thread dies (the
 * caller then gives checkpoints back to SQLite).
 */
export function startCheckpointer(
  file: string,
  everyMs: number,
  onFailed: (err: Error) => void,
): Checkpointer {
  const worker = new Worker(ENTRY, { workerData: { file, everyMs } });
  // it must not keep a stopping process alive
  worker.unref();
  let stopping = false;
  worker.on('error', (err: unknown) => {
    if (!stopping) onFailed(err instanceof Error ? err : new Error(String(err)));
  });
  return {
    async stop() {
      stopping = true;
      const exited = once(worker, 'exit');
      // held until it is gone: with nothing else to do, a stopping process would otherwise end while
      // its close() still waits for the thread
      worker.ref();
      worker.postMessage('stop');
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise((resolve) => {
        timer = setTimeout(resolve, 2_000);
      });
      if ((await Promise.race([exited.then(() => 'exited'), timeout])) !== 'exited') await worker.terminate();
      clearTimeout(timer);
    },
  };
}
