import type { ModuleManifest } from '../../platform/module';
import { migrations } from './migrations';
import { registerPaymentJobs } from './payments.handlers';
import { paymentsRoutes } from './payments.routes';
import { seedPayments } from './payments.seed';

export const paymentsModule: ModuleManifest = {
  name: 'payments',
  migrations,
  seed: seedPayments,
  jobs: [registerPaymentJobs],
  routes: [paymentsRoutes],
};
