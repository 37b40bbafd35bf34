import type { ModuleManifest } from '../../platform/module';
import { documentsRoutes } from './documents.routes';
import { seedBackofficeDocuments } from './documents.seed';
import { registerEventJobs } from './events.jobs';
import { eventsRoutes } from './events.routes';
import { exportsRoutes } from './exports.routes';
import { formsRoutes } from './forms.routes';
import { groupsRoutes } from './groups.routes';
import { registerImportJobs } from './imports.jobs';
import { importsRoutes } from './imports.routes';
import { menusRoutes } from './menus.routes';
import { recordsRoutes } from './records.routes';
import { rolesRoutes } from './roles.routes';

/** Roles, groups, menus, documents and their records, forms, imports, exports and event rules. */
export const backofficeModule: ModuleManifest = {
  name: 'backoffice',
  seed: seedBackofficeDocuments,
  jobs: [registerImportJobs, registerEventJobs],
  routes: [
    rolesRoutes,
    groupsRoutes,
    menusRoutes,
    documentsRoutes,
    recordsRoutes,
    exportsRoutes,
    importsRoutes,
    formsRoutes,
    eventsRoutes,
  ],
};
