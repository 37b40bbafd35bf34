import type { ModuleManifest } from '../../platform/module';
import { cacheConfigurationAdapter } from './configuration.documents';
import { configurationRoutes } from './configuration.routes';
import { seedCacheConfiguration } from './configuration.seed';
import { migrations } from './migrations';

export const configurationModule: ModuleManifest = {
  name: 'configuration',
  migrations,
  seed: seedCacheConfiguration,
  documents: { 'cache-configuration': cacheConfigurationAdapter },
  routes: [configurationRoutes],
};
