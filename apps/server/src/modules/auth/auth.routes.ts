import {
  changePasswordBodySchema,
  loginBodySchema,
  loginResponseSchema,
  MESSAGES,
  type MessageKey,
  messageResponseSchema,
  okSchema,
  PERMISSION_LEVEL,
  profileResponseSchema,
  profileUpdateBodySchema,
  profileUpdateResponseSchema,
  RESOURCE,
  resendVerificationBodySchema,
  resetPasswordBodySchema,
  resetRequestBodySchema,
  sessionListResponseSchema,
  signupBodySchema,
  userResponseSchema,
  verifyBodySchema,
} from '@bitdata/contracts';
import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../../platform/app-deps';
import type { AppInstance } from '../../platform/http/app-instance';
import * as account from './account.service';
import { authOf, originOf, permission, signedIn } from './auth.guard';
import * as auth from './auth.service';

const message = (key: MessageKey) => ({ data: { message: MESSAGES[key], key } });

/** Captcha action names: the reCAPTCHA token must have been issued for the same action. */
const ACTION = {
  signup: 'signup',
  login: 'login',
  resend: 'resend_verification',
  forgot: 'forgot_password',
} as const;

/** Accounts: signup, verification, login, session, password and profile. */
export async function authRoutes(app: AppInstance, deps: AppDeps): Promise<void> {
  const captcha = (request: FastifyRequest, token: string | undefined, action: string) =>
    deps.captcha.verify(token, action, request.ip);

  app.get('/auth/captcha', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { data: (await deps.captcha.challenge()) ?? { provider: deps.captcha.provider } };
  });

  app.post(
    '/auth/signupV1',
    { schema: { body: signupBodySchema, response: { 201: userResponseSchema } } },
    async (request, reply) => {
      const body = request.body;
      await captcha(request, body.tokenGG, ACTION.signup);
      // `document` names the user document (spec); there is only one kind of user account to create.
      const user = await auth.signup(deps, body, originOf(request));
      return reply.status(201).send({ data: user });
    },
  );

  app.post(
    '/auth/verify',
    { schema: { body: verifyBodySchema, response: { 200: messageResponseSchema } } },
    async (request) => {
      const result = await auth.verifyAccount(deps, request.body);
      return message(result === 'alreadyVerified' ? 'accountAlreadyVerified' : 'accountVerified');
    },
  );

  app.post(
    '/auth/resend-verification',
    { schema: { body: resendVerificationBodySchema, response: { 200: messageResponseSchema } } },
    async (request) => {
      await captcha(request, request.body.tokenGG, ACTION.resend);
      await auth.resendVerification(deps, request.body.username, originOf(request));
      return message('verificationSent');
    },
  );

  app.post(
    '/auth/loginV1',
    { schema: { body: loginBodySchema, response: { 201: loginResponseSchema } } },
    async (request, reply) => {
      await captcha(request, request.body.tokenGG, ACTION.login);
      const result = await auth.login(deps, request.body, originOf(request));
      return reply.status(201).send({ data: result });
    },
  );

  app.get(
    '/auth/me',
    { config: { access: signedIn }, schema: { response: { 200: userResponseSchema } } },
    async (request) => ({
      data: await auth.toAuthUser(deps, authOf(request).user),
    }),
  );

  app.post(
    '/auth/logout',
    { config: { access: signedIn }, schema: { response: { 200: okSchema } } },
    async (request) => {
      await auth.logout(deps, authOf(request));
      return { data: { ok: true as const } };
    },
  );

  app.get(
    '/auth/sessions',
    {
      config: { access: permission(RESOURCE.profile, PERMISSION_LEVEL.view) },
      schema: { response: { 200: sessionListResponseSchema } },
    },
    async (request) => ({ data: await account.listOwnSessions(deps, authOf(request)) }),
  );

  app.post(
    '/auth/password/forgot',
    { schema: { body: resetRequestBodySchema, response: { 200: messageResponseSchema } } },
    async (request) => {
      await captcha(request, request.body.tokenGG, ACTION.forgot);
      await account.requestPasswordReset(deps, request.body.username, originOf(request));
      return message('resetRequested');
    },
  );

  app.post(
    '/auth/password/reset',
    { schema: { body: resetPasswordBodySchema, response: { 200: messageResponseSchema } } },
    async (request) => {
      await account.resetPassword(deps, request.body);
      return message('passwordChanged');
    },
  );

  app.post(
    '/auth/password/change',
    {
      config: { access: signedIn },
      schema: { body: changePasswordBodySchema, response: { 200: messageResponseSchema } },
    },
    async (request) => {
      await account.changePassword(deps, authOf(request), request.body);
      return message('passwordChanged');
    },
  );

  app.get(
    '/auth/profile',
    {
      config: { access: permission(RESOURCE.profile, PERMISSION_LEVEL.view) },
      schema: { response: { 200: profileResponseSchema } },
    },
    async (request) => ({ data: account.profileOf(authOf(request).user) }),
  );

  app.put(
    '/auth/profile',
    {
      config: { access: permission(RESOURCE.profile, PERMISSION_LEVEL.edit) },
      schema: { body: profileUpdateBodySchema, response: { 200: profileUpdateResponseSchema } },
    },
    async (request) => {
      const user = await account.updateProfile(deps, authOf(request), request.body);
      return { data: user, message: MESSAGES.updateSuccess, key: 'updateSuccess' };
    },
  );
}
