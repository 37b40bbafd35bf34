import type { Kysely } from 'kysely';
import type { AppConfig } from '../../config';
import type { Clock } from '../../platform/clock';
import type { Database } from '../../platform/db/schema';
import type { ManagedJobQueue } from '../../platform/jobs/job-definition';
import type { Logger } from '../../platform/logger';
import type { Mailer } from '../../platform/ports';
import type { Hub } from '../../platform/realtime/realtime.factory';
import { EVENT_TICK_MS, eventScheduleTick, runEventJob } from './events.jobs.defs';

/**
 * The event rules' jobs: a run performs one rule's action; the tick fires the schedule rules that
 * are due. One declared schedule serves every rule (the schedules mechanism has one schedule per
 * job), so operators pause or re-time all schedule rules at once on the task schedules screen.
 * The registry hands every registration the whole AppDeps; the service is loaded when a job runs, so
 * deps.ts does not reach back into the back office (an import cycle).
 */
export function registerEventJobs(deps: {
  config: AppConfig;
  db: Kysely<Database>;
  clock: Clock;
  mailer: Mailer;
  realtime: Hub;
  jobs: ManagedJobQueue;
  logger: Logger;
}): void {
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
