import type { ModuleManifest } from '../../platform/module';
import { realtimeRoutes } from './realtime.routes';

export const realtimeModule: ModuleManifest = { name: 'realtime', routes: [realtimeRoutes] };
