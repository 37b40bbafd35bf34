import type { ModuleManifest } from '../../platform/module';
import { siteRoutes } from './site.routes';

export const siteModule: ModuleManifest = { name: 'site', routes: [siteRoutes] };
