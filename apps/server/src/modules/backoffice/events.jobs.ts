import type { AppDeps } from '../../deps';
import { eventScheduleTick, runEventJob } from './events.jobs.defs';
import { EVENT_TICK_MS, fireDueSchedules, performRun } from './events.service';

/**
 * The event rules' jobs: a run performs one rule's action; the tick fires the schedule rules that
 * are due. One declared schedule serves every rule (the schedules mechanism has one schedule per
 * job), so operators pause or re-time all schedule rules at once on the task schedules screen.
 */
export function registerEventJobs(deps: AppDeps): void {
  deps.jobs.handle(runEventJob, (payload, context) => performRun(deps, payload.runId, context));
  deps.jobs.handle(eventScheduleTick, async () => {
    const fired = await fireDueSchedules(deps);
    if (fired) deps.logger.info({ fired }, 'events: schedule rules fired');
  });
  deps.jobs.schedule(eventScheduleTick, { every: EVENT_TICK_MS }, {});
}
