import { z } from 'zod';
import { defineJob } from '../../../platform/jobs/job-definition';

// The jobs of the operators' rules. Their names keep the word "events" the rules were first called
// by: they are stored in the job tables and the task schedules, so renaming them would strand jobs.

/** Attempts of one rule run (first + retries, 2 s, 4 s, 8 s ... apart): a mail server or webhook down for a minute is outlived. */
export const RULE_RUN_MAX_ATTEMPTS = 6;

/** One firing of a rule: its action, recorded on the run row. */
export const runRuleJob = defineJob({
  name: 'events.run',
  queue: 'notifications',
  schema: z.object({ runId: z.string().uuid() }),
  maxAttempts: RULE_RUN_MAX_ATTEMPTS,
});

/** How often the schedule rules are looked at (their finest period). */
export const RULE_TICK_MS = 10_000;

/** Fires the schedule rules that are due (each rule keeps its own next firing). */
export const ruleScheduleTick = defineJob({
  name: 'events.scheduleTick',
  queue: 'notifications',
  schema: z.object({}),
  maxAttempts: 1,
});
