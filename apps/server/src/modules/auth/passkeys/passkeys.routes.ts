import { AUTH_ENDPOINTS as API } from '@bitdata/contracts';
import type { AppDeps } from '../../../platform/app-deps';
import type { AppInstance } from '../../../platform/http/app-instance';
import { route } from '../../../platform/http/endpoint-route';
import { authOf, originOf } from '../auth.guard';
import * as passkeys from './passkeys.service';

/** The sign-in methods besides the password, and passkeys: add, list, remove, sign in. */
export async function passkeyRoutes(app: AppInstance, deps: AppDeps): Promise<void> {
  route(app, API.passkeyRegisterOptions, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return { data: await passkeys.registrationOptions(deps, authOf(request)) };
  });

  route(app, API.passkeyRegister, async (request) => ({
    data: await passkeys.registerPasskey(deps, authOf(request), request.body),
  }));

  route(app, API.passkeyLoginOptions, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return { data: await passkeys.loginOptions(deps, originOf(request)) };
  });

  route(app, API.passkeyLogin, async (request) => ({
    data: await passkeys.passkeyLogin(deps, request.body, originOf(request)),
  }));

  route(app, API.passkeys, async (request) => ({ data: await passkeys.listPasskeys(deps, authOf(request)) }));

  route(app, API.removePasskey, async (request) => {
    await passkeys.removePasskey(deps, authOf(request), request.params.id);
    return { data: { ok: true as const } };
  });
}
