import { z } from 'zod';
import {
  groupSchema,
  groupWriteSchema,
  menuNodeSchema,
  menuNodeWriteSchema,
  roleSchema,
  roleWriteSchema,
} from './backoffice/access';
import { codeSchema } from './backoffice/documents';
import { dataOf, okSchema } from './common';
import { PERMISSION_LEVEL, type PermissionLevel, RESOURCE, type Resource } from './constants/permissions';
import { endpoint } from './endpoint';

/**
 * The five endpoints of a list operators keep (roles, groups, menu nodes): list and read with 'view',
 * create (201), update and delete with their own levels on `resource`; one item is named by `params`.
 */
function keptList<
  const Path extends string,
  const ItemPath extends string,
  Params extends z.ZodTypeAny,
  Item extends z.ZodTypeAny,
  Write extends z.ZodTypeAny,
>(resource: Resource, path: Path, itemPath: ItemPath, params: Params, item: Item, write: Write) {
  const at = (level: PermissionLevel) => ({ resource, level });
  const one = dataOf(item);
  return {
    list: endpoint({
      method: 'GET',
      path,
      response: dataOf(z.array(item)),
      access: at(PERMISSION_LEVEL.view),
    }),
    create: endpoint({
      method: 'POST',
      path,
      body: write,
      status: 201,
      response: one,
      access: at(PERMISSION_LEVEL.create),
    }),
    get: endpoint({
      method: 'GET',
      path: itemPath,
      params,
      response: one,
      access: at(PERMISSION_LEVEL.view),
    }),
    update: endpoint({
      method: 'PUT',
      path: itemPath,
      params,
      body: write,
      response: one,
      access: at(PERMISSION_LEVEL.edit),
    }),
    remove: endpoint({
      method: 'DELETE',
      path: itemPath,
      params,
      response: okSchema,
      access: at(PERMISSION_LEVEL.delete),
    }),
  };
}

const codeParamsSchema = z.object({ code: codeSchema });
const menuNodeParamsSchema = z.object({ id: z.string().max(36) });

/** Roles and their permission matrix; guarded by the `role` resource. */
export const ROLE_ENDPOINTS = keptList(
  RESOURCE.role,
  '/roles',
  '/roles/:code',
  codeParamsSchema,
  roleSchema,
  roleWriteSchema,
);

/** Groups: members, and grants that add to each member's role's; guarded by the `group` resource. */
export const GROUP_ENDPOINTS = keptList(
  RESOURCE.group,
  '/groups',
  '/groups/:code',
  codeParamsSchema,
  groupSchema,
  groupWriteSchema,
);

/** Menus as data; guarded by the `menu` resource. */
export const MENU_ENDPOINTS = keptList(
  RESOURCE.menu,
  '/menus',
  '/menus/:id',
  menuNodeParamsSchema,
  menuNodeSchema,
  menuNodeWriteSchema,
);
