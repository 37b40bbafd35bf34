import type { ManagedJobQueue } from '../../platform/jobs/job-definition';
import type { PaymentDeps } from './payments.deps';
import {
  paymentsRound as paymentsRoundJob,
  SUBSCRIPTIONS_EVERY_MS,
  subscriptionsRound as subscriptionsRoundJob,
  verifyPayment,
} from './payments.jobs';
import { paymentsRound, subscriptionsRound } from './rounds.service';
import { verifyOnce } from './verification.service';

/** Checks submitted transfers, runs the payment and subscription rounds on their schedules. */
export function registerPaymentJobs(deps: PaymentDeps & { jobs: ManagedJobQueue }): void {
  deps.jobs.handle(verifyPayment, async ({ paymentId }) => {
    await verifyOnce(deps, paymentId);
  });
  deps.jobs.handle(paymentsRoundJob, () => paymentsRound(deps));
  deps.jobs.handle(subscriptionsRoundJob, () => subscriptionsRound(deps));
  deps.jobs.schedule(paymentsRoundJob, { every: deps.config.payments.checkIntervalMs }, {});
  deps.jobs.schedule(subscriptionsRoundJob, { every: SUBSCRIPTIONS_EVERY_MS }, {});
}
