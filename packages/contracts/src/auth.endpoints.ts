import {
  captchaChallengeResponseSchema,
  changePasswordBodySchema,
  loginBodySchema,
  loginResponseSchema,
  messageResponseSchema,
  profileResponseSchema,
  profileUpdateBodySchema,
  profileUpdateResponseSchema,
  resendVerificationBodySchema,
  resetPasswordBodySchema,
  resetRequestBodySchema,
  sessionListResponseSchema,
  signupBodySchema,
  userResponseSchema,
  verifyBodySchema,
} from './auth';
import { okSchema } from './common';
import { PERMISSION_LEVEL, RESOURCE } from './constants/permissions';
import { endpoint } from './endpoint';
import {
  identityListResponseSchema,
  identityParamsSchema,
  identityResponseSchema,
  linkIdentityBodySchema,
  oauthCompleteBodySchema,
  oauthConfirmLinkBodySchema,
  oauthExchangeBodySchema,
  oauthLinkByMailBodySchema,
  oauthLinkStartBodySchema,
  oauthLinkStartResponseSchema,
  oauthProviderParamsSchema,
} from './oauth';
import {
  passkeyListResponseSchema,
  passkeyLoginBodySchema,
  passkeyLoginOptionsResponseSchema,
  passkeyParamsSchema,
  passkeyRegisterBodySchema,
  passkeyRegisterOptionsResponseSchema,
  passkeyResponseSchema,
  signInProvidersResponseSchema,
} from './passkeys';

const signedIn = { signedIn: true } as const;

/**
 * Accounts: signup, verification, login, the session, passwords and the profile. The forms a visitor
 * fills before signing in are public; their answers are messages (keys of MESSAGES) the form shows.
 */
