// Entry of the job worker threads (thread-pool.ts). Plain JavaScript because a thread starts without
// the TypeScript loader the server runs under when it is started by a test runner; registering tsx
// here lets the thread import the TypeScript task modules either way (a second registration under
// the tsx CLI is harmless).
import { parentPort } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();

parentPort.on('message', async (task) => {
  try {
    const mod = await import(task.module);
    const run = mod[task.exportName];
    if (typeof run !== 'function') throw new Error(`${task.module} has no export "${task.exportName}"`);
    const value = await run(task.payload, {
      progress: (value) => parentPort.postMessage({ type: 'progress', value }),
    });
    parentPort.postMessage({ type: 'done', value });
  } catch (err) {
    parentPort.postMessage({
      type: 'error',
      message: err instanceof Error ? err.message : String(err),
      name: err instanceof Error ? err.name : 'Error',
    });
  }
});
