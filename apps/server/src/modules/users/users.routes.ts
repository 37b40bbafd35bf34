import { USER_ENDPOINTS as API } from '@bitdata/contracts';
import type { AppDeps } from '../../platform/app-deps';
import type { AppInstance } from '../../platform/http/app-instance';
import { route } from '../../platform/http/endpoint-route';
import { authOf } from '../auth';
import * as users from './users.service';

const ok = { data: { ok: true as const } };

/**
 * Back-office user management, as USER_ENDPOINTS declares it (guarded by RESOURCE.user): seeing users
 * needs 'view all' (staff by default), creating 'create', every change 'edit'.
 */
export async function usersRoutes(app: AppInstance, deps: AppDeps): Promise<void> {
  route(app, API.list, async (req) => users.listUserPage(deps, req.query));
  route(app, API.create, async (req) => ({ data: await users.createUser(deps, authOf(req), req.body) }));
  route(app, API.get, async (req) => ({ data: await users.getUser(deps, req.params.id) }));
  route(app, API.update, async (req) => ({
    data: await users.updateUser(deps, authOf(req), req.params.id, req.body),
  }));
  route(app, API.block, async (req) => ({
    data: await users.setStatus(deps, authOf(req), req.params.id, 'blocked'),
  }));
  route(app, API.unblock, async (req) => ({
    data: await users.setStatus(deps, authOf(req), req.params.id, 'active'),
  }));
  route(app, API.resetLink, async (req) => {
    await users.mailResetLink(deps, req.params.id);
    return ok;
  });
  route(app, API.sessions, async (req) => ({
    data: await users.listSessions(deps, authOf(req), req.params.id),
  }));
  route(app, API.revokeSession, async (req) => {
    await users.revokeSession(deps, req.params.id, req.params.sessionId);
    return ok;
  });
}
