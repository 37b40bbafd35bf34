import { z } from 'zod';
import { defineJob } from '../../platform/jobs/job-definition';

/**
 * A password reset was asked for this address. The request only queues this job, for a registered
 * address or not: the lookup, the code and the mail all happen in its handler (auth.handlers.ts), off
 * the request, so the answer takes the same work either way and its timing tells nothing about who
 * has an account.
 */
export const passwordResetRequested = defineJob({
  name: 'auth.reset-requested',
  queue: 'mail',
  schema: z.object({ username: z.string().min(1).max(254) }),
  maxAttempts: 5,
});

export const AUTH_PURGE_EVERY_MS = 3600_000;

/** Deletes ended sessions and spent codes past their grace period. */
export const purgeAuthRecords = defineJob({
  name: 'auth.purge',
  queue: 'housekeeping',
  schema: z.object({}),
  maxAttempts: 3,
});
