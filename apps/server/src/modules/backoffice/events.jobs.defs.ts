import { z } from 'zod';
import { defineJob } from '../../platform/jobs/job-definition';

/** Attempts of one rule run (first + retries, 2 s, 4 s, 8 s ... apart): a mail server or webhook down for a minute is outlived. */
export const EVENT_RUN_MAX_ATTEMPTS = 6;

/** One firing of an event rule: its action, recorded on the run row. */
export const runEventJob = defineJob({
  name: 'events.run',
  queue: 'notifications',
  schema: z.object({ runId: z.string().uuid() }),
  maxAttempts: EVENT_RUN_MAX_ATTEMPTS,
});

/** How often the schedule rules are looked at (their finest period). */
export const EVENT_TICK_MS = 10_000;

/** Fires the schedule rules that are due (each rule keeps its own next firing). */
export const eventScheduleTick = defineJob({
  name: 'events.scheduleTick',
  queue: 'notifications',
  schema: z.object({}),
  maxAttempts: 1,
});
