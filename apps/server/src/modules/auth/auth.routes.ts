import { AUTH_ENDPOINTS as API, MESSAGES, type MessageKey } from '@bitdata/contracts';
import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../../platform/app-deps';
import type { AppInstance } from '../../platform/http/app-instance';
import { route } from '../../platform/http/endpoint-route';
import * as account from './account.service';
import { authOf, originOf } from './auth.guard';
import * as auth from './auth.service';

const message = (key: MessageKey) => ({ data: { message: MESSAGES[key], key } });

/** A provider's challenge is an object (ALTCHA's signed one); a provider with none to solve gives null. */
const isChallenge = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** Captcha action names: the reCAPTCHA token must have been issued for the same action. */
const ACTION = {
  signup: 'signup',
  login: 'login',
  resend: 'resend_verification',
  forgot: 'forgot_password',
} as const;

/** Accounts: signup, verification, login, session, password and profile, as AUTH_ENDPOINTS declares them. */
export async function authRoutes(app: AppInstance, deps: AppDeps): Promise<void> {
  const captcha = (request: FastifyRequest, token: string | undefined, action: string) =>
    deps.captcha.verify(token, action, request.ip);

  route(app, API.captcha, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    const challenge = await deps.captcha.challenge();
    return { data: isChallenge(challenge) ? challenge : { provider: deps.captcha.provider } };
  });

  route(app, API.signup, async (request) => {
    const body = request.body;
    await captcha(request, body.tokenGG, ACTION.signup);
    // `document` names the user document (spec); there is only one kind of user account to create.
    const user = await auth.signup(deps, body, originOf(request));
    return { data: user };
  });

  route(app, API.verify, async (request) => {
    const result = await auth.verifyAccount(deps, request.body);
    return message(result === 'alreadyVerified' ? 'accountAlreadyVerified' : 'accountVerified');
  });

  route(app, API.resendVerification, async (request) => {
    await captcha(request, request.body.tokenGG, ACTION.resend);
    await auth.resendVerification(deps, request.body.username, originOf(request));
    return message('verificationSent');
  });

  route(app, API.login, async (request) => {
    await captcha(request, request.body.tokenGG, ACTION.login);
    const result = await auth.login(deps, request.body, originOf(request));
    return { data: result };
  });

  route(app, API.me, async (request) => ({ data: await auth.toAuthUser(deps, authOf(request).user) }));

  route(app, API.logout, async (request) => {
    await auth.logout(deps, authOf(request));
    return { data: { ok: true as const } };
  });

  route(app, API.sessions, async (request) => ({
    data: await account.listOwnSessions(deps, authOf(request)),
  }));

  route(app, API.forgotPassword, async (request) => {
    await captcha(request, request.body.tokenGG, ACTION.forgot);
    await account.requestPasswordReset(deps, request.body.username, originOf(request));
    return message('resetRequested');
  });

  route(app, API.resetPassword, async (request) => {
    await account.resetPassword(deps, request.body);
    return message('passwordChanged');
  });

  route(app, API.changePassword, async (request) => {
    await account.changePassword(deps, authOf(request), request.body);
    return message('passwordChanged');
  });

  route(app, API.profile, async (request) => ({ data: account.profileOf(authOf(request).user) }));

  route(app, API.updateProfile, async (request) => {
    const user = await account.updateProfile(deps, authOf(request), request.body);
    return { data: user, message: MESSAGES.updateSuccess, key: 'updateSuccess' };
  });
}
