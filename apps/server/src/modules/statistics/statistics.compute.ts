import { createThreadPool, type ThreadPool } from '../../platform/jobs/thread-pool';
import type { backtestMarket } from './backtest';
import { type BacktestTask, run } from './backtest.task';

/**
 * Where a run's per-market backtests compute. A job runs them in a worker thread (the indicators, the
 * evaluator and the simulator of 100 markets x 2 years take most of a second of CPU, which on the event
 * loop the API shares would hold requests back market by market); the runner reads the next market from
 * SQL while the thread computes the last one. Runs share one thread (the worker has few cores and the
 * SQL side needs one); it starts with the first run and ends a minute after the last, so a run does not
 * pay the thread's start (its TypeScript loader and imports take a second or more on a busy machine)
 * and an idle worker keeps no thread.
 */

export type MarketResult = ReturnType<typeof backtestMarket>;

export interface MarketCompute {
  compute(task: BacktestTask): Promise<MarketResult>;
  close(): Promise<void>;
}

/** On the caller's event loop: the same function the thread runs (direct runner calls in tests). */
export const computeInProcess = (): MarketCompute => ({
  compute: async (task) => run(task),
  close: async () => {},
});

// beside this module: its TypeScript in the sources, its bundle in the built server (scripts/build.mjs)
const TASK = new URL(
  import.meta.url.endsWith('.ts') ? './backtest.task.ts' : './backtest.task.mjs',
  import.meta.url,
).href;

const IDLE_MS = 60_000;
let shared: { pool: ThreadPool; users: number; idle?: NodeJS.Timeout } | undefined;

/** In the shared thread; `signal` (the job's) ends the thread when the job is cancelled. */
export function computeInThread(signal: AbortSignal): MarketCompute {
  shared ??= { pool: createThreadPool({ size: 1 }), users: 0 };
  const mine = shared;
  mine.users++;
  clearTimeout(mine.idle);
  const control = { progress: () => {}, signal };
  let closed = false;
  return {
    compute: (task) =>
      mine.pool.run<MarketResult>({ module: TASK, exportName: 'run', payload: task }, control),
    async close() {
      if (closed) return;
      closed = true;
      if (--mine.users > 0) return;
      mine.idle = setTimeout(() => {
        if (mine.users > 0) return;
        if (shared === mine) shared = undefined;
        void mine.pool.close();
      }, IDLE_MS);
      mine.idle.unref();
    },
  };
}
