import type { ModuleManifest } from '../../platform/module';
import { usersRoutes } from './users.routes';

export const usersModule: ModuleManifest = { name: 'users', routes: [usersRoutes] };
