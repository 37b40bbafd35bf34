import { z } from 'zod';
import { dataOf, text } from './common';

/**
 * Sign-in with an outside provider (Google, Facebook, X, and one OpenID Connect provider the operator
 * names). The browser leaves for the provider and comes back through the server, never through a
 * call of the web app's client, so two steps are plain navigations (not endpoints):
 *
 * 1. The web app sends the browser to `oauthStartPath(provider, returnTo)` under the API prefix
 *    (`/api/core/auth/oauth/google/start?returnTo=/dashboard`). The server answers 302 to the
 *    provider, or 404 when that provider is not configured, 400 when `returnTo` is not an internal
 *    path. The start binds the attempt to this browser (a cookie), so only it can finish it.
 * 2. The provider sends the browser back to `/api/core/auth/oauth/{provider}/callback`; the server
 *    answers 302 to the web app (at PUBLIC_URL; query names in OAUTH_QUERY):
 *    - success: `OAUTH_WEB_CALLBACK_PATH?code=<one-time code>&returnTo=<internal path>`; the page
 *      exchanges the code once (`oauthExchange`) for the same answer as the password login;
 *    - a provider linked from the account page (`oauthLinkStart`):
 *      `OAUTH_WEB_CALLBACK_PATH?linked=<provider>&returnTo=<internal path>` (nothing to exchange);
 *    - a refusal: `oauthWebLoginPath(SERVICE_PREFIX)?error=<key>&provider=<id>`, plus `link=<code>`
 *      for `oauthEmailTaken` and `complete=<code>` for `oauthEmailRequired` (see OAUTH_ERROR_KEYS).
 *
 * Linking from the account page: the start is a navigation, which carries no bearer token, so the
 * signed-in web app first asks `oauthLinkStart` (POST /auth/oauth/:provider/link) for a start `url`
 * holding a one-time link ticket, then sends the browser to the API prefix + that `url`.
 */

/** The providers this server knows; each is offered only when configured (GET /auth/providers). */
export const OAUTH_PROVIDER_IDS = ['google', 'facebook', 'x', 'oidc'] as const;
export const oauthProviderSchema = z.enum(OAUTH_PROVIDER_IDS, { message: 'oauthProviderUnknown' });
export type OAuthProvider = z.infer<typeof oauthProviderSchema>;

/** The web app's page the server returns a successful sign-in (or link) to. */
export const OAUTH_WEB_CALLBACK_PATH = '/auth/callback';
/** The web app's login page (under its service prefix), where a refused sign-in lands with `error=<key>`. */
export const oauthWebLoginPath = (servicePrefix: string) => `/${servicePrefix}/auth/login`;

/** The query parameters of the server's redirects to the web app (and `returnTo` of the start). */
export const OAUTH_QUERY = {
  /** the one-time code to exchange (OAUTH_WEB_CALLBACK_PATH) */
  code: 'code',
  /** the internal path to land on (start and OAUTH_WEB_CALLBACK_PATH) */
  returnTo: 'returnTo',
  /** the provider just linked to the signed-in account (OAUTH_WEB_CALLBACK_PATH) */
  linked: 'linked',
  /** a key of OAUTH_ERROR_KEYS (login page) */
  error: 'error',
  /** the provider's id (login page) */
  provider: 'provider',
  /** the link code of `oauthEmailTaken` (login page) */
  link: 'link',
  /** the code of `oauthEmailRequired` (login page) */
  complete: 'complete',
  /** the link ticket of `oauthLinkStart`'s url (start) */
  ticket: 'ticket',
} as const;

/** Where the browser starts, relative to the API prefix (as endpoint paths are). */
export const OAUTH_START_PATH = '/auth/oauth/:provider/start';
/** Where the provider returns the browser, relative to the API prefix (registered with each provider). */
export const OAUTH_CALLBACK_PATH = '/auth/oauth/:provider/callback';

