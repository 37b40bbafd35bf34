import type { AppDeps } from '../../platform/app-deps';
import { EVENT_TICK_MS, eventScheduleTick, runEventJob } from './events.jobs.defs';

/**
 * The event rules' jobs: a run performs one rule's action; the tick fires the schedule rules that
 * are due. One declared schedule serves every rule (the schedules mechanism has one schedule per
 * job), so operators pause or re-time all schedule rules at once on the task schedules screen.
 * What a run does (mail, webhooks, record writes) is loaded when a job runs, not when the server boots.
 */
export function registerEventJobs(deps: AppDeps): void {
  deps.jobs.handle(runEventJob, async (payload, context) => {
    const { performRun } = await import('./events.run');
    await performRun(deps, payload.runId, context);
  });
  deps.jobs.handle(eventScheduleTick, async () => {
    const { fireDueSchedules } = await import('./events.service');
    const fired = await fireDueSchedules(deps);
    if (fired) deps.logger.info({ fired }, 'events: schedule rules fired');
  });
  deps.jobs.schedule(eventScheduleTick, { every: EVENT_TICK_MS }, {});
}
