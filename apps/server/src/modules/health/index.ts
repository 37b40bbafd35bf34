import type { ModuleManifest } from '../../platform/module';
import { healthRoutes } from './health.routes';

export const healthModule: ModuleManifest = { name: 'health', routes: [healthRoutes] };

// The module's door: the readiness the operators' port (METRICS_PORT) answers for every role.
export { readiness } from './readiness.service';
