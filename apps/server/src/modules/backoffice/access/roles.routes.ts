import { codeSchema, RESOURCE, roleSchema, roleWriteSchema } from '@bitdata/contracts';
import type { AppDeps } from '../../../platform/app-deps';
import type { AppInstance } from '../../../platform/http/app-instance';
import { crudRoutes } from './crud.routes';
import * as roles from './roles.service';

/** Roles and their permission matrix; guarded by RESOURCE.role. */
export async function rolesRoutes(app: AppInstance, deps: AppDeps): Promise<void> {
  crudRoutes(app, {
    path: '/roles',
    resource: RESOURCE.role,
    key: 'code',
    keySchema: codeSchema,
    item: roleSchema,
    write: roleWriteSchema,
    list: () => roles.listRoles(deps),
    get: (code) => roles.getRole(deps, code),
    create: (body) => roles.createRole(deps, body),
    update: (code, body) => roles.updateRole(deps, code, body),
    remove: (code) => roles.deleteRole(deps, code),
  });
}
