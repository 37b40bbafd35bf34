import type { ModuleManifest } from '../../platform/module';
import { userAdapter } from './users.documents';
import { usersRoutes } from './users.routes';

export const usersModule: ModuleManifest = {
  name: 'users',
  documents: { user: userAdapter },
  routes: [usersRoutes],
};

// The module's door: what other modules may use of it (lint:deps refuses any other way in).
export { lockMember } from './member-lock.service';
