import type { ModuleManifest } from '../../platform/module';
import { userFilterAdapter } from './screener.documents';
import { registerScreenerJobs } from './screener.jobs';
import { screenerRoutes } from './screener.routes';
import { seedScreener } from './screener.seed';

/** Filters, plans' limits and live screening (its consumer is wired by the bootstrap). */
export const screenerModule: ModuleManifest = {
  name: 'screener',
  seed: seedScreener,
  documents: { filter: userFilterAdapter },
  jobs: [registerScreenerJobs],
  routes: [screenerRoutes],
};
