import type { ModuleManifest } from '../../platform/module';
import { schedulesRoutes } from './schedules.routes';

export const schedulesModule: ModuleManifest = { name: 'schedules', routes: [schedulesRoutes] };
