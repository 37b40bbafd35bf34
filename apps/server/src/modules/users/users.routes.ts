import {
  PERMISSION_LEVEL,
  pageOf,
  RESOURCE,
  userListQuerySchema,
  userSummarySchema,
} from '@bitdata/contracts';
import type { AppDeps } from '../../deps';
import type { AppInstance } from '../../platform/http/app-instance';
import { permission } from '../auth/auth.guard';
import { listUserPage } from './users.service';

/** Back-office user management. Listing every user needs 'view all' on 'user' (staff by default). */
export async function usersRoutes(app: AppInstance, deps: AppDeps): Promise<void> {
  app.get(
    '/admin/users',
    {
      config: { access: permission(RESOURCE.user, PERMISSION_LEVEL.viewAll) },
      schema: { querystring: userListQuerySchema, response: { 200: pageOf(userSummarySchema) } },
    },
    async (request) => listUserPage(deps, request.query),
  );
}
