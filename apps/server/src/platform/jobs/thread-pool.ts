import { Worker } from 'node:worker_threads';
import { CANCELLED } from './job-definition';

export interface ThreadTaskRun {
  /** file: URL of the task module */
  module: string;
  exportName: string;
  payload: unknown;
}

export interface ThreadPool {
  /** Resolves with what the task returned (structured-cloned out of its thread). */
  run<T = void>(
    task: ThreadTaskRun,
    control: { progress(fraction: number): void; signal: AbortSignal },
  ): Promise<T>;
  close(): Promise<void>;
}

type FromThread =
  | { type: 'progress'; value: number }
  | { type: 'done'; value?: unknown }
  | { type: 'error'; message: string; name: string };

interface Slot {
  worker: Worker;
  busy: boolean;
}

const ENTRY = new URL('./thread-entry.mjs', import.meta.url);

/**
 * A fixed number of worker threads for CPU-heavy job handlers, so a five-second computation does not
 * stall the API's event loop. Threads start on first use and are reused; a task waits for a free
 * one. Cancelling a running task terminates its thread (a busy loop cannot read messages) and a new
 * thread takes its place on the next task. Written over node:worker_threads rather than a pool
 * library because of that termination rule and the TypeScript loader the threads need (see
 * thread-entry.mjs).
 */
export function createThreadPool(options: { size: number }): ThreadPool {
  const size = Math.max(1, options.size);
  const slots: Slot[] = [];
  const waiting: Array<(slot: Slot) => void> = [];

  const acquire = (): Promise<Slot> => {
    const idle = slots.find((s) => !s.busy);
    if (idle) {
      idle.busy = true;
      return Promise.resolve(idle);
    }
    if (slots.length < size) {
      const slot: Slot = { worker: new Worker(ENTRY), busy: true };
      // Idle threads must not keep a stopping process alive; the queue's own timers do while it works.
      slot.worker.unref();
      slots.push(slot);
      return Promise.resolve(slot);
    }
    return new Promise((resolve) => waiting.push(resolve));
  };

  const release = (slot: Slot, dead: boolean) => {
    if (dead) {
      slots.splice(slots.indexOf(slot), 1);
      void slot.worker.terminate();
    }
    const next = waiting.shift();
    if (!next) {
      slot.busy = false;
      return;
    }
    if (dead) void acquire().then(next);
    else next(slot);
  };

  return {
    async run<T>(task: ThreadTaskRun, control: { progress(fraction: number): void; signal: AbortSignal }) {
      if (control.signal.aborted) throw new Error(CANCELLED);
      const slot = await acquire();
      const { worker } = slot;
      return new Promise<T>((resolve, reject) => {
        let dead = false;
        const finish = (err?: Error, value?: unknown) => {
          worker.off('message', onMessage);
          worker.off('error', onError);
          worker.off('exit', onExit);
          control.signal.removeEventListener('abort', onAbort);
          release(slot, dead);
          if (err) reject(err);
          else resolve(value as T);
        };
        const onMessage = (msg: FromThread) => {
          if (msg.type === 'progress') control.progress(msg.value);
          else if (msg.type === 'done') finish(undefined, msg.value);
          else finish(Object.assign(new Error(msg.message), { name: msg.name }));
        };
        const onError = (err: Error) => {
          dead = true;
          finish(err);
        };
        const onExit = (code: number) => {
          dead = true;
          finish(new Error(`job thread exited with code ${code}`));
        };
        const onAbort = () => {
          dead = true;
          finish(new Error(CANCELLED));
        };
        worker.on('message', onMessage);
        worker.on('error', onError);
        worker.on('exit', onExit);
        control.signal.addEventListener('abort', onAbort, { once: true });
        worker.postMessage(task);
      });
    },

    /** Ends every thread (after the queue stopped taking jobs); a later task starts new ones. */
    async close() {
      await Promise.all(slots.splice(0).map((s) => s.worker.terminate()));
    },
  };
}
