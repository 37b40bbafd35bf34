import type { AppDeps } from '../../../platform/app-deps';
import { RULE_TICK_MS, ruleScheduleTick, runRuleJob } from './rules.jobs';

/**
 * The rules' jobs: a run performs one rule's action; the tick fires the schedule rules that are due.
 * One declared schedule serves every rule (the schedules mechanism has one schedule per job), so
 * operators pause or re-time all schedule rules at once on the task schedules screen. What a run
 * does (mail, webhooks, record writes) is loaded when a job runs, not when the server boots.
 */
export function registerRuleJobs(deps: AppDeps): void {
  deps.jobs.handle(runRuleJob, async (payload, context) => {
    const { performRun } = await import('./rules.run');
    await performRun(deps, payload.runId, context);
  });
  deps.jobs.handle(ruleScheduleTick, async () => {
    const { fireDueSchedules } = await import('./rules.service');
    const fired = await fireDueSchedules(deps);
    if (fired) deps.logger.info({ fired }, 'events: schedule rules fired');
  });
  deps.jobs.schedule(ruleScheduleTick, { every: RULE_TICK_MS }, {});
}
