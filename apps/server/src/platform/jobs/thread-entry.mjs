// Entry of the job worker threads (thread-pool.ts). Plain JavaScript because a thread starts without
// the TypeScript loader the server runs under when it is started by a test runner or by tsx: a task
// written in TypeScript (the sources) gets tsx registered in this thread first (a second registration
// under the tsx CLI is harmless); the built server's tasks are JavaScript and need nothing.
import { parentPort } from 'node:worker_threads';

let typescript;

parentPort.on('message', async (task) => {
  try {
    if (task.module.endsWith('.ts')) typescript ??= import('tsx/esm/api').then((tsx) => tsx.register());
    await typescript;
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
