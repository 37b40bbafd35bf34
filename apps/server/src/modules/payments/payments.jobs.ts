import type { ManagedJobQueue } from '../../platform/jobs/job-definition';
import {
  paymentsRound as paymentsRoundJob,
  subscriptionsRound as subscriptionsRoundJob,
  verifyPayment,
} from './job-defs';
import type { PaymentDeps } from './payments.deps';
import { paymentsRound, subscriptionsRound } from './rounds.service';
import { verifyOnce } from './verification.service';

/** How often plans' ends and reminders are looked at; a plan ends at most this late. */
const SUBSCRIPTIONS_EVERY_MS = 60_000;

export function registerPaymentJobs(deps: PaymentDeps & { jobs: ManagedJobQueue }): void {
  deps.jobs.handle(verifyPayment, async ({ paymentId }) => {
    await verifyOnce(deps, paymentId);
  });
  deps.jobs.handle(paymentsRoundJob, () => paymentsRound(deps));
  deps.jobs.handle(subscriptionsRoundJob, () => subscriptionsRound(deps));
  deps.jobs.schedule(paymentsRoundJob, { every: deps.config.payments.checkIntervalMs }, {});
  deps.jobs.schedule(subscriptionsRoundJob, { every: SUBSCRIPTIONS_EVERY_MS }, {});
}
