import type { ModuleManifest } from '../../platform/module';
import { healthRoutes } from './health.routes';

export const healthModule: ModuleManifest = { name: 'health', routes: [healthRoutes] };
