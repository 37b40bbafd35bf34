import { pageOf, userListQuerySchema, userSummarySchema } from '@bitdata/contracts';
import type { AppInstance } from '../../app';
import type { AppDeps } from '../../deps';
import { requirePermission } from '../auth/auth.guard';
import { LEVEL } from '../auth/menus';
import { listUserPage } from './users.service';

/** Back-office user management. Listing every user needs 'view all' on 'user' (staff by default). */
export async function usersRoutes(app: AppInstance, deps: AppDeps): Promise<void> {
  app.get(
    '/admin/users',
    {
      preHandler: requirePermission(deps, 'user', LEVEL.viewAll),
      schema: { querystring: userListQuerySchema, response: { 200: pageOf(userSummarySchema) } },
    },
    async (request) => listUserPage(deps, request.query),
  );
}
