import type { ModuleManifest } from '../../platform/module';
import { groupsRoutes } from './access/groups.routes';
import { menusRoutes } from './access/menus.routes';
import { rolesRoutes } from './access/roles.routes';
import { documentsRoutes } from './documents/documents.routes';
import { seedBackofficeDocuments } from './documents/documents.seed';
import { exportsRoutes } from './exports/exports.routes';
import { formsRoutes } from './forms/forms.routes';
import { registerImportJobs } from './imports/imports.handlers';
import { importsRoutes } from './imports/imports.routes';
import { migrations } from './migrations';
import { recordsRoutes } from './records/records.routes';
import { registerRuleJobs } from './rules/rules.handlers';
import { rulesRoutes } from './rules/rules.routes';

/**
 * Roles, groups, menus, documents and their records, forms, imports, exports and the operators'
 * rules, one folder each: access/ (roles, groups, grants, menus), documents/, records/, forms/,
 * imports/, exports/, rules/; builtin/ holds the adapters other modules show their tables through.
 */
export const backofficeModule: ModuleManifest = {
  name: 'backoffice',
  migrations,
  seed: seedBackofficeDocuments,
  jobs: [registerImportJobs, registerRuleJobs],
  routes: [
    rolesRoutes,
    groupsRoutes,
    menusRoutes,
    documentsRoutes,
    recordsRoutes,
    exportsRoutes,
    importsRoutes,
    formsRoutes,
    rulesRoutes,
  ],
};

export { fieldConflict, fieldError } from './access/access.service';
// The module's door: what other modules may use of it (lint:deps refuses any other way in).
// the access check's reads of roles, groups, grants and menus: the bootstrap hands it to auth
export { accessSource } from './access/access-source';
export { groupsOfUsers, missingGroups, setGroupsOfUser } from './access/groups.service';
export { missingRoles } from './access/roles.service';
export {
  type BuiltinAdapter,
  type BuiltinRecord,
  LIST_ONLY,
  listInMemory,
  READ_ONLY,
  refuseQuery,
} from './builtin-documents.service';
export { mayViewRecord } from './records/records.service';
