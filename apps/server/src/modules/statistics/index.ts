import type { ModuleManifest } from '../../platform/module';
import { migrations } from './migrations';
import { registerStatisticsJobs } from './statistics.handlers';
import { statisticsRoutes } from './statistics.routes';

export const statisticsModule: ModuleManifest = {
  name: 'statistics',
  migrations,
  jobs: [registerStatisticsJobs],
  routes: [statisticsRoutes],
};
