import type { ModuleManifest } from '../../platform/module';
import { registerFileJobs } from './files.jobs';
import { filesRoutes } from './files.routes';

export const filesModule: ModuleManifest = { name: 'files', jobs: [registerFileJobs], routes: [filesRoutes] };
