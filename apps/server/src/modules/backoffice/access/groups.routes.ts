import { codeSchema, groupSchema, groupWriteSchema, RESOURCE } from '@bitdata/contracts';
import type { AppDeps } from '../../../platform/app-deps';
import type { AppInstance } from '../../../platform/http/app-instance';
import { crudRoutes } from './crud.routes';
import * as groups from './groups.service';

/** Groups: members, and grants that add to each member's role's; guarded by RESOURCE.group. */
export async function groupsRoutes(app: AppInstance, deps: AppDeps): Promise<void> {
  crudRoutes(app, {
    path: '/groups',
    resource: RESOURCE.group,
    key: 'code',
    keySchema: codeSchema,
    item: groupSchema,
    write: groupWriteSchema,
    list: () => groups.listGroups(deps),
    get: (code) => groups.getGroup(deps, code),
    create: (body) => groups.createGroup(deps, body),
    update: (code, body) => groups.updateGroup(deps, code, body),
    remove: (code) => groups.deleteGroup(deps, code),
  });
}