/** The longest `returnTo` kept; longer ones are refused like an outside address. */
export const RETURN_TO_MAX = 512;

/**
 * A path of this site, never another site: one leading slash (`//host` and `/\host` are another
 * host to a browser), no scheme, no control characters. The server refuses any other `returnTo`;
 * the web app uses the same test before it starts.
 */
export function isInternalPath(value: string): boolean {
  if (value.length === 0 || value.length > RETURN_TO_MAX) return false;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return false;
  // a control character could end a header or a log line where the path is written
  for (const char of value) {
    const code = char.charCodeAt(0);
    if (code < 0x20 || code === 0x7f) return false;
  }
  if (value.includes('\\')) return false;
  try {
    const base = 'http://internal.invalid';
    return new URL(value, base).origin === base;
  } catch {
    return false;
  }
}

/** The start of a sign-in with `provider`, relative to the API prefix; `returnTo` is where to land. */
export function oauthStartPath(provider: OAuthProvider, returnTo?: string): string {
  const path = OAUTH_START_PATH.replace(':provider', provider);
  return returnTo ? `${path}?returnTo=${encodeURIComponent(returnTo)}` : path;
}

/**
 * The keys a refused provider sign-in comes back with (`/login?error=<key>`), all keys of MESSAGES:
 * - oauthCancelled: the person cancelled (or refused consent) at the provider;
 * - oauthStateExpired: the attempt is unknown, used, expired or was started in another browser;
 * - oauthEmailTaken: an account has the provider's e-mail; the person proves they own it (password
 *   sign-in then `linkIdentity`, or `oauthLinkByMail`) with the `link` code, then the provider is linked;
 * - oauthEmailRequired: the provider gave no verified e-mail; the person gives one with the
 *   `complete` code (`oauthComplete`) and verifies it as at signup;
 * - oauthProviderUnreachable: the provider did not answer or answered with an error;
 * - oauthRefused: the provider's answer failed our checks (a token's signature, audience, nonce);
 * - oauthIdentityTaken: (linking) this provider account is already linked to another member;
 * - accountBlocked: the account is blocked;
 * - accountNotVerified: the account made with this provider has not verified its e-mail yet.
 */
export const OAUTH_ERROR_KEYS = [
  'oauthCancelled',
  'oauthStateExpired',
  'oauthEmailTaken',
  'oauthEmailRequired',
  'oauthProviderUnreachable',
  'oauthRefused',
  'oauthIdentityTaken',
  'accountBlocked',
  'accountNotVerified',
] as const;
export type OAuthErrorKey = (typeof OAUTH_ERROR_KEYS)[number];

/** A one-time code the server handed the browser (exchange, link, complete); base64url. */
const oneTimeCode = z
  .string({ message: 'fieldRequired' })
  .min(1, 'fieldRequired')
  .max(128, 'fieldTooLong')
  .regex(/^[A-Za-z0-9_-]+$/, 'oauthCodeInvalid');

/** Query of the start: where to land after signing in; an internal path only. */
export const oauthStartQuerySchema = z.object({
  returnTo: z.string().max(RETURN_TO_MAX, 'oauthReturnToInvalid').optional(),
  /** set by `oauthLinkStart`'s url: the attempt links the provider to that signed-in member */
  ticket: z.string().max(128, 'fieldTooLong').optional(),
});

/**
 * POST /auth/oauth/exchange: the `code` of `OAUTH_WEB_CALLBACK_PATH?code=`, exchanged once for a
 * session (the password login's answer, 201). Used, expired or unknown: 400 `oauthCodeInvalid`.
 */
export const oauthExchangeBodySchema = z.object({ code: oneTimeCode });
export type OAuthExchangeBody = z.input<typeof oauthExchangeBodySchema>;

