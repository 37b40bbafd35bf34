import type { ModuleManifest } from '../../platform/module';
import { registerStatisticsJobs } from './statistics.jobs';
import { statisticsRoutes } from './statistics.routes';

export const statisticsModule: ModuleManifest = {
  name: 'statistics',
  jobs: [registerStatisticsJobs],
  routes: [statisticsRoutes],
};
