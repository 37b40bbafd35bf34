import { z } from 'zod';
import { defineJob } from '../../platform/jobs/job-definition';

/** Checks one payment's transfer once (enqueued when the member submits it; a round repeats it). */
export const verifyPayment = defineJob({
  name: 'payments.verify',
  queue: 'payments',
  schema: z.object({ paymentId: z.uuid() }),
  maxAttempts: 3,
});

/**
 * Every PAY_CHECK_INTERVAL_MS: checks again every payment being checked, lets the watcher find
 * transfers of open invoices by their exact amount, and expires invoices past their time.
 */
export const paymentsRound = defineJob({
  name: 'payments.round',
  queue: 'payments',
  schema: z.object({}),
  maxAttempts: 1,
});

/** How often plans' ends and reminders are looked at; a plan ends at most this late. */
export const SUBSCRIPTIONS_EVERY_MS = 60_000;

/** Reminds members 3 days before their plan ends and returns them to member at the end. */
export const subscriptionsRound = defineJob({
  name: 'payments.subscriptions',
  queue: 'payments',
  schema: z.object({}),
  maxAttempts: 1,
});
