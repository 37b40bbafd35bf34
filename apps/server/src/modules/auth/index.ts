import type { ModuleManifest } from '../../platform/module';
import { registerAccountJobs } from './account.jobs';
import { accessControl } from './auth.guard';
import { registerAuthJobs } from './auth.housekeeping';
import { authRoutes } from './auth.routes';

/** Sign-up, sign-in, sessions and the access check every route passes (registered first). */
export const authModule: ModuleManifest = {
  name: 'auth',
  jobs: [registerAuthJobs, registerAccountJobs],
  routes: [accessControl, authRoutes],
};
