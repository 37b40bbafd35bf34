import type { ModuleManifest } from '../../platform/module';
import { configurationRoutes } from './configuration.routes';
import { seedCacheConfiguration } from './configuration.seed';

export const configurationModule: ModuleManifest = {
  name: 'configuration',
  seed: seedCacheConfiguration,
  routes: [configurationRoutes],
};
