import type { ModuleManifest } from '../../platform/module';
import { migrations } from './migrations';
import { userFilterAdapter } from './screener.documents';
import { registerScreenerJobs } from './screener.handlers';
import { screenerRoutes } from './screener.routes';
import { seedScreener } from './screener.seed';

/** Filters, plans' limits and live screening (its consumer is wired by the bootstrap). */
export const screenerModule: ModuleManifest = {
  name: 'screener',
  migrations,
  seed: seedScreener,
  documents: { filter: userFilterAdapter },
  jobs: [registerScreenerJobs],
  routes: [screenerRoutes],
};

// The module's door: what other modules may use of it (lint:deps refuses any other way in).
export { entitlementsOf, listFields } from './filters.service';
export { findPlan, listPlans, type PlanRow, setPlanSalesIfUnset } from './plans.service';
export { registerScreener } from './screener.consumer';
export type { ScreeningListener, ScreeningOutcome } from './screening.service';
export { conditionsForStatistics, filterForStatistics } from './statistics-source.service';