export const AUTH_ENDPOINTS = {
  /** The captcha challenge of the server's provider, solved before a guarded form is sent. */
  captcha: endpoint({ method: 'GET', path: '/auth/captcha', response: captchaChallengeResponseSchema }),
  /** A new, unverified account; the verification e-mail goes out with it. */
  signup: endpoint({
    method: 'POST',
    path: '/auth/signupV1',
    body: signupBodySchema,
    status: 201,
    response: userResponseSchema,
  }),
  /** The code of the verification e-mail; verifying twice answers "already verified". */
  verify: endpoint({
    method: 'POST',
    path: '/auth/verify',
    body: verifyBodySchema,
    response: messageResponseSchema,
  }),
  resendVerification: endpoint({
    method: 'POST',
    path: '/auth/resend-verification',
    body: resendVerificationBodySchema,
    response: messageResponseSchema,
  }),
  /** A new session: the access token and the signed-in user. */
  login: endpoint({
    method: 'POST',
    path: '/auth/loginV1',
    body: loginBodySchema,
    status: 201,
    response: loginResponseSchema,
  }),
  /** The caller, with the menus and grants of their role as they are now. */
  me: endpoint({ method: 'GET', path: '/auth/me', response: userResponseSchema, access: signedIn }),
  /** Ends the session making the call. */
  logout: endpoint({ method: 'POST', path: '/auth/logout', response: okSchema, access: signedIn }),
  /** The caller's own live sessions. */
  sessions: endpoint({
    method: 'GET',
    path: '/auth/sessions',
    response: sessionListResponseSchema,
    access: { resource: RESOURCE.profile, level: PERMISSION_LEVEL.view },
  }),
  /** Mails a reset link; the answer is the same whether or not the account exists. */
  forgotPassword: endpoint({
    method: 'POST',
    path: '/auth/password/forgot',
    body: resetRequestBodySchema,
    response: messageResponseSchema,
  }),
  /** A new password with the token of the reset link. */
  resetPassword: endpoint({
    method: 'POST',
    path: '/auth/password/reset',
    body: resetPasswordBodySchema,
    response: messageResponseSchema,
  }),
  changePassword: endpoint({
    method: 'POST',
    path: '/auth/password/change',
    body: changePasswordBodySchema,
    response: messageResponseSchema,
    access: signedIn,
  }),
  profile: endpoint({
    method: 'GET',
    path: '/auth/profile',
    response: profileResponseSchema,
    access: { resource: RESOURCE.profile, level: PERMISSION_LEVEL.view },
  }),
  /** Changes the fields sent; answers the updated user and the 'Update success' message. */
  updateProfile: endpoint({
    method: 'PUT',
    path: '/auth/profile',
    body: profileUpdateBodySchema,
    response: profileUpdateResponseSchema,
    access: { resource: RESOURCE.profile, level: PERMISSION_LEVEL.edit },
  }),
  /** The sign-in methods offered besides the password (the login screen's buttons). */
  providers: endpoint({ method: 'GET', path: '/auth/providers', response: signInProvidersResponseSchema }),
  /** Starts adding a passkey to the caller's account: the options for navigator.credentials.create(). */
  passkeyRegisterOptions: endpoint({
    method: 'POST',
    path: '/auth/passkeys/register/options',
    response: passkeyRegisterOptionsResponseSchema,
    access: signedIn,
  }),
  /** The browser's new credential, named by the member; answers the stored passkey. */
  passkeyRegister: endpoint({
    method: 'POST',
    path: '/auth/passkeys/register',
    body: passkeyRegisterBodySchema,
    status: 201,
    response: passkeyResponseSchema,
    access: signedIn,
  }),
  /** Starts a passkey sign-in: options for navigator.credentials.get() (any of the site's passkeys). */
  passkeyLoginOptions: endpoint({
    method: 'POST',
    path: '/auth/passkeys/login/options',
    response: passkeyLoginOptionsResponseSchema,
  }),
  /** A new session from a passkey's signed challenge: the same answer as the password login. */
  passkeyLogin: endpoint({
    method: 'POST',
    path: '/auth/passkeys/login',
    body: passkeyLoginBodySchema,
    status: 201,
    response: loginResponseSchema,
  }),
  /** The caller's passkeys, oldest first. */
  passkeys: endpoint({
    method: 'GET',
    path: '/auth/passkeys',
    response: passkeyListResponseSchema,
    access: signedIn,
  }),
  /** Removes one of the caller's passkeys; never the account's last way to sign in. */
  removePasskey: endpoint({
    method: 'DELETE',
    path: '/auth/passkeys/:id',
    params: passkeyParamsSchema,
    response: okSchema,
    access: signedIn,
  }),
  /**
   * The one-time code a provider sign-in came back with (oauth.ts tells the whole flow), exchanged
   * once for a session: the same answer as the password login.
   */
  oauthExchange: endpoint({
    method: 'POST',
    path: '/auth/oauth/exchange',
    body: oauthExchangeBodySchema,
    status: 201,
    response: loginResponseSchema,
  }),
  /** The e-mail of a person whose provider gave none: a new account, verified as at signup. */
  oauthComplete: endpoint({
    method: 'POST',
    path: '/auth/oauth/complete',
    body: oauthCompleteBodySchema,
    response: messageResponseSchema,
  }),
  /** Proves ownership of the account with the provider's e-mail by a mailed link instead of signing in. */
  oauthLinkByMail: endpoint({
    method: 'POST',
    path: '/auth/oauth/link-mail',
    body: oauthLinkByMailBodySchema,
    response: messageResponseSchema,
  }),
  /** The mailed link's token: links the provider and signs in. */
  oauthConfirmLink: endpoint({
    method: 'POST',
    path: '/auth/oauth/link-confirm',
    body: oauthConfirmLinkBodySchema,
    status: 201,
    response: loginResponseSchema,
  }),
  /** Starts linking a provider to the caller's account: the start path the browser goes to. */
  oauthLinkStart: endpoint({
    method: 'POST',
    path: '/auth/oauth/:provider/link',
    params: oauthProviderParamsSchema,
    body: oauthLinkStartBodySchema,
    response: oauthLinkStartResponseSchema,
    access: signedIn,
  }),
  /** Links the provider of a refused sign-in (`link` code) to the caller, who just proved the account is theirs. */
  linkIdentity: endpoint({
    method: 'POST',
    path: '/auth/identities/link',
    body: linkIdentityBodySchema,
    status: 201,
    response: identityResponseSchema,
    access: signedIn,
  }),
  /** The caller's linked providers and whether the account has a password. */
  identities: endpoint({
    method: 'GET',
    path: '/auth/identities',
    response: identityListResponseSchema,
    access: signedIn,
  }),
  /** Unlinks a provider from the caller's account; never the account's last way to sign in. */
  removeIdentity: endpoint({
    method: 'DELETE',
    path: '/auth/identities/:id',
    params: identityParamsSchema,
    response: okSchema,
    access: signedIn,
  }),
} as const;