/**
 * POST /auth/oauth/complete: the person whose provider gave no verified e-mail (the `complete` code
 * of `/login?error=oauthEmailRequired`) gives one. A new account is made with the provider linked
 * and a verification mail sent as at signup (answer: the `oauthVerificationSent` message); after
 * verifying, the person signs in with the provider. An e-mail already registered answers 409
 * `oauthEmailTaken` with `details.link`, the link code of the proof-of-ownership step.
 */
export const oauthCompleteBodySchema = z.object({
  code: oneTimeCode,
  email: text({ max: 254, required: 'emailRequired' })
    .pipe(z.email('emailInvalid'))
    .transform((v) => v.toLowerCase()),
});
export type OAuthCompleteBody = z.input<typeof oauthCompleteBodySchema>;

/**
 * POST /auth/identities/link (signed in): after proving ownership of the account by signing in
 * (password or passkey), the `link` code of `/login?error=oauthEmailTaken` attaches the provider to
 * the caller's account. Answers the linked identity. Only the browser that started the provider
 * sign-in may use the code, and only for the account with the provider's e-mail (else 403
 * `oauthLinkWrongAccount`).
 */
export const linkIdentityBodySchema = z.object({ linkCode: oneTimeCode });
export type LinkIdentityBody = z.input<typeof linkIdentityBodySchema>;

/**
 * POST /auth/oauth/link-mail: the other proof of ownership: mails the account (the provider's
 * e-mail) a link to the web app's `OAUTH_WEB_LINK_PATH?token=`; the answer is the `oauthLinkMailSent`
 * message whatever happens, so it reveals nothing.
 */
export const oauthLinkByMailBodySchema = z.object({ linkCode: oneTimeCode });
/** The web app's page an e-mailed link opens; it calls `oauthConfirmLink` with the link's `token`. */
export const OAUTH_WEB_LINK_PATH = '/auth/link';
/**
 * POST /auth/oauth/link-confirm: the e-mailed link's token (single-use): links the provider and signs
 * the person in (the password login's answer, 201). Used or expired: 400 `oauthCodeInvalid`.
 */
export const oauthConfirmLinkBodySchema = z.object({ token: oneTimeCode });

/**
 * POST /auth/oauth/:provider/link (signed in): starts linking a provider to the caller's account from
 * the account page. Answers `url`, the start path (relative to the API prefix) the browser is sent to;
 * it comes back to `OAUTH_WEB_CALLBACK_PATH?linked=<provider>&returnTo=` or `/login?error=`.
 */
export const oauthProviderParamsSchema = z.object({ provider: oauthProviderSchema });
export const oauthLinkStartBodySchema = z.object({
  returnTo: z.string().max(RETURN_TO_MAX, 'oauthReturnToInvalid').optional(),
});
export const oauthLinkStartResponseSchema = dataOf(z.object({ url: z.string() }));

/** One provider linked to the caller's account (times in ms). */
export const identityInfoSchema = z.object({
  id: z.string(),
  provider: oauthProviderSchema,
  /** The button's label of the provider ("Google", or AUTH_OIDC_NAME). */
  providerName: z.string(),
  /** The e-mail the provider gave, when it gave one. */
  email: z.string().nullable(),
  createdAt: z.number().int(),
  lastUsedAt: z.number().int().nullable(),
});
export type IdentityInfo = z.infer<typeof identityInfoSchema>;
export const identityResponseSchema = dataOf(identityInfoSchema);

/**
 * GET /auth/identities: the caller's ways to sign in besides passkeys (listed by GET /auth/passkeys):
 * the linked providers, oldest first, and whether the account has a password (one without sets it
 * through the password reset mail).
 */
export const identityListResponseSchema = dataOf(
  z.object({ identities: z.array(identityInfoSchema), hasPassword: z.boolean() }),
);
/**
 * DELETE /auth/identities/:id: unlinks a provider; never the account's last way to sign in
 * (409 `lastSignInMethod`).
 */
export const identityParamsSchema = z.object({ id: z.string().max(64, 'fieldTooLong') });
