import type { ModuleManifest } from '../../platform/module';
import { registerPaymentJobs } from './payments.jobs';
import { paymentsRoutes } from './payments.routes';
import { seedPayments } from './payments.seed';

export const paymentsModule: ModuleManifest = {
  name: 'payments',
  seed: seedPayments,
  jobs: [registerPaymentJobs],
  routes: [paymentsRoutes],
};
