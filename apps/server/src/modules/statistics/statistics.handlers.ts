import type { ManagedJobQueue } from '../../platform/jobs/job-definition';
import type { Logger } from '../../platform/logger';
import { computeInThread } from './statistics.compute';
import { STATISTIC_ATTEMPTS, statisticsRun } from './statistics.jobs';
import * as repo from './statistics.repository';
import { publishProgress, type RunnerDeps, runStatistic } from './statistics.runner';

/**
 * The run's SQL reads and writes execute on the worker's event loop (a thread has no database), in
 * short queries with the event loop given back between them; each market's backtest computes in a
 * thread of the run (statistics.compute.ts). That keeps the API answering while a run calculates in a
 * one-process start. On the last failed attempt the run is marked failed and its owner may start another.
 */
export function registerStatisticsJobs(deps: RunnerDeps & { jobs: ManagedJobQueue; logger: Logger }): void {
  deps.jobs.handle(statisticsRun, async ({ statisticId }, ctx) => {
    const compute = computeInThread(ctx.signal);
    try {
      await runStatistic(
        deps,
        statisticId,
        (done, total) => ctx.progress(total > 0 ? done / total : 1),
        compute,
      );
    } catch (err) {
      deps.logger.warn({ err, statisticId, attempt: ctx.attempt }, 'statistics: run failed');
      if (ctx.attempt >= STATISTIC_ATTEMPTS) {
        await repo.failRun(
          deps.db,
          statisticId,
          err instanceof Error ? err.message : String(err),
          deps.clock.now(),
        );
        const run = await repo.findRun(deps.db, statisticId);
        if (run)
          await publishProgress(deps, run.owner_id, {
            statisticId,
            status: 'failed',
            progress: { done: run.progress_done, total: run.progress_total },
          });
      }
      throw err;
    } finally {
      await compute.close();
    }
  });
}
