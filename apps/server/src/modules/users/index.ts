import type { ModuleManifest } from '../../platform/module';
import { userAdapter } from './users.documents';
import { usersRoutes } from './users.routes';

export const usersModule: ModuleManifest = {
  name: 'users',
  documents: { user: userAdapter },
  routes: [usersRoutes],
};
